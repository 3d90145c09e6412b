// The submissions feature's panels for the shell's lazy pages: the admin review queue, the site notice and the
// student's own suggestions on /submissions. Every one is React.lazy; none loads with `/`.
import { lazy } from 'react';
import type { AdminPanel } from '@quadkit/core/ui/admin-panels';
import type { SubmissionList } from '@quadkit/core/ui/submission-lists';
import { slotMessages } from './slots.messages';
import { titlesFrom } from '@quadkit/core/ui/slot-title';

const title = titlesFrom(slotMessages);

export const submissionsAdminPanels: AdminPanel[] = [
  {
    id: 'resource-submissions',
    title: title('queue'),
    order: 20,
    Component: lazy(async () => ({ default: (await import('./review/review-panel')).ReviewPanel })),
  },
  {
    id: 'site-notice',
    title: title('notice'),
    order: 90,
    Component: lazy(async () => ({ default: (await import('./review/notice-panel')).NoticePanel })),
  },
];

export const resourceSubmissionList: SubmissionList = {
  id: 'resource-submissions',
  title: title('mine'),
  order: 20,
  Component: lazy(async () => ({ default: (await import('./mine/my-resource-submissions')).MyResourceSubmissions })),
};
