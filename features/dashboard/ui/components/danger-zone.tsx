// Danger Zone: 'Delete account' opens a confirm dialog saying what goes; confirming shows 'Deleting...'.
import { useId, useState } from 'react';
import { ConfirmDialog } from '@quadkit/core/ui/confirm-dialog';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { dangerZoneMessages } from './danger-zone.messages';
import { useDeleteAccount } from './use-delete-account';
import './danger-zone.css';

export function DangerZone() {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleteAccount = useDeleteAccount();
  const titleId = useId();
  const t = useMessages(dangerZoneMessages);

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
        {t('title')}
      </h2>
      <p className="dashboard-card__lead">{t('lead')}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <button type="button" className="btn btn--danger">
            {t('delete')}
          </button>
        }
        className="dialog--form dashboard-dialog"
        title={t('confirmTitle')}
        message={
          <div className="dashboard-dialog__body">
            <p>{t('confirmIntro')}</p>
            <ul>
              <li>{t('itemProfile')}</li>
              <li>{t('itemSaved')}</li>
              <li>{t('itemToolkits')}</li>
              <li>{t('itemPosts')}</li>
              <li>{t('itemHistory')}</li>
            </ul>
            <p>{t('confirmOutro')}</p>
          </div>
        }
        confirmLabel={t('confirm')}
        busyLabel={t('deleting')}
        busy={deleting}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
