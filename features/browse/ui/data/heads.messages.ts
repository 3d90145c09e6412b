import { defineMessages } from '@quadkit/core/shared/i18n/messages';

/** The browse routes' page titles and descriptions, and the names their structured data gives crawlers. */
export const headMessages = defineMessages('browse.heads', {
  home: 'Home',
  untitled: 'Untitled',
  browse: 'Browse Resources',
  browseDescription:
    'Search, sort and filter every free tool, student discount and guide Quadkit lists, by category, tag and region.',
  browseList: 'Student resources',
  noCategory: 'Quadkit has no {title} category.',
  categoryDescription: 'Free tools, student discounts and guides for {title}, picked for students.',
  majors: 'Explore by Major',
  majorsDescription: 'Find the tools, guides and scholarships that fit your major, grouped by field of study.',
  majorsList: 'Majors',
  majorDescription: 'Tools, guides and scholarships for {major} students.',
  majorList: 'Resources for {major}',
});
