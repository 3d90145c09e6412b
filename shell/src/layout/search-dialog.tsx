// Interim search overlay (until the browse feature ships its own): one field that opens /browse?q=term.
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from './icons';
import './search-dialog.css';

interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The controlled dialog has no Radix Trigger, so focus is handed back to this element on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export default function SearchDialog({ open, onOpenChange, returnFocusTo }: SearchDialogProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = term.trim();
    if (!query) return;
    onOpenChange(false);
    setTerm('');
    void navigate(`/browse?${new URLSearchParams({ q: query }).toString()}`);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="search-dialog__overlay" />
        <Dialog.Content
          className="search-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Title className="search-dialog__title">Search Quadkit</Dialog.Title>
          <Dialog.Description className="visually-hidden">
            Type what you are looking for and press Enter to see matching resources.
          </Dialog.Description>
          <form className="search-dialog__form" role="search" onSubmit={submit}>
            <label htmlFor="search-dialog-input" className="visually-hidden">
              Search resources
            </label>
            <SearchIcon className="search-dialog__icon" />
            <input
              id="search-dialog-input"
              className="search-dialog__input"
              type="search"
              name="q"
              placeholder="Search tools, discounts, guides…"
              autoComplete="off"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
            />
            <button type="submit" className="btn btn--primary btn--small">
              Search
            </button>
          </form>
          <Dialog.Close className="icon-btn search-dialog__close" aria-label="Close search">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
