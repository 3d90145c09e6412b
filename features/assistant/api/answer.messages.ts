// The Study Assistant's own words as the API sends them: the local path's framing lines and label, the failure
// text and the request checks (shared/chat-rules.ts). Resource names and descriptions stay English.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';

export const answerMessages = defineMessages('assistant.answer', {
  catalogLabel: 'Catalog matches (AI answers are on in production)',
  failure: "I'm sorry, I'm having trouble connecting right now. Please try again later.",
  noMatch: 'Nothing in the catalog matches that yet. Try other words, or browse all resources.',
  oneFits: 'This catalog item fits your message:',
  oneFitsMajor: 'This catalog item fits your message (you study {major}):',
  manyFit: 'These {count} catalog items fit your message best:',
  manyFitMajor: 'These {count} catalog items fit your message best (you study {major}):',
  messageBlank: 'Type a message first.',
  messageTooLong: 'A message is at most {max} characters.',
  historyTooLong: 'Only the last {max} messages of a conversation can be sent.',
  bodyTooLarge: 'The conversation is too long to send (at most {max} KB). Start a new one.',
});
