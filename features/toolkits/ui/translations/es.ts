// The toolkits package's Spanish tables by bundle id, for the shell to register for Spanish readers.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import add from '../add-to-toolkit/messages.es';
import save from '../bookmarks/messages.es';
import savePrompt from '../bookmarks/save-prompt.messages.es';
import common from '../components/messages.es';
import card from '../components/toolkit-card.messages.es';
import dashboard from '../dashboard/messages.es';
import editor from '../editor/messages.es';
import rules from '../../shared/rules.messages.es';
import panels from '../dashboard-panels.messages.es';
import home from '../home/messages.es';
import saved from '../screens/saved-screen.messages.es';
import detail from '../screens/toolkit-detail.messages.es';
import list from '../screens/toolkits-screen.messages.es';

export default {
  'toolkits.add': add,
  'toolkits.save': save,
  'toolkits.save-prompt': savePrompt,
  'toolkits.common': common,
  'toolkits.card': card,
  'toolkits.dashboard': dashboard,
  'toolkits.editor': editor,
  'toolkits.rules': rules,
  'toolkits.home': home,
  'toolkits.panels': panels,
  'toolkits.saved': saved,
  'toolkits.detail': detail,
  'toolkits.list': list,
} satisfies LocaleTables;
