// The About / How to Access text of the detail screen: five categories get their own, the rest a generic one.
import type { CategorySlug } from '@quadkit/core/catalog/categories';
import type { Resource } from '@quadkit/core/catalog/types';
import type { Translate } from '@quadkit/core/shared/i18n/translate';
import type { guideMessages } from './category-guide.messages';

export interface CategoryGuide {
  about: string;
  howToAccess: string;
  /** The About text is the resource's own description (catalog content, in English). */
  ownWords: boolean;
}

type GuideKey = keyof typeof guideMessages.en;

/** Each guide's About (with the resource's title) and How to Access keys in the guide message table. */
const GUIDES: Partial<Record<CategorySlug, [GuideKey, GuideKey]>> = {
  'applying-to-colleges': ['collegesAbout', 'collegesAccess'],
  certifications: ['certificationsAbout', 'certificationsAccess'],
  research: ['researchAbout', 'researchAccess'],
  'ai-tools': ['aiAbout', 'aiAccess'],
  'student-perks': ['perksAbout', 'perksAccess'],
};

/** Any other category shows the resource's own description plus a pointer to the website. */
export function categoryGuide(
  resource: Pick<Resource, 'title' | 'description' | 'category'>,
  t: Translate<typeof guideMessages.en>,
): CategoryGuide {
  const keys = GUIDES[resource.category];
  if (keys) return { about: t(keys[0], { title: resource.title }), howToAccess: t(keys[1]), ownWords: false };
  return { about: resource.description, howToAccess: t('genericAccess'), ownWords: true };
}
