import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { ruleMessages } from './rules.messages';

export default {
  titleTooShort: '标题至少需要 {min} 个字符',
  titleTooLong: '标题最多 {max} 个字符',
  descriptionTooShort: '描述至少需要 {min} 个字符',
  descriptionTooLong: '描述最多 {max} 个字符',
  badEmoji: '请从调色板的 20 个表情符号中选择一个',
  noResources: '请至少为工具包添加一个资源',
  signInToCreate: '你必须登录才能创建工具包',
  tooManyResources: '一个工具包最多只能包含 {max} 个资源',
} satisfies Translation<typeof ruleMessages.en>;
