// An article's read time in the reader's language: the API answers English ('4 min read'), made from the text.
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { cardMessages } from './messages';

export function useReadTime(): (readTime: string) => string {
  const t = useMessages(cardMessages);
  return (readTime) => {
    const minutes = /^(\d+) min read$/.exec(readTime)?.[1];
    return minutes ? t('readTime', { count: Number(minutes) }) : readTime;
  };
}
