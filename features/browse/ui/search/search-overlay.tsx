// The search overlay (header button or Ctrl/Cmd+K): search as you type, type / tag / category filters and
// keyboard navigation of the results. A Radix Dialog, so focus is trapped and Escape closes it.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { askStudyAssistant } from '@quadkit/core/ui/assistant-events';
import type { SearchBody } from '../data/browse-client';

type SearchResult = SearchBody['results'][number];
import { resourcePath, toolkitPath } from '../components/resource-path';
import { MAX_QUERY_LENGTH, searchText, type SearchCriteria } from './search-criteria';
import { SearchFilters } from './search-filters';
import { optionId, SearchResults } from './search-results';
import { SearchStatus } from './search-status';
import { useSearch } from './use-search';
import '@quadkit/core/ui/fields.css';
import '@quadkit/core/ui/dialog.css';
import './search-overlay.css';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { searchMessages } from './messages';

interface SearchOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The controlled dialog has no Radix Trigger, so focus is handed back to this element on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** What was typed before the field had focus (the button that opened it listens meanwhile). */
  takeTypedAhead?: () => string;
}

const INITIAL: SearchCriteria = { text: '', tags: [], type: 'all', category: '', sort: 'relevance' };
/** One shared empty list, so "no results" keeps its identity between renders. */
const NO_RESULTS: readonly SearchResult[] = [];

const pathOf = (result: SearchResult) => (result.kind === 'toolkit' ? toolkitPath(result.id) : resourcePath(result.id));

export default function SearchOverlay({ open, onOpenChange, returnFocusTo, takeTypedAhead }: SearchOverlayProps) {
  const navigate = useNavigate();
  const [criteria, setCriteria] = useState<SearchCriteria>(INITIAL);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  /** A query being handed to the Study Assistant as the dialog closes. */
  const handOff = useRef<string | null>(null);
  const listId = useId();
  const t = useMessages(searchMessages);
  const state = useSearch(criteria);
  const results =
    state.status === 'done'
      ? state.response.results
      : state.status === 'loading'
        ? (state.previous?.results ?? NO_RESULTS)
        : NO_RESULTS;
  const [shownResults, setShownResults] = useState(results);
  // New results start with nothing active, so Enter never opens a result the visitor has not seen.
  if (shownResults !== results) {
    setShownResults(results);
    setActive(-1);
  }

  const change = (patch: Partial<SearchCriteria>) => setCriteria((current) => ({ ...current, ...patch }));

  const go = (path: string) => {
    onOpenChange(false);
    void navigate(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = active < 0 && step < 0 ? results.length - 1 : (active + step + results.length) % results.length;
      setActive(next);
      document.getElementById(optionId(listId, next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active];
      if (chosen) go(pathOf(chosen));
      else if (searchText(criteria.text))
        go(`/browse?${new URLSearchParams({ q: searchText(criteria.text) }).toString()}`);
    }
  };

  const expanded = results.length > 0;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog search-overlay"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const typed = takeTypedAhead?.().slice(0, MAX_QUERY_LENGTH) ?? '';
            inputRef.current?.focus();
            // What was typed goes on from where it stopped; otherwise the last search is selected, to type over.
            if (typed) change({ text: typed });
            else inputRef.current?.select();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const query = handOff.current;
            handOff.current = null;
            // Handed over to the Study Assistant: its message box takes focus, not the search button.
            if (query) askStudyAssistant(query);
            else returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Title className="visually-hidden">{t('title')}</Dialog.Title>
          <Dialog.Description className="visually-hidden">{t('help')}</Dialog.Description>
          <div className="search-overlay__field">
            <svg
              className="search-overlay__icon"
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <input
              ref={inputRef}
              className="search-overlay__input"
              type="search"
              role="combobox"
              aria-label={t('input')}
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
              placeholder={t('placeholder')}
              autoComplete="off"
              spellCheck={false}
              maxLength={MAX_QUERY_LENGTH}
              value={criteria.text}
              onChange={(event) => change({ text: event.target.value })}
              onKeyDown={onKeyDown}
            />
            <Dialog.Close className="icon-btn search-overlay__close" aria-label={t('close')}>
              ×
            </Dialog.Close>
          </div>
          <SearchFilters criteria={criteria} onChange={change} />
          <div className="search-overlay__body">
            <SearchStatus state={state} criteria={criteria} count={results.length} />
            {state.status === 'done' && results.length === 0 && searchText(criteria.text) ? (
              <button
                type="button"
                className="btn btn--secondary btn--small"
                onClick={() => {
                  handOff.current = searchText(criteria.text);
                  onOpenChange(false);
                }}
              >
                {t('ask')}
              </button>
            ) : null}
            {/* Always in the DOM, so the input's aria-controls always points at something. */}
            <SearchResults
              id={listId}
              results={results}
              active={active}
              onActive={setActive}
              onOpen={(result) => go(pathOf(result))}
            />
          </div>
          <p className="search-overlay__keys" aria-hidden="true">
            <kbd>↑</kbd> <kbd>↓</kbd> {t('keysMove')} · <kbd>Enter</kbd> {t('keysOpen')} · <kbd>Esc</kbd>{' '}
            {t('keysClose')}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
