// Renders the toast stack: a polite live region, newest last, each toast closing itself after 4000 ms.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useMessages } from './i18n/use-messages';
import { coreMessages } from './messages';
import { dismissToastAtom, TOAST_DURATION_MS, toastsAtom, type Toast } from './toasts';
import './layout.css';
import './toasts.css';

/** The key of each kind's spoken lead ('Success:'). */
const KIND_LABEL: Record<Toast['kind'], 'success' | 'error' | 'notice'> = {
  success: 'success',
  error: 'error',
  info: 'notice',
};

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useSetAtom(dismissToastAtom);
  const t = useMessages(coreMessages);

  // The timer lives with the rendered toast, so a toast pushed out early never fires a stale dismiss.
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dismiss, toast.id]);

  return (
    <li className={`toast toast--${toast.kind}`}>
      <span className="toast__icon" aria-hidden="true" />
      <p className="toast__message">
        <span className="visually-hidden">{`${t(KIND_LABEL[toast.kind])} `}</span>
        {toast.message}
      </p>
      <button type="button" className="toast__close" aria-label={t('dismiss')} onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </li>
  );
}

export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const t = useMessages(coreMessages);
  return (
    <section className="toaster" aria-label={t('notifications')} aria-live="polite" aria-relevant="additions">
      <ol className="stack-list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
