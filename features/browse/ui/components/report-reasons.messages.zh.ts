import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { reasonMessages } from './report-reasons.messages';

export default {
  brokenLink: '链接失效',
  wrongCategory: '类别错误',
  outdated: '信息过时',
  other: '其他',
} satisfies Translation<typeof reasonMessages.en>;
