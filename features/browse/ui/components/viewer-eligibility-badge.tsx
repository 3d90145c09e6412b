// The eligibility badge where a card or the detail page wants it: nothing for a visitor or before the profile
// loads, so the rule and the badge (a lazy chunk) cost the first load of '/' nothing (its size budget).
import { lazy, Suspense } from 'react';
import type { Eligibility } from '@quadkit/core/catalog/eligibility/rule';
import { useViewerEligibility } from '@quadkit/core/ui/viewer-eligibility';

const EligibilityBadge = lazy(() => import('./eligibility-badge'));

export function ViewerEligibilityBadge({ eligibility }: { eligibility: Eligibility | undefined }) {
  const viewer = useViewerEligibility();
  if (!viewer || !eligibility) return null;
  return (
    <Suspense fallback={null}>
      <EligibilityBadge eligibility={eligibility} viewer={viewer} />
    </Suspense>
  );
}
