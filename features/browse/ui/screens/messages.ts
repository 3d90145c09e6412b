import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const resourceMessages = defineMessages('browse.resource', {
  home: 'Home',
  notVerified: 'Not yet verified',
  broken: "Someone reported this link as broken. We're checking it.",
  report: 'Report a problem',
  about: 'About',
  howTo: 'How to Access',
  features: 'Features',
  who: "Who it's for:",
  highSchool: 'High school',
  undergraduate: 'Undergraduate',
  graduate: 'Graduate',
  anywhere: 'Anywhere',
  except: '{places} except {countries}',
  free: 'Free',
  discount: 'Student discount',
  paid: 'Paid',
  eduEmail: 'Needs a school (.edu) e-mail',
  comma: ', ',
  notFound: 'Resource not found',
  notFoundMessage: 'This resource may have been removed, or the link may be mistyped.',
});
