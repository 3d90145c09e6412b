// Reads the browse state from the URL and writes changes back: typing replaces the current history entry
// (no entry per keystroke), while filters, sorts and pages push one, so Back steps through them.
import { useEffect, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { readBrowseState, writeBrowseState, type BrowseState } from './browse-query';

export interface BrowseStateApi {
  state: BrowseState;
  /** The search box's text, ahead of the URL while typing. */
  text: string;
  setText: (text: string) => void;
  /** Applies filter changes (page back to 1 unless given) as a new history entry. */
  update: (patch: Partial<BrowseState>) => void;
}

export function useBrowseState(): BrowseStateApi {
  const [params, setParams] = useSearchParams();
  const state = readBrowseState(params);
  const [text, setTextState] = useState(state.q);
  const location = useLocation();
  const navigationType = useNavigationType();

  // A link, the search overlay or Back / Forward changed the URL: show its query in the box. Our own typing
  // arrives as REPLACE and is skipped, so a late URL update never overwrites newer keystrokes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the location entry alone (read inside)
  useEffect(() => {
    if (navigationType !== 'REPLACE') setTextState(readBrowseState(new URLSearchParams(location.search)).q);
  }, [location.key]);

  const setText = (next: string) => {
    setTextState(next);
    setParams(writeBrowseState({ ...state, q: next, page: 1 }), { replace: true, preventScrollReset: true });
  };

  const update = (patch: Partial<BrowseState>) => {
    setParams(writeBrowseState({ ...state, q: text, page: 1, ...patch }), { preventScrollReset: true });
  };

  return { state, text, setText, update };
}
