// Every Chinese table of the product by bundle id: the shell's own and each package's. One chunk, loaded only
// for Chinese readers before the page hydrates, and bundled whole into the worker.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import assistant from '@quadkit/assistant/translations/zh';
import core from '@quadkit/core/ui/translations/zh';
import auth from '../auth/messages.zh';
import layout from '../layout/messages.zh';
import offline from '../offline/messages.zh';
import home from '../pages/home-page.messages.zh';
import pages from '../pages/messages.zh';
import slotPages from '../pages/slot-page.messages.zh';
import notFound from '../pages/not-found-page.messages.zh';

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
