// What the eligibility rule needs to know about the signed-in viewer (study level and country): the dashboard,
// which owns the profile, reports it here. Only the atom lives in this module, because the header's account menu
// puts it in the first load; reading it (use-viewer-eligibility.ts) belongs to the screens that need it.
import { atom } from 'jotai';

/** The profile's own fields (the dashboard stores its profile as it is), tagged with the user it belongs to. */
export interface ReportedViewer {
  user_id: string;
  study_level: string | null;
  country: string | null;
}

export const reportedViewerAtom = atom<ReportedViewer | null>(null);
