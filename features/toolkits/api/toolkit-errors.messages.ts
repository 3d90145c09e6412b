// The toolkit API's other texts a student can meet (shared/toolkit-messages.ts and the caps' words), for the
// worker's error localizer; the checks the editor shares are in shared/rules.messages.ts.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const toolkitErrorMessages = defineMessages('toolkits.apiErrors', {
  duplicateResource: "'{id}' is already in this toolkit: the same resource cannot be added twice",
  unknownResource: "There is no resource with the id '{id}': remove it from the toolkit",
  unknownResources: 'There are no resources with the ids {ids}: remove them from the toolkit',
  notUnlisted: 'Only an unlisted toolkit has a share link: make it unlisted first',
  notFound: 'Toolkit not found',
  featureAdminOnly: "Only an admin can feature a toolkit: uncheck 'Feature this toolkit (admin)' and save again",
  toolkits: 'toolkits',
  bookmarks: 'bookmarks',
});
