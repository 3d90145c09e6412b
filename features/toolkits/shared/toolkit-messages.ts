// The toolkit API's and editor's messages, apart from the limits in toolkit-rules.ts: cards on the first load of /
// need a limit, and a shared module would carry every message into that load with it.
import { DESCRIPTION_MAX, MAX_TOOLKIT_RESOURCES, TITLE_MAX } from './toolkit-rules';

export const TOOLKIT_MESSAGES = {
  titleTooShort: 'Title must be at least 3 characters long',
  titleTooLong: `Title must be at most ${TITLE_MAX} characters long`,
  descriptionTooShort: 'Description must be at least 10 characters long',
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX} characters long`,
  noResources: 'Please add at least one resource to your toolkit',
  tooManyResources: `A toolkit can hold at most ${MAX_TOOLKIT_RESOURCES} resources`,
  duplicateResource: (id: string) => `'${id}' is already in this toolkit: the same resource cannot be added twice`,
  unknownResources: (ids: readonly string[]) =>
    ids.length === 1
      ? `There is no resource with the id '${ids[0]}': remove it from the toolkit`
      : `There are no resources with the ids ${ids.map((id) => `'${id}'`).join(', ')}: remove them from the toolkit`,
  emoji: 'Choose one of the 20 emoji in the palette',
  nothingToChange:
    'Send at least one of title, description, emoji, resourceIds, visibility, isPublic or isFeatured to change',
  visibility: "Visibility is 'public', 'unlisted' or 'private'",
  visibilityConflict: 'isPublic and visibility disagree: send only visibility',
  notUnlisted: 'Only an unlisted toolkit has a share link: make it unlisted first',
  /** The API's answer to a signed-out toolkit request (docs/product.md#roles and #when-something-fails). */
  signedOut: 'User must be authenticated',
  /** The editor's own signed-out message (docs/product.md#rules-and-messages). */
  signInToCreate: 'You must be signed in to create toolkits',
  notFound: 'Toolkit not found',
  featureAdminOnly: "Only an admin can feature a toolkit: uncheck 'Feature this toolkit (admin)' and save again",
} as const;
