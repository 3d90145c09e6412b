// A review status badge (docs/product.md#my-submissions: bulletin posts and resource suggestions): pending yellow (also any
// unknown value), approved green, rejected red.
import './status-badge.css';

const LABELS = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

export function StatusBadge({ status }: { status: string }) {
  const known = status === 'approved' || status === 'rejected' ? status : 'pending';
  return <span className={`status-badge status-badge--${known}`}>{LABELS[known]}</span>;
}
