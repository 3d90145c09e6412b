import { defineMessages } from '@quadkit/core/shared/i18n/messages';
import type { ResourceReportReason } from '../../shared/report-options';

/** A problem report's reason, in the dialog and the admin queue. */
export const reasonMessages = defineMessages('browse.report-reasons', {
  brokenLink: 'Broken link',
  wrongCategory: 'Wrong category',
  outdated: 'Outdated',
  other: 'Other',
});

/** Each reason's key in the table above. */
export const REASON_KEYS: Record<ResourceReportReason, keyof typeof reasonMessages.en> = {
  'broken-link': 'brokenLink',
  'wrong-category': 'wrongCategory',
  outdated: 'outdated',
  other: 'other',
};
