// English texts of the Add to toolkit control and its new-toolkit form; translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const addMessages = defineMessages('toolkits.add', {
  button: 'Add to toolkit',
  label: 'Add {title} to a toolkit',
  start: 'Start a new toolkit',
  updated: 'Toolkit updated successfully!',
  created: 'Toolkit created successfully!',
  already: '{title} is already in {toolkit}.',
  failed: 'Failed to update toolkit: {message}',
  loading: 'Loading your toolkits',
  title: 'Toolkit title',
  description: 'Description',
  creating: 'Creating…',
  create: 'Create toolkit',
  cancel: 'Cancel',
});
