// Trending's Spanish tables by bundle id, for the shell to register for Spanish readers.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import fallback from '../components/fallback.messages.es';
import card from '../components/trending-card.messages.es';
import recommended from '../home/recommended-for-you.messages.es';
import now from '../home/trending-now.messages.es';
import page from '../screens/trending.messages.es';

export default {
  'trending.fallback': fallback,
  'trending.card': card,
  'trending.now': now,
  'trending.recommended': recommended,
  'trending.page': page,
} satisfies LocaleTables;
