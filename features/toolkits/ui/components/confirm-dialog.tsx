// A confirm step before something that cannot be undone (deleting a toolkit): the question, Cancel and a
// red confirm button that shows it is busy until the work finishes.
import * as Dialog from '@radix-ui/react-dialog';
import '@quadkit/core/ui/dialog.css';
import '@quadkit/core/ui/danger-button.css';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, verbatim from the spec where it gives one. */
  message: string;
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
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--centered confirm-dialog" role="alertdialog">
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="confirm-dialog__message">{message}</Dialog.Description>
          <div className="dialog__actions">
            <Dialog.Close className="btn btn--secondary" disabled={busy}>
              Cancel
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
