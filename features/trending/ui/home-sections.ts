// The trending feature's home sections for the shell's list (orders from core/ui/home-sections): Recommended for
// You (20) and Trending Now (30), each a lazy chunk.
import { lazy } from 'react';
import type { HomeSection } from '@quadkit/core/ui/home-sections';

export const trendingHomeSections: readonly HomeSection[] = [
  { id: 'recommended-for-you', order: 20, Component: lazy(() => import('./home/recommended-for-you')) },
  { id: 'trending-now', order: 30, Component: lazy(() => import('./home/trending-now')) },
];
