// Core's Chinese tables by bundle id, for the shell to register for Chinese readers.
import type { LocaleTables } from '../../shared/i18n/messages';
import siteHead from '../../shared/site-head.messages.zh';
import language from '../i18n/language-switcher.messages.zh';
import core from '../messages.zh';

export default { core, 'core.site-head': siteHead, 'core.language': language } satisfies LocaleTables;
