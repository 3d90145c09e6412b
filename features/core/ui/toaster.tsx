// Renders the toast stack: a polite live region, newest last, each toast closing itself after 4000 ms.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { dismissToastAtom, TOAST_DURATION_MS, toastsAtom, type Toast } from './toasts';
import './layout.css';
import './toasts.css';

const KIND_LABEL: Record<Toast['kind'], string> = { success: 'Success', error: 'Error', info: 'Notice' };

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useSetAtom(dismissToastAtom);

  // The timer lives with the rendered toast, so a toast pushed out early never fires a stale dismiss.
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dismiss, toast.id]);

  return (
    <li className={`toast toast--${toast.kind}`}>
      <span className="toast__icon" aria-hidden="true" />
      <p className="toast__message">
        <span className="visually-hidden">{KIND_LABEL[toast.kind]}: </span>
        {toast.message}
      </p>
      <button
        type="button"
        className="toast__close"
        aria-label="Dismiss notification"
        onClick={() => dismiss(toast.id)}
      >
        ×
      </button>
    </li>
  );
}

export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <section className="toaster" aria-label="Notifications" aria-live="polite" aria-relevant="additions">
      <ol className="stack-list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
