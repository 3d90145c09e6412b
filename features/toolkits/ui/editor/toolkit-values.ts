// The editor's values and how they become the API's body: the same fields for create and edit, with
// isFeatured only sent by an admin (anyone else's editor never touches it).
import type { Resource } from '@quadkit/core/catalog/types';
import { DEFAULT_TOOLKIT_EMOJI } from '../../shared/emoji-palette';
import type { CreateToolkitInput } from '../../shared/toolkit-input';
import type { ToolkitVisibility } from '../../shared/visibility';
import type { ToolkitDetail } from '../data/toolkits-client';

/** A chosen resource: enough to list it in the editor. */
export type ChosenResource = Pick<Resource, 'id' | 'title' | 'category'>;

export interface ToolkitValues {
  title: string;
  description: string;
  emoji: string;
  resources: ChosenResource[];
  visibility: ToolkitVisibility;
  isFeatured: boolean;
}

/** docs/product.md#rules-and-messages: a new toolkit is public, not featured, with the 📚 emoji. */
export const NEW_TOOLKIT: ToolkitValues = {
  title: '',
  description: '',
  emoji: DEFAULT_TOOLKIT_EMOJI,
  resources: [],
  visibility: 'public',
  isFeatured: false,
};

export const valuesOf = (toolkit: ToolkitDetail): ToolkitValues => ({
  title: toolkit.title,
  description: toolkit.description,
  emoji: toolkit.emoji,
  resources: toolkit.resources.map(({ id, title, category }) => ({ id, title, category })),
  visibility: toolkit.visibility,
  isFeatured: toolkit.isFeatured,
});

export function bodyOf(values: ToolkitValues, isAdmin: boolean): CreateToolkitInput {
  const body: CreateToolkitInput = {
    title: values.title,
    description: values.description,
    emoji: values.emoji,
    resourceIds: values.resources.map((resource) => resource.id),
    visibility: values.visibility,
  };
  return isAdmin ? { ...body, isFeatured: values.isFeatured } : body;
}
