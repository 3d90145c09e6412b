// Every Spanish table of the product by bundle id: the shell's own and each package's. One chunk, loaded only
// for Spanish readers before the page hydrates, and bundled whole into the worker.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import assistant from '@quadkit/assistant/translations/es';
import core from '@quadkit/core/ui/translations/es';
import auth from '../auth/messages.es';
import layout from '../layout/messages.es';
import offline from '../offline/messages.es';
import home from '../pages/home-page.messages.es';
import pages from '../pages/messages.es';
import slotPages from '../pages/slot-page.messages.es';
import notFound from '../pages/not-found-page.messages.es';

export default {
  ...core,
  ...assistant,
  'shell.auth': auth,
  'shell.home': home,
  'shell.layout': layout,
  'shell.not-found': notFound,
  'shell.offline': offline,
  'shell.pages': pages,
  'shell.slot-pages': slotPages,
} satisfies LocaleTables;
