import { defineMessages } from '@quadkit/core/shared/i18n/messages';

/** The detail page's About / How to Access texts for resources that have none of their own. */
export const guideMessages = defineMessages('browse.guides', {
  collegesAbout:
    '{title} helps with applying to college: researching schools, preparing strong application materials, and finding the scholarships and financial aid that fit your plans.',
  collegesAccess:
    'Visit the website to create a free account or read its guides. Start early, keep a list of each school’s deadlines, and check whether you qualify for an application fee waiver.',
  certificationsAbout:
    '{title} offers courses and certifications that show employers what you can do. A recognised credential strengthens your CV and LinkedIn profile alongside your degree.',
  certificationsAccess:
    'Visit the website and sign up, ideally with your student email. Many programmes have free learning paths, student pricing or financial aid, so look for a discount before paying for an exam.',
  researchAbout:
    '{title} supports academic research: finding reliable sources, reading the literature in your field and keeping your citations in order.',
  researchAccess:
    'Visit the website to start searching. Sign in through your university library where you can: many institutions give students full-text access to papers and databases at no cost.',
  aiAbout:
    '{title} is one of our AI Tools: software that speeds up coding, writing, data analysis and everyday study work.',
  aiAccess:
    'Visit the website and create an account. Most tools have a free tier and some offer education plans for a student email. Check your course’s policy on AI tools before using them for graded work.',
  perksAbout: '{title} is a student perk: software, services or savings offered free or at a discount while you study.',
  perksAccess:
    'Visit the website and verify that you are a student, usually with your university email address or a verification service. Perks often need renewing each academic year, so note when yours ends.',
  genericAccess: 'Visit the website to learn more and get started.',
});
