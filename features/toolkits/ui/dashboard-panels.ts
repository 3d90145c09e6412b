// The toolkits feature's dashboard panels for the shell's list (see core/ui/dashboard-panels): counters for
// toolkits and saved items, then My Toolkits and Saved resources. All four share one lazy chunk.
import { lazy } from 'react';
import type { DashboardPanel } from '@quadkit/core/ui/dashboard-panels';
import { panelMessages } from './dashboard-panels.messages';
import { titlesFrom } from '@quadkit/core/ui/slot-title';

const panels = () => import('./dashboard/panels');
const title = titlesFrom(panelMessages);

export const toolkitDashboardPanels: readonly DashboardPanel[] = [
  {
    id: 'toolkits-count',
    title: title('count'),
    order: 10,
    placement: 'counter',
    Component: lazy(async () => ({ default: (await panels()).ToolkitsCount })),
  },
  {
    id: 'saved-count',
    title: title('savedCount'),
    order: 20,
    placement: 'counter',
    Component: lazy(async () => ({ default: (await panels()).SavedCount })),
  },
  {
    id: 'my-toolkits',
    title: title('mine'),
    order: 10,
    placement: 'section',
    Component: lazy(async () => ({ default: (await panels()).MyToolkitsPanel })),
  },
  {
    id: 'saved-resources',
    title: title('saved'),
    order: 20,
    placement: 'section',
    Component: lazy(async () => ({ default: (await panels()).SavedPanel })),
  },
];
