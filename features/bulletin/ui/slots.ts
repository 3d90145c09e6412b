// The bulletin feature's home section for the shell (docs/decisions/0005): the latest posts, React.lazy.
import { lazy } from 'react';
import type { HomeSection } from '@quadkit/core/ui/home-sections';

export const bulletinHomeSections: readonly HomeSection[] = [
  { id: 'bulletin', order: 80, Component: lazy(() => import('./panels/home-bulletin')) },
];
