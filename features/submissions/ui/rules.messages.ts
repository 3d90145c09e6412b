// The submission rules' messages (shared with the API, English there) in the reader's language, where the forms
// and panels show them.
import { defineMessages } from '@quadkit/core/shared/i18n/messages';
import { NOTICE_MESSAGES } from '../shared/notice-input';
import { SUBMISSION_MESSAGES, SUBMISSION_RULE_MESSAGES } from '../shared/submission-input';

export const ruleMessages = defineMessages('submissions.rules', {
  ...SUBMISSION_MESSAGES,
  ...SUBMISSION_RULE_MESSAGES,
  ...NOTICE_MESSAGES,
});
