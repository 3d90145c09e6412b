// 'A and B' (and 'A and B and C'), joined as the reader's language joins two names.
import type { Translate } from '@quadkit/core/shared/i18n/translate';
import type { sharedMessages } from './messages';

export const joinAnd = (t: Translate<typeof sharedMessages.en>, names: readonly string[]) =>
  names.length === 0 ? '' : names.reduce((first, second) => t('and', { first, second }));
