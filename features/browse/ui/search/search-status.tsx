// The overlay's messages around the results: a hint before searching, 'Searching…', the count (announced),
// 'No results found for "{query}"', a skipped source, or a short error line.
import { CorrectedQuery, RelaxedQuery } from './corrected-query';
import type { SearchCriteria } from './search-criteria';
import { MIN_QUERY_LENGTH, searchText } from './search-criteria';
import type { SearchState } from './use-search';
import type { Translate } from '@quadkit/core/shared/i18n/translate';
import { formatNumber } from '@quadkit/core/shared/i18n/format';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { searchMessages } from './messages';

interface SearchStatusProps {
  state: SearchState;
  criteria: SearchCriteria;
  count: number;
}

function message(
  { state, criteria, count }: SearchStatusProps,
  t: Translate<typeof searchMessages.en>,
): { text: string; tone: 'hint' | 'error' } | null {
  if (state.status === 'idle') {
    return criteria.text.trim()
      ? { text: t('keepTyping', { min: MIN_QUERY_LENGTH }), tone: 'hint' }
      : { text: t('hint'), tone: 'hint' };
  }
  if (state.status === 'error') {
    return { text: t('failed', { message: state.message }), tone: 'error' };
  }
  if (state.status === 'loading') return count === 0 ? { text: t('searching'), tone: 'hint' } : null;
  if (count === 0) {
    const query = state.response.query || searchText(criteria.text);
    return {
      text: query ? t('noneFor', { query }) : t('noneFiltered'),
      tone: 'hint',
    };
  }
  return null;
}

export function SearchStatus(props: SearchStatusProps) {
  const t = useMessages(searchMessages);
  const locale = useLocale();
  const shown = message(props, t);
  const { state, count } = props;
  const skipped = state.status === 'done' ? state.response.skippedSources : [];
  return (
    <>
      {/* Screen readers hear the outcome of each search without leaving the input. */}
      <p className="visually-hidden" role="status">
        {state.status === 'done' && count > 0
          ? t('count', { count: formatNumber(locale, count) })
          : (shown?.text ?? '')}
      </p>
      {shown ? (
        <p
          className={shown.tone === 'error' ? 'search-overlay__message is-error' : 'search-overlay__message'}
          aria-hidden="true"
        >
          {shown.text}
        </p>
      ) : null}
      {state.status === 'done' ? (
        <>
          <CorrectedQuery query={state.response.correctedQuery} className="search-overlay__message" />
          <RelaxedQuery
            asked={state.response.query}
            kept={state.response.relaxedQuery}
            className="search-overlay__message"
          />
        </>
      ) : null}
      {skipped.includes('toolkits') ? <p className="search-overlay__message">{t('noToolkits')}</p> : null}
      {skipped.includes('resources') ? <p className="search-overlay__message">{t('noResources')}</p> : null}
    </>
  );
}
