// 'You qualify', 'Not for your level' or 'Not for your region' for a viewer whose profile says their study level
// or country; nothing when the rule cannot tell. Drawn through ViewerEligibilityBadge.
import { eligibilityFit, type Eligibility, type EligibilityViewer } from '@quadkit/core/catalog/eligibility/rule';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { sharedMessages } from './messages';

const TEXT = { level: 'notLevel', region: 'notRegion' } as const;

interface EligibilityBadgeProps {
  eligibility: Eligibility | undefined;
  viewer: EligibilityViewer;
}

export default function EligibilityBadge({ eligibility, viewer }: EligibilityBadgeProps) {
  const t = useMessages(sharedMessages);
  const fit = eligibilityFit(eligibility, viewer);
  if (!fit) return null;
  const tone = fit.qualifies ? 'eligibility-badge--yes' : 'eligibility-badge--no';
  return <p className={`eligibility-badge ${tone}`}>{t(fit.qualifies ? 'qualify' : TEXT[fit.reason])}</p>;
}
