// The toolkits feature's dashboard panels for the shell's list (see core/ui/dashboard-panels): counters for
// toolkits and saved items, then My Toolkits and Saved resources. All four share one lazy chunk.
import { lazy } from 'react';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { translator } from '@quadkit/core/shared/i18n/translate';
import type { DashboardPanel } from '@quadkit/core/ui/dashboard-panels';
import { panelMessages } from './dashboard-panels.messages';

const panels = () => import('./dashboard/panels');
const titleIn = (key: keyof typeof panelMessages.en) => (locale: Locale) => translator(panelMessages, locale)(key);

export const toolkitDashboardPanels: readonly DashboardPanel[] = [
  {
    id: 'toolkits-count',
    title: titleIn('count'),
    order: 10,
    placement: 'counter',
    Component: lazy(async () => ({ default: (await panels()).ToolkitsCount })),
  },
  {
    id: 'saved-count',
    title: titleIn('savedCount'),
    order: 20,
    placement: 'counter',
    Component: lazy(async () => ({ default: (await panels()).SavedCount })),
  },
  {
    id: 'my-toolkits',
    title: titleIn('mine'),
    order: 10,
    placement: 'section',
    Component: lazy(async () => ({ default: (await panels()).MyToolkitsPanel })),
  },
  {
    id: 'saved-resources',
    title: titleIn('saved'),
    order: 20,
    placement: 'section',
    Component: lazy(async () => ({ default: (await panels()).SavedPanel })),
  },
];
