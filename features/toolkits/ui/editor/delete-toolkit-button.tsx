// The editor's Delete button: asks 'Are you sure you want to delete this toolkit? This action cannot be
// undone.', deletes, then returns to the dashboard.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@quadkit/core/ui/confirm-dialog';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useDeleteToolkit } from '../components/use-delete-toolkit';
import { editorMessages } from './messages';

export function DeleteToolkitButton({ toolkitId }: { toolkitId: string }) {
  const t = useMessages(editorMessages);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const deleteToolkit = useDeleteToolkit();
  const navigate = useNavigate();

  const confirm = async () => {
    setBusy(true);
    const deleted = await deleteToolkit(toolkitId);
    setBusy(false);
    setOpen(false);
    if (deleted) void navigate('/dashboard');
  };

  return (
    <>
      <button type="button" className="btn btn--danger-outline editor__delete" onClick={() => setOpen(true)}>
        {t('deleteToolkit')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('confirmTitle')}
        message={t('confirmText')}
        confirmLabel={t('delete')}
        busyLabel={t('deleting')}
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
