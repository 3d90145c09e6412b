// What the eligibility rule needs to know about the signed-in viewer (study level and country), shared by every
// feature: the dashboard, which owns the profile, reports it here; browse reads it for the 'You qualify' badges and
// the 'For me' filter. Tagged with the user it belongs to, so a previous user's profile is never judged against.
import { atom, useAtomValue } from 'jotai';
import type { EligibilityViewer } from '../catalog/eligibility/rule';
import { sessionUserAtom } from './session-atoms';

type Reported = EligibilityViewer & { userId: string };

/** Written by the profile's owner (the dashboard) whenever the profile loads, saves or goes. */
export const reportedViewerAtom = atom<Reported | null>(null);

/** The signed-in viewer's level and country, or null: signed out, or their profile is not loaded (yet). */
export const viewerEligibilityAtom = atom<EligibilityViewer | null>((get) => {
  const reported = get(reportedViewerAtom);
  // Kept small: this module is in the first load (the header's account menu reports the profile).
  return reported && reported.userId === get(sessionUserAtom)?.id ? reported : null;
});

/** The viewer for eligibility badges and the 'For me' filter (null: signed out or no profile loaded). */
export const useViewerEligibility = (): EligibilityViewer | null => useAtomValue(viewerEligibilityAtom);
