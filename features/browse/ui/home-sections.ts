// Browse's home sections for the shell's home page, each a lazy chunk (orders from core/ui/home-sections):
// category tiles with the page's search-engine metadata (10), Popular (40), the featured strip (50) and
// Popular Majors (70).
import { lazy } from 'react';
import type { HomeSection } from '@quadkit/core/ui/home-sections';

export const browseHomeSections: readonly HomeSection[] = [
  {
    id: 'browse-categories',
    order: 10,
    Component: lazy(async () => ({ default: (await import('./home/category-tiles')).CategoryTiles })),
  },
  {
    id: 'browse-popular',
    order: 40,
    Component: lazy(async () => ({ default: (await import('./home/popular-resources')).PopularResources })),
  },
  {
    id: 'browse-featured',
    order: 50,
    Component: lazy(async () => ({ default: (await import('./home/featured-strip')).FeaturedStrip })),
  },
  {
    id: 'browse-popular-majors',
    order: 70,
    Component: lazy(async () => ({ default: (await import('./home/popular-majors')).PopularMajors })),
  },
];
