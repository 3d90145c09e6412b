// Loading indicator announced to screen readers as a status, with a visible ring for everyone else.
import { useMessages } from './i18n/use-messages';
import { coreMessages } from './messages';
import './primitives.css';

interface SpinnerProps {
  /** Read by screen readers; keep it short ("Loading resource"). */
  label?: string;
  /** Fill the page area instead of sitting inline. */
  block?: boolean;
}

export function Spinner({ label, block = false }: SpinnerProps) {
  const t = useMessages(coreMessages);
  return (
    <div role="status" className={block ? 'spinner spinner--block' : 'spinner'}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </div>
  );
}
