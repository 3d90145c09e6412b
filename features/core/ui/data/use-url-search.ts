// The page's query string for screens whose state lives in the URL. The router renders a navigation in a
// transition, so a person can make a second change before the first is on screen; building it on the
// rendered params would undo the first ('Clear filters', then a region, brought the cleared filters back).
// `latest()` is what was last written until the screen shows it, or Back / Forward moves elsewhere. A write is
// applied with flushSync (not in a transition), so the control that made it (a checkbox, a select) shows it at once.
import { useEffect, useRef } from 'react';
import { type NavigateOptions, useLocation, useNavigationType, useSearchParams } from 'react-router';

export interface UrlSearch {
  /** The query string on screen. */
  params: URLSearchParams;
  /** The query string to build the next change on. */
  latest: () => URLSearchParams;
  /** Whether a change written from this screen is not on screen yet. */
  writing: () => boolean;
  write: (next: URLSearchParams, options?: NavigateOptions) => void;
}

/**
 * `onNavigate` hears of every URL change not written as a replace (a link, Back / Forward, a filter): the one
 * place a screen follows the location, e.g. to show a link's query in its search box.
 */
export function useUrlSearch(onNavigate?: (shown: URLSearchParams) => void): UrlSearch {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const written = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the location entry alone (read inside)
  useEffect(() => {
    const shown = new URLSearchParams(location.search);
    if (navigationType === 'POP' || written.current === shown.toString()) written.current = null;
    if (navigationType !== 'REPLACE') onNavigate?.(shown);
  }, [location.key]);

  return {
    params,
    latest: () => (written.current === null ? params : new URLSearchParams(written.current)),
    writing: () => written.current !== null,
    write: (next, options) => {
      written.current = next.toString();
      setParams(next, { flushSync: true, ...options });
    },
  };
}
