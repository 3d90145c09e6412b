// English texts of the Study Assistant panel (its lazy chunk). The failure text and the local path's label arrive
// as the shared fixed English texts (chat-rules.ts) and are shown in the reader's language.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';
import { CHAT_MESSAGES } from '../../shared/chat-rules';

export const panelMessages = defineMessages('assistant.panel', {
  title: 'Study Assistant',
  newChat: 'New chat',
  restore: 'Restore Study Assistant',
  minimise: 'Minimise Study Assistant',
  close: 'Close Study Assistant',
  empty: 'How can I help you?',
  conversation: 'Conversation',
  youSaid: 'You said:',
  thinking: 'Study Assistant is thinking…',
  said: 'Study Assistant: {text}',
  recommended: { one: '{count} recommended item.', other: '{count} recommended items.' },
  inputLabel: 'Message the Study Assistant',
  placeholder: 'Ask about tools, toolkits or guides…',
  send: 'Send',
  sending: 'Sending…',
  hint: 'Enter sends, Shift+Enter adds a new line.',
  failure: CHAT_MESSAGES.failure,
  catalogLabel: CHAT_MESSAGES.catalogLabel,
  resource: 'Resource',
  toolkit: 'Toolkit',
  article: 'Article',
});
