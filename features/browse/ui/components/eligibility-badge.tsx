// 'You qualify', 'Not for your level' or 'Not for your region' for a viewer whose profile says their study level
// or country; nothing when the rule cannot tell. Drawn through ViewerEligibilityBadge.
import { eligibilityFit, type Eligibility, type EligibilityViewer } from '@quadkit/core/catalog/eligibility/rule';

const TEXT = { level: 'Not for your level', region: 'Not for your region' } as const;

interface EligibilityBadgeProps {
  eligibility: Eligibility | undefined;
  viewer: EligibilityViewer;
}

export default function EligibilityBadge({ eligibility, viewer }: EligibilityBadgeProps) {
  const fit = eligibilityFit(eligibility, viewer);
  if (!fit) return null;
  const tone = fit.qualifies ? 'eligibility-badge--yes' : 'eligibility-badge--no';
  return <p className={`eligibility-badge ${tone}`}>{fit.qualifies ? 'You qualify' : TEXT[fit.reason]}</p>;
}
