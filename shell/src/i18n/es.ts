// Every Spanish table of the product by bundle id: the shell's own and each package's. One chunk, loaded only
// for Spanish readers before the page hydrates, and bundled whole into the worker.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import assistant from '@quadkit/assistant/translations/es';
import browse from '@quadkit/browse/translations/es';
import bulletin from '@quadkit/bulletin/translations/es';
import core from '@quadkit/core/ui/translations/es';
import dashboard from '@quadkit/dashboard/translations/es';
import submissions from '@quadkit/submissions/translations/es';
import toolkits from '@quadkit/toolkits/translations/es';
import trending from '@quadkit/trending/translations/es';
import authTable from '../auth/messages.es';
import layoutTable from '../layout/messages.es';
import offlineTable from '../offline/messages.es';
import homeTable from '../pages/home-page.messages.es';
import pagesTable from '../pages/messages.es';
import notFoundTable from '../pages/not-found-page.messages.es';
import slotPagesTable from '../pages/slot-page.messages.es';

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
