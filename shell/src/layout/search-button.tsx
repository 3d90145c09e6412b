// Header search button. The dialog (and Radix with it) is a lazy chunk fetched on first hover, focus or click.
import { lazy, Suspense, useRef, useState } from 'react';
import { SearchIcon } from './icons';

const loadSearchDialog = () => import('./search-dialog');
const SearchDialog = lazy(loadSearchDialog);

export function SearchButton() {
  const [open, setOpen] = useState(false);
  // Mount the dialog only once it has been asked for, so the first page load never fetches its chunk.
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const prefetch = () => void loadSearchDialog();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn"
        aria-label="Search"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <SearchIcon />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
