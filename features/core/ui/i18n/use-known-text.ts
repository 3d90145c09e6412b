// `const known = useKnownText(bundle); known(message)`: a text that may be one of the bundle's English texts
// (a shared rule's message, a loader's fallback) in the reader's language; any other text, such as the API's own
// message, is shown as it came.
import { useCallback } from 'react';
import type { MessageBundle, Messages } from '../../shared/i18n/messages';
import { useMessages } from './use-messages';

export function useKnownText<T extends Messages>(bundle: MessageBundle<T>): (text: string) => string {
  const t = useMessages(bundle);
  return useCallback(
    (text: string) => {
      const key = Object.keys(bundle.en).find((name) => bundle.en[name] === text);
      return key === undefined ? text : t(key);
    },
    [bundle, t],
  );
}
