// Every Chinese table of the product by bundle id: the shell's own and each package's. One chunk, loaded only
// for Chinese readers before the page hydrates, and bundled whole into the worker.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import assistant from '@quadkit/assistant/translations/zh';
import browse from '@quadkit/browse/translations/zh';
import bulletin from '@quadkit/bulletin/translations/zh';
import core from '@quadkit/core/ui/translations/zh';
import dashboard from '@quadkit/dashboard/translations/zh';
import submissions from '@quadkit/submissions/translations/zh';
import toolkits from '@quadkit/toolkits/translations/zh';
import trending from '@quadkit/trending/translations/zh';
import authTable from '../auth/messages.zh';
import layoutTable from '../layout/messages.zh';
import offlineTable from '../offline/messages.zh';
import homeTable from '../pages/home-page.messages.zh';
import pagesTable from '../pages/messages.zh';
import notFoundTable from '../pages/not-found-page.messages.zh';
import slotPagesTable from '../pages/slot-page.messages.zh';

export default {
  ...assistant,
  ...browse,
  ...bulletin,
  ...core,
  ...dashboard,
  ...submissions,
  ...toolkits,
  ...trending,
  'shell.auth': authTable,
  'shell.layout': layoutTable,
  'shell.offline': offlineTable,
  'shell.home': homeTable,
  'shell.pages': pagesTable,
  'shell.not-found': notFoundTable,
  'shell.slot-pages': slotPagesTable,
} satisfies LocaleTables;
