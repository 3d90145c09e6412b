// `const t = useMessages(bundle)` in a component: its texts in the reader's language.
import { useMemo } from 'react';
import type { MessageBundle, Messages } from '../../shared/i18n/messages';
import { type Translate, translator } from '../../shared/i18n/translate';
import { useLocaleValue } from './locale-context';

export function useMessages<T extends Messages>(bundle: MessageBundle<T>): Translate<T> {
  const value = useLocaleValue();
  return useMemo(() => translator(bundle, value.locale), [bundle, value]);
}
