// A confirm step before something that cannot be undone (deleting a toolkit, a post, the account): the question,
// Cancel and a red confirm button that shows it is busy until the work finishes.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { useMessages } from './i18n/use-messages';
import { controlsMessages } from './controls.messages';
import './dialog.css';
import './danger-button.css';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, verbatim from the spec where it gives one; or richer content (a list of what goes). */
  message: ReactNode;
  /** The button that opens the dialog, when the dialog owns it (focus returns to it on close). */
  trigger?: ReactElement;
  /** A class for the dialog box beside `confirm-dialog` (a wider box, say). */
  className?: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  trigger,
  className,
}: ConfirmDialogProps) {
  const t = useMessages(controlsMessages);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={`dialog dialog--centered confirm-dialog${className ? ` ${className}` : ''}`}
          role="alertdialog"
        >
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          {typeof message === 'string' ? (
            <Dialog.Description className="confirm-dialog__message">{message}</Dialog.Description>
          ) : (
            <Dialog.Description asChild>{message}</Dialog.Description>
          )}
          <div className="dialog__actions">
            <Dialog.Close className="btn btn--secondary" disabled={busy}>
              {t('cancel')}
            </Dialog.Close>
            <button type="button" className="btn btn--danger" disabled={busy} aria-busy={busy} onClick={onConfirm}>
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
