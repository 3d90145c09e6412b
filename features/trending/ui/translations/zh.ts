// Trending's Chinese tables by bundle id, for the shell to register for Chinese readers.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import fallback from '../components/fallback.messages.zh';
import card from '../components/trending-card.messages.zh';
import recommended from '../home/recommended-for-you.messages.zh';
import now from '../home/trending-now.messages.zh';
import page from '../screens/trending.messages.zh';

export default {
  'trending.fallback': fallback,
  'trending.card': card,
  'trending.now': now,
  'trending.recommended': recommended,
  'trending.page': page,
} satisfies LocaleTables;
