// A review status badge (docs/product.md#my-submissions: bulletin posts and resource suggestions): pending yellow (also any
// unknown value), approved green, rejected red.
import { useMessages } from './i18n/use-messages';
import { controlsMessages } from './controls.messages';
import './status-badge.css';

export function StatusBadge({ status }: { status: string }) {
  const known = status === 'approved' || status === 'rejected' ? status : 'pending';
  const t = useMessages(controlsMessages);
  return <span className={`status-badge status-badge--${known}`}>{t(known)}</span>;
}
