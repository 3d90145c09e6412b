// The About / How to Access text of the detail screen: five categories get their own, the rest a generic one.
import type { CategorySlug } from '@quadkit/core/catalog/categories';
import type { Resource } from '@quadkit/core/catalog/types';

export interface CategoryGuide {
  about: string;
  howToAccess: string;
}

type GuideWriter = (title: string) => CategoryGuide;

const GUIDES: Partial<Record<CategorySlug, GuideWriter>> = {
  'applying-to-colleges': (title) => ({
    about: `${title} helps with applying to college: researching schools, preparing strong application materials, and finding the scholarships and financial aid that fit your plans.`,
    howToAccess:
      'Visit the website to create a free account or read its guides. Start early, keep a list of each school’s deadlines, and check whether you qualify for an application fee waiver.',
  }),
  certifications: (title) => ({
    about: `${title} offers courses and certifications that show employers what you can do. A recognised credential strengthens your CV and LinkedIn profile alongside your degree.`,
    howToAccess:
      'Visit the website and sign up, ideally with your student email. Many programmes have free learning paths, student pricing or financial aid, so look for a discount before paying for an exam.',
  }),
  research: (title) => ({
    about: `${title} supports academic research: finding reliable sources, reading the literature in your field and keeping your citations in order.`,
    howToAccess:
      'Visit the website to start searching. Sign in through your university library where you can: many institutions give students full-text access to papers and databases at no cost.',
  }),
  'ai-tools': (title) => ({
    about: `${title} is one of our AI Tools: software that speeds up coding, writing, data analysis and everyday study work.`,
    howToAccess:
      'Visit the website and create an account. Most tools have a free tier and some offer education plans for a student email. Check your course’s policy on AI tools before using them for graded work.',
  }),
  'student-perks': (title) => ({
    about: `${title} is a student perk: software, services or savings offered free or at a discount while you study.`,
    howToAccess:
      'Visit the website and verify that you are a student, usually with your university email address or a verification service. Perks often need renewing each academic year, so note when yours ends.',
  }),
};

/** Any other category shows the resource's own description plus a pointer to the website. */
export function categoryGuide(resource: Pick<Resource, 'title' | 'description' | 'category'>): CategoryGuide {
  const writer = GUIDES[resource.category];
  if (writer) return writer(resource.title);
  return {
    about: resource.description,
    howToAccess: 'Visit the website to learn more and get started.',
  };
}
