// Header search button and its Ctrl/Cmd+K shortcut. The browse feature's search overlay (and Radix with it)
// is a lazy chunk fetched on first hover, focus, click or shortcut.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadSearchOverlay } from '@quadkit/browse/ui';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { SearchIcon } from './icons';
import { layoutMessages } from './messages';

const SearchOverlay = lazy(loadSearchOverlay);

/** What is typed between asking for the overlay and its field taking focus (its chunk may still be on its way):
 * the field starts with it, so a fast typist loses no letter. Null while nobody waits for the overlay. */
let typedAhead: string | null = null;
function onTypedAhead(event: KeyboardEvent) {
  if (event.key === 'Backspace') typedAhead = (typedAhead ?? '').slice(0, -1);
  else if (event.key.length < 2 && !event.ctrlKey && !event.metaKey && !event.altKey) typedAhead += event.key;
}
function listenTypedAhead() {
  if (typedAhead !== null) return;
  typedAhead = '';
  addEventListener('keydown', onTypedAhead, true);
}
/** For the overlay, when its field takes focus: what was typed, and the listening stops. */
function takeTypedAhead(): string {
  const typed = typedAhead ?? '';
  typedAhead = null;
  removeEventListener('keydown', onTypedAhead, true);
  return typed;
}

export function SearchButton() {
  const [open, setOpen] = useState(false);
  // Mount the overlay only once it has been asked for, so the first page load never fetches its chunk.
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const t = useMessages(layoutMessages);

  const prefetch = () => void loadSearchOverlay();
  const show = () => {
    if (!open) listenTypedAhead();
    setRequested(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
        return;
      // Ours even inside a text field: browsers bind Ctrl+K to their own search bar otherwise.
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

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
          <SearchOverlay open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} takeTypedAhead={takeTypedAhead} />
        </Suspense>
      ) : null}
    </>
  );
}
