// The editor's Delete button: asks 'Are you sure you want to delete this toolkit? This action cannot be
// undone.', deletes, then returns to the dashboard.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@quadkit/core/ui/confirm-dialog';
import { useDeleteToolkit } from '../components/use-delete-toolkit';

export function DeleteToolkitButton({ toolkitId }: { toolkitId: string }) {
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
        Delete Toolkit
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete toolkit?"
        message="Are you sure you want to delete this toolkit? This action cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
