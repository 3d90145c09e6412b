// 'Showing results for …': the search answered with a typo correction (the API's correctedQuery), or with some of
// the words when all of them together matched nothing (relaxedQuery: 'No exact match for …').
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { fillNodes } from '../components/fill-nodes';
import { correctedMessages } from './corrected-query.messages';

export function CorrectedQuery({ query, className }: { query: string | undefined; className: string }) {
  const t = useMessages(correctedMessages);
  if (!query) return null;
  return <p className={className}>{fillNodes(t('showing'), { query: <strong>{query}</strong> })}</p>;
}

export function RelaxedQuery({
  asked,
  kept,
  className,
}: {
  asked: string;
  kept: string | undefined;
  className: string;
}) {
  const t = useMessages(correctedMessages);
  if (!kept) return null;
  return (
    <p className={className}>
      {fillNodes(t('relaxed'), {
        asked: <strong>{t('quoted', { text: asked.trim() })}</strong>,
        kept: <strong>{t('quoted', { text: kept })}</strong>,
      })}
    </p>
  );
}
