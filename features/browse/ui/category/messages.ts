import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const categoryMessages = defineMessages('browse.category', {
  lead: 'Everything we list under {title}, picked with students in mind. Looking for something else? {link}.',
  noneTitle: 'No {title} Found',
  noneFiltered: 'Nothing here matches {filters}. Try another filter or clear it.',
  noneYet: 'There are no resources in this category yet.',
  count: { one: '{count} resource', other: '{count} resources' },
  showing: 'Showing {shown} of {count} resources ({filters})',
  regionsTitle: 'Resources by Region',
  regionsLead: 'Aid, housing and support depend on where you live and study. Choose a region.',
  regions: 'Regions',
  focus: 'Focus',
  housing: 'Housing',
  housingBlurb: 'Safe, affordable housing and help with basic needs.',
  grants: 'Grants',
  grantsBlurb: 'State and regional grants that never need repaying.',
  support: 'Support',
  supportBlurb: 'Advising, legal help and communities that have your back.',
  scholarshipsTitle: 'Find Scholarships',
  scholarshipsLead: 'Show only the scholarships of one kind. Choose it again to see everything.',
  scholarshipType: 'Scholarship type',
});
