// The post rules' messages (shared with the API, English there) in the reader's language, where the form shows them.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';
import { POST_MESSAGES } from '../shared/post-rules';

export const ruleMessages = defineMessages('bulletin.rules', POST_MESSAGES);
