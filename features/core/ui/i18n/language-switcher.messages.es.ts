import type { Translation } from '../../shared/i18n/messages';
import type { languageMessages } from './language-switcher.messages';

export default { label: 'Idioma' } satisfies Translation<typeof languageMessages.en>;
