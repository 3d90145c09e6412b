// Header search button and its Ctrl/Cmd+K shortcut. The browse feature's search overlay (and Radix with it)
// is a lazy chunk fetched on first hover, focus, click or shortcut.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadSearchOverlay } from '@quadkit/browse/ui';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { SearchIcon } from './icons';
import { layoutMessages } from './messages';

const SearchOverlay = lazy(loadSearchOverlay);

export function SearchButton() {
  const [open, setOpen] = useState(false);
  // Mount the overlay only once it has been asked for, so the first page load never fetches its chunk.
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const t = useMessages(layoutMessages);

  const prefetch = () => void loadSearchOverlay();
  const show = () => {
    setRequested(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
        return;
      // Ours even inside a text field: browsers bind Ctrl+K to their own search bar otherwise.
      event.preventDefault();
      setRequested(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn"
        aria-label={t('search')}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        title={t('searchTitle')}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={show}
      >
        <SearchIcon />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <SearchOverlay open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
