// A settled load's message in the reader's language when it is one of the loaders' own fallbacks.
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { loadFailureMessages } from './load-failures.messages';

type FailureKey = keyof typeof loadFailureMessages.en;

export function useLoadFailure(): (message: string) => string {
  const t = useMessages(loadFailureMessages);
  return (message) => {
    const key = (Object.keys(loadFailureMessages.en) as FailureKey[]).find(
      (candidate) => loadFailureMessages.en[candidate] === message,
    );
    return key ? t(key) : message;
  };
}
