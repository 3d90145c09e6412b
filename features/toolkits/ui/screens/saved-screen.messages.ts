// English texts of /saved and its cards; translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const savedMessages = defineMessages('toolkits.saved', {
  title: 'Saved Resources',
  count: { one: '{count} saved item, newest first.', other: '{count} saved items, newest first.' },
  signInTitle: 'Sign in to view saved resources',
  signInText: 'Create an account or sign in to start saving resources and toolkits.',
  loadFailed: "Couldn't load your saved resources",
  loading: 'Loading saved resources',
  emptyTitle: 'No saved resources yet',
  emptyText: 'Press the bookmark on any resource or toolkit to keep it here.',
  list: 'Saved items',
  kindToolkit: 'Toolkit · {resources}',
  goneText: 'This item was removed or made private by its owner. You can remove it from your saved items.',
  tags: 'Tags',
  remove: 'Remove',
  removeLabel: 'Remove {title} from saved items',
  details: 'View Details →',
});
