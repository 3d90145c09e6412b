// English texts of /submit and its head; the rules' messages are in shared/rules.messages.ts. Translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const submitMessages = defineMessages('submissions.submit', {
  title: 'Submit a Resource',
  description: 'Suggest a free tool, discount or guide for students to add to Quadkit.',
  lead: 'Know a tool, discount or guide other students should have? Tell us; every suggestion is reviewed before it is published.',
  nameLabel: 'Resource Name',
  urlLabel: 'Website URL',
  descriptionLabel: 'Description',
  categoryLabel: 'Category',
  chooseCategory: 'Select a category',
  emailLabel: 'Email (optional)',
  submitting: 'Submitting…',
  submit: 'Submit Resource',
  footBefore: 'Signed in? Follow your suggestions under ',
  footLink: 'My Submissions',
  footAfter: '.',
  looksLike: 'This looks like ',
  inCatalog: ', already in our catalog.',
  pending: ', already suggested and waiting for review.',
  reviewer: ' A reviewer will check that yours is something else before publishing it.',
});
