// The signed-in viewer's study level and country for eligibility badges and the 'For me' filter (browse), or null:
// signed out, or their profile is not loaded (yet), or what was reported belongs to someone signed in before.
import { atom, useAtomValue } from 'jotai';
import type { EligibilityViewer } from '../catalog/eligibility/rule';
import { sessionUserAtom } from './session-atoms';
import { reportedViewerAtom } from './viewer-eligibility';

export const viewerEligibilityAtom = atom<EligibilityViewer | null>((get) => {
  const reported = get(reportedViewerAtom);
  if (!reported || reported.user_id !== get(sessionUserAtom)?.id) return null;
  return { studyLevel: reported.study_level, country: reported.country };
});

export const useViewerEligibility = (): EligibilityViewer | null => useAtomValue(viewerEligibilityAtom);
