// 'You qualify', 'Not for your level' or 'Not for your region' for a signed-in viewer whose profile says their
// study level or country; nothing for anyone else, or for a resource nobody has said who it is for.
import type { Eligibility } from '@quadkit/core/catalog/eligibility/rule';
import { eligibilityFit } from '@quadkit/core/catalog/eligibility/rule';
import { useViewerEligibility } from '@quadkit/core/ui/viewer-eligibility';
import './eligibility-badge.css';

const TEXT = { level: 'Not for your level', region: 'Not for your region' } as const;

export function EligibilityBadge({ eligibility, className }: { eligibility?: Eligibility; className?: string }) {
  const fit = eligibilityFit(eligibility, useViewerEligibility());
  if (!fit) return null;
  const tone = fit.qualifies ? 'eligibility-badge--yes' : 'eligibility-badge--no';
  return (
    <p className={`eligibility-badge ${tone}${className ? ` ${className}` : ''}`}>
      {fit.qualifies ? 'You qualify' : TEXT[fit.reason]}
    </p>
  );
}
