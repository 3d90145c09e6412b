import { defineMessages } from '@quadkit/core/shared/i18n/messages';

/** The admin queue of reported problems. */
export const reportsMessages = defineMessages('browse.reports', {
  confirmedToast: 'Confirmed the link of "{title}" broken: its page shows the notice.',
  confirmFailed: 'The report could not be confirmed.',
  resolvedToast: 'Resolved the report on "{title}".',
  resolveFailed: 'The report could not be resolved.',
  card: 'Report on {title}',
  confirmed: ' (confirmed)',
  reported: 'reported {date}',
  openSite: 'Open the site',
  confirming: 'Confirming…',
  confirm: 'Confirm broken',
  resolving: 'Resolving…',
  resolve: 'Resolve',
  loading: 'Loading reports',
  loadFailed: "Couldn't load reports",
  loadFailedFallback: 'Failed to load reports',
  none: 'No open reports',
  noneMessage: 'Problems people report on resources appear here.',
  list: 'Open problem reports',
});
