// The bulletin feature's panels for the shell's lazy pages (docs/decisions/0005, 0009): the dashboard's counter
// and panel, the admin review queue and the /submissions list. Every one is React.lazy; none loads with `/`.
import { lazy } from 'react';
import type { AdminPanel } from '@quadkit/core/ui/admin-panels';
import type { DashboardPanel } from '@quadkit/core/ui/dashboard-panels';
import type { SubmissionList } from '@quadkit/core/ui/submission-lists';
import { slotMessages } from './slots.messages';
import { titlesFrom } from '@quadkit/core/ui/slot-title';

const title = titlesFrom(slotMessages);

const dashboard = () => import('./panels/dashboard');

export const bulletinDashboardPanels: readonly DashboardPanel[] = [
  {
    id: 'submissions-count',
    title: title('count'),
    order: 30,
    placement: 'counter',
    Component: lazy(async () => ({ default: (await dashboard()).SubmissionsCount })),
  },
  {
    id: 'my-bulletin-posts',
    title: title('mine'),
    order: 30,
    placement: 'section',
    Component: lazy(async () => ({ default: (await dashboard()).MyPostsPanel })),
  },
];

export const bulletinAdminPanels: readonly AdminPanel[] = [
  {
    id: 'bulletin-queue',
    title: title('queue'),
    order: 10,
    Component: lazy(() => import('./panels/review-queue')),
  },
];

export const bulletinSubmissionLists: readonly SubmissionList[] = [
  {
    id: 'bulletin-posts',
    title: title('posts'),
    order: 10,
    Component: lazy(() => import('./panels/submissions-list')),
  },
];
