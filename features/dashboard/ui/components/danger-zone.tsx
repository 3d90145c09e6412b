// Danger Zone: 'Delete account' opens a confirm dialog saying what goes; confirming shows 'Deleting...'.
import { useId, useState } from 'react';
import { ConfirmDialog } from '@quadkit/core/ui/confirm-dialog';
import { useDeleteAccount } from './use-delete-account';
import './danger-zone.css';

export function DangerZone() {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleteAccount = useDeleteAccount();
  const titleId = useId();

  const confirm = async () => {
    setDeleting(true);
    const deleted = await deleteAccount();
    // On success this screen is already gone; on failure the dialog closes and the toast explains.
    if (!deleted) {
      setDeleting(false);
      setOpen(false);
    }
  };

  return (
    <section className="card dashboard-card dashboard-danger" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-card__title">
        Danger Zone
      </h2>
      <p className="dashboard-card__lead">
        Deleting your account removes your profile and everything you have saved or created. It cannot be undone.
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <button type="button" className="btn btn--danger">
            Delete account
          </button>
        }
        className="dashboard-dialog"
        title="Delete your account?"
        message={
          <div className="dashboard-dialog__body">
            <p>This permanently deletes your account and everything that belongs to it:</p>
            <ul>
              <li>your profile, study goals, interests and profile photo</li>
              <li>your saved resources and toolkits</li>
              <li>the toolkits you created</li>
              <li>your bulletin board posts and resource submissions</li>
              <li>your browsing history used for recommendations</li>
            </ul>
            <p>You will be signed out. This cannot be undone.</p>
          </div>
        }
        confirmLabel="Delete my account"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
