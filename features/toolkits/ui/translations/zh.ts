// The toolkits package's Chinese tables by bundle id, for the shell to register for Chinese readers.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import add from '../add-to-toolkit/messages.zh';
import save from '../bookmarks/messages.zh';
import savePrompt from '../bookmarks/save-prompt.messages.zh';
import common from '../components/messages.zh';
import card from '../components/toolkit-card.messages.zh';
import dashboard from '../dashboard/messages.zh';
import editor from '../editor/messages.zh';
import rules from '../../shared/rules.messages.zh';
import panels from '../dashboard-panels.messages.zh';
import home from '../home/messages.zh';
import saved from '../screens/saved-screen.messages.zh';
import detail from '../screens/toolkit-detail.messages.zh';
import list from '../screens/toolkits-screen.messages.zh';

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
