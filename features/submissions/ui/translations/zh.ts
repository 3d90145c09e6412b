// The submissions feature's Chinese tables by bundle id, for the shell to register for Chinese readers.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import mine from '../mine/mine.messages.zh';
import notice from '../review/notice.messages.zh';
import review from '../review/review.messages.zh';
import rules from '../../shared/rules.messages.zh';
import slots from '../slots.messages.zh';
import submit from '../submit/submit.messages.zh';
import testImport from '../test-import/test-import.messages.zh';

export default {
  'submissions.mine': mine,
  'submissions.notice': notice,
  'submissions.review': review,
  'submissions.rules': rules,
  'submissions.slots': slots,
  'submissions.submit': submit,
  'submissions.test-import': testImport,
} satisfies LocaleTables;
