// The submissions feature's Spanish tables by bundle id, for the shell to register for Spanish readers.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import mine from '../mine/mine.messages.es';
import notice from '../review/notice.messages.es';
import review from '../review/review.messages.es';
import rules from '../../shared/rules.messages.es';
import slots from '../slots.messages.es';
import submit from '../submit/submit.messages.es';
import testImport from '../test-import/test-import.messages.es';

export default {
  'submissions.mine': mine,
  'submissions.notice': notice,
  'submissions.review': review,
  'submissions.rules': rules,
  'submissions.slots': slots,
  'submissions.submit': submit,
  'submissions.test-import': testImport,
} satisfies LocaleTables;
