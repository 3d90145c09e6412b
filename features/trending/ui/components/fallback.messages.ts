// What home and /trending say when the ranking is the built-in fallback (no activity yet, or KV and D1 down): not
// live, so no rank-as-live wording, scores or Hot badges.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const fallbackMessages = defineMessages('trending.fallback', {
  lead: 'Popular picks while trending warms up.',
});
