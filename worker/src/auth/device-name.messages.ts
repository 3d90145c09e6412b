import { defineMessages } from '@quadkit/core/shared/i18n/messages';

/** The sessions list's device names ('Chrome on Windows'); browser and system names stay as they are. */
export const deviceMessages = defineMessages('worker.device', {
  browserOn: '{browser} on {system}',
  unknown: 'Unknown browser',
});
