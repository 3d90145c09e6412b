// A minimal Resource for the browse feature's pure-rule tests; override only what a test is about.
import type { Resource } from '@quadkit/core/catalog/types';

export const resource = (id: string, over: Partial<Resource> = {}): Resource => ({
  id,
  title: id,
  description: `About ${id}.`,
  category: 'research',
  tags: [],
  url: `https://${id}.example`,
  image: '/images/categories/research-1.svg',
  ...over,
});
