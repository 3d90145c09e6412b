import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { ruleMessages } from './rules.messages';

export default {
  titleShort: '标题至少需要 5 个字符。',
  titleLong: '标题最多 100 个字符。',
  bodyShort: '正文至少需要 50 个字符。',
  bodyLong: '正文最多 20,000 个字符。',
  spam: '你的帖子含有疑似垃圾信息的内容，请检查后重试。',
  tooManyTags: '最多使用 8 个标签。',
  tagLong: '每个标签最多 40 个字符。',
  submitFailed: '发生了意外错误。',
  submitted: '感谢你的投稿！我们会尽快审核，通过后即会发布。',
  fetchFailed: '无法加载你的投稿',
  notFound: '未找到文章',
  postNotFound: '未找到帖子',
  noArticles: '没有找到符合条件的文章。',
} satisfies Translation<typeof ruleMessages.en>;
