// The toolkits feature's home sections for the shell's list (see core/ui/home-sections): the showcase
// is a lazy chunk, fetched when the home page draws it.
import { lazy } from 'react';
import type { HomeSection } from '@quadkit/core/ui/home-sections';

export const toolkitHomeSections: readonly HomeSection[] = [
  { id: 'featured-toolkits', order: 60, Component: lazy(() => import('./home/featured-toolkits')) },
];
