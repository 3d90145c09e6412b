// The submission rules' messages in the reader's language, where the forms and the API's error answers
// show them.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';
import { NOTICE_MESSAGES } from './notice-input';
import { SUBMISSION_MESSAGES, SUBMISSION_RULE_MESSAGES } from './submission-input';

export const ruleMessages = defineMessages('submissions.rules', {
  ...SUBMISSION_MESSAGES,
  ...SUBMISSION_RULE_MESSAGES,
  ...NOTICE_MESSAGES,
});
