// The home page's sections from each feature, drawn in `order` below the hero (see core/ui/home-sections).
import { browseHomeSections } from '@quadkit/browse/ui';
import { bulletinHomeSections } from '@quadkit/bulletin/ui';
import type { HomeSection } from '@quadkit/core/ui/home-sections';
import { toolkitHomeSections } from '@quadkit/toolkits/ui';
import { trendingHomeSections } from '@quadkit/trending/ui';

export const homeSections: readonly HomeSection[] = [
  ...browseHomeSections,
  ...toolkitHomeSections,
  ...bulletinHomeSections,
  ...trendingHomeSections,
];
