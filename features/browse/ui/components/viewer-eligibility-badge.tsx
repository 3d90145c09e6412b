// The eligibility badge where a browse, category or major card or the detail page wants it: nothing for a visitor,
// before the profile loads, or for a resource nobody has said who it is for. (Home cards carry none: see
// resource-card.tsx.)
import type { Eligibility } from '@quadkit/core/catalog/eligibility/rule';
import { useViewerEligibility } from '@quadkit/core/ui/use-viewer-eligibility';
import EligibilityBadge from './eligibility-badge';

export function ViewerEligibilityBadge({ eligibility }: { eligibility: Eligibility | undefined }) {
  const viewer = useViewerEligibility();
  if (!viewer || !eligibility) return null;
  return <EligibilityBadge eligibility={eligibility} viewer={viewer} />;
}
