// Reads the browse state from the URL and writes changes back: typing replaces the current history entry
// (no entry per keystroke), while filters, sorts and pages push one, so Back steps through them.
import { useState } from 'react';
import { useUrlSearch } from '@quadkit/core/ui/data/use-url-search';
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
  // A link, the search overlay or Back / Forward changed the URL: show its query in the box. Our own typing
  // arrives as REPLACE and is skipped, so a late URL update never overwrites newer keystrokes.
  const search = useUrlSearch((shown) => setTextState(readBrowseState(shown).q));
  const state = readBrowseState(search.params);
  const [text, setTextState] = useState(state.q);

  const write = (next: BrowseState, replace: boolean) =>
    search.write(writeBrowseState(next), { replace, preventScrollReset: true });

  const setText = (next: string) => {
    setTextState(next);
    write({ ...readBrowseState(search.latest()), q: next, page: 1 }, true);
  };

  // The box's text, unless this render's text is older than what was last written.
  const update = (patch: Partial<BrowseState>) => {
    const base = readBrowseState(search.latest());
    write({ ...base, q: search.writing() ? base.q : text, page: 1, ...patch }, false);
  };

  return { state, text, setText, update };
}
