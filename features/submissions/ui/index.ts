// The submissions feature's UI entry for the shell: lazy routes and slot entries (React.lazy, so nothing here
// loads a screen eagerly).
import { lazy } from 'react';
import type { AdminPanel } from '@quadkit/core/ui/admin-panels';
import type { SubmissionList } from '@quadkit/core/ui/submission-lists';

export { submissionsRoutes } from './routes';

export const submissionsAdminPanels: AdminPanel[] = [
  {
    id: 'resource-submissions',
    title: 'Resource submissions awaiting review',
    order: 20,
    Component: lazy(async () => ({ default: (await import('./review/review-panel')).ReviewPanel })),
  },
  {
    id: 'site-notice',
    title: 'Site notice',
    order: 90,
    Component: lazy(async () => ({ default: (await import('./review/notice-panel')).NoticePanel })),
  },
];

export const resourceSubmissionList: SubmissionList = {
  id: 'resource-submissions',
  title: 'Resource Submissions',
  order: 20,
  Component: lazy(async () => ({ default: (await import('./mine/my-resource-submissions')).MyResourceSubmissions })),
};
