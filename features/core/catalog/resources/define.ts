// Factory for built-in catalog resources: fills in the card image from the category and id.
import type { Resource } from '../types';
import { categoryImage } from '../images';

export function defineResource(input: Omit<Resource, 'image'>): Resource {
  return { ...input, image: categoryImage(input.category, input.id) };
}
