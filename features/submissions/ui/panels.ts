// The submissions feature's panels for the shell's lazy pages: the admin review queue, the site notice and the
// student's own suggestions on /submissions. Every one is React.lazy; none loads with `/`.
import { lazy } from 'react';
import type { AdminPanel } from '@quadkit/core/ui/admin-panels';
import type { SubmissionList } from '@quadkit/core/ui/submission-lists';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { translator } from '@quadkit/core/shared/i18n/translate';
import { slotMessages } from './slots.messages';

/** A title in the reader's language, resolved where the slot is drawn. */
const titled = (key: keyof typeof slotMessages.en) => (locale: Locale) => translator(slotMessages, locale)(key);

export const submissionsAdminPanels: AdminPanel[] = [
  {
    id: 'resource-submissions',
    title: titled('queue'),
    order: 20,
    Component: lazy(async () => ({ default: (await import('./review/review-panel')).ReviewPanel })),
  },
  {
    id: 'site-notice',
    title: titled('notice'),
    order: 90,
    Component: lazy(async () => ({ default: (await import('./review/notice-panel')).NoticePanel })),
  },
];

export const resourceSubmissionList: SubmissionList = {
  id: 'resource-submissions',
  title: titled('mine'),
  order: 20,
  Component: lazy(async () => ({ default: (await import('./mine/my-resource-submissions')).MyResourceSubmissions })),
};
