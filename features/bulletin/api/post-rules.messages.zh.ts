import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { postRuleMessages } from './post-rules.messages';

export default {
  titleShort: '标题至少需要 {min} 个字符。',
  titleLong: '标题最多 {max} 个字符。',
  bodyShort: '正文至少需要 {min} 个字符。',
  bodyLong: '正文最多 {max} 个字符。',
  spam: '你的帖子包含可能是垃圾信息的内容，请检查后重试。',
  tooManyTags: '最多使用 {max} 个标签。',
  tagLong: '每个标签最多 {max} 个字符。',
  articleNotFound: '未找到文章',
  postNotFound: '未找到帖子',
} satisfies Translation<typeof postRuleMessages.en>;
