// Who a resource is for, and the one rule that says whether a viewer qualifies: used by the browse API's
// 'for me' list, recommendations, the resource card and the detail page. No dependencies, so the UI can afford it.

/** Study levels a resource can be for; a profile's level maps onto one of these (or none). */
export const ELIGIBILITY_LEVELS = ['high-school', 'undergraduate', 'graduate'] as const;
export type EligibilityLevel = (typeof ELIGIBILITY_LEVELS)[number];

export const ELIGIBILITY_COSTS = ['free', 'discount', 'paid'] as const;
export type EligibilityCost = (typeof ELIGIBILITY_COSTS)[number];

/** Open to anyone, wherever they live (unless `notIn` names their country). */
export const ANYWHERE = 'international';

export interface Eligibility {
  /** The study levels it is for; at least one. */
  levels: EligibilityLevel[];
  /** 'international' (anywhere), or ISO 3166-1 alpha-2 codes of the countries it is for ('US', 'CA'…). */
  regions: string[];
  /** With 'international': countries left out (a study-in-Canada guide is for students outside Canada). */
  notIn?: string[];
  /** Signing up needs a school (.edu) e-mail address. */
  eduEmail: boolean;
  /** What a student pays: nothing, a student price, or the full price. */
  cost: EligibilityCost;
}

/** What the rule needs to know about the viewer: their profile's study level label and country code. */
export interface EligibilityViewer {
  studyLevel: string | null;
  country: string | null;
}

export type EligibilityFit = { qualifies: true } | { qualifies: false; reason: 'level' | 'region' };

/** The profile's labels (High School … Other); Professional and Other are no student level, so not checked. */
const LEVEL_OF_PROFILE: Record<string, EligibilityLevel> = {
  'high school': 'high-school',
  undergraduate: 'undergraduate',
  graduate: 'graduate',
  phd: 'graduate',
};

export const eligibilityLevelOf = (studyLevel: string | null): EligibilityLevel | null =>
  (studyLevel && LEVEL_OF_PROFILE[studyLevel.trim().toLowerCase()]) || null;

/** True when the viewer's profile says enough (a student level or a country) to judge anything. */
export const canJudge = (viewer: EligibilityViewer | null): viewer is EligibilityViewer =>
  viewer !== null && (eligibilityLevelOf(viewer.studyLevel) !== null || Boolean(viewer.country));

function regionFits(eligibility: Eligibility, country: string): boolean {
  if (eligibility.regions.includes(country)) return true;
  return eligibility.regions.includes(ANYWHERE) && !(eligibility.notIn ?? []).includes(country);
}

/**
 * Whether the viewer qualifies. null when it cannot be told: no viewer, a profile without a student level or a
 * country, or a resource whose eligibility nobody has filled in (a resource suggested by a user). Only what the
 * profile knows is checked: a level without a country is judged on the level alone.
 */
export function eligibilityFit(
  eligibility: Eligibility | undefined | null,
  viewer: EligibilityViewer | null,
): EligibilityFit | null {
  if (!eligibility || !canJudge(viewer)) return null;
  const level = eligibilityLevelOf(viewer.studyLevel);
  if (level && !eligibility.levels.includes(level)) return { qualifies: false, reason: 'level' };
  const country = viewer.country?.toUpperCase();
  if (country && !regionFits(eligibility, country)) return { qualifies: false, reason: 'region' };
  return { qualifies: true };
}

/** The 'for me' filter and recommendations: keep what the viewer qualifies for or cannot be judged on. */
export const notRuledOut = (eligibility: Eligibility | undefined | null, viewer: EligibilityViewer | null): boolean =>
  eligibilityFit(eligibility, viewer)?.qualifies !== false;
