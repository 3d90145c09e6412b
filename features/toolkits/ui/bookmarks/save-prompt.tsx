// The 'Sign in to save resources' dialog (docs/product.md#every-page), shown to a signed-out visitor who
// saves something. Cancel closes it; Sign In closes it and opens the shell's auth modal.
import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { returnFocusTarget } from '@quadkit/core/ui/return-focus';
import { openAuthModal } from '@quadkit/core/ui/session-events';
import '@quadkit/core/ui/dialog.css';
import '@quadkit/core/ui/primitives.css';
import { savePromptMessages } from './save-prompt.messages';
import './save-prompt.css';

interface SavePromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The save control that opened the prompt, or the same item's control that replaced it meanwhile (save-button.tsx
 * swaps in its tooltip version when that chunk arrives, maybe while the prompt is open). */
function returnTarget(opener: Element | null): HTMLElement | null {
  const key = opener instanceof HTMLElement ? opener.dataset.saveKey : undefined;
  return returnFocusTarget(opener, key ? `[data-save-key="${CSS.escape(key)}"]` : null);
}

export default function SavePrompt({ open, onOpenChange }: SavePromptProps) {
  const t = useMessages(savePromptMessages);
  const signInRequested = useRef(false);
  const opener = useRef<Element | null>(null);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog dialog--centered save-prompt"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            // Focus goes back to the save button first, so the auth modal returns it there when it closes.
            const target = returnTarget(opener.current);
            if (target) {
              event.preventDefault();
              target.focus();
            }
            if (!signInRequested.current) return;
            signInRequested.current = false;
            setTimeout(() => openAuthModal({ mode: 'sign-in' }), 0);
          }}
        >
          <span className="round-badge save-prompt__badge" aria-hidden="true">
            ★
          </span>
          <Dialog.Title className="save-prompt__title">{t('title')}</Dialog.Title>
          <Dialog.Description className="save-prompt__text">{t('text')}</Dialog.Description>
          <div className="save-prompt__actions">
            <Dialog.Close className="btn btn--secondary">{t('cancel')}</Dialog.Close>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => {
                signInRequested.current = true;
                onOpenChange(false);
              }}
            >
              {t('signIn')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
