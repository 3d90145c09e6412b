// English texts of a toolkit card (the home showcase's first load carries them: keys short), also used where a
// toolkit's resource count or visibility shows; translations beside it.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const cardMessages = defineMessages('toolkits.card', {
  resources: { one: '{count} resource', other: '{count} resources' },
  public: 'Public',
  unlisted: 'Unlisted',
  private: 'Private',
  moreTools: { other: '+{count} more tools' },
  toolsIn: 'Tools in {title}',
  view: 'View Toolkit',
  viewLabel: 'View Toolkit: {title}',
  loadFailed: 'Failed to load toolkits',
});
