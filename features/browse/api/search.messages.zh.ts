import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { searchQueryMessages } from './search.messages';

export default {
  qOnce: '搜索文本只能以 q 发送一次。',
  qLong: '搜索文本最多 {max} 个字符，请缩短后重试。',
  tagLong: '每个标签最多 {max} 个字符。',
  tooManyTags: '最多选择 {max} 个标签。',
} satisfies Translation<typeof searchQueryMessages.en>;
