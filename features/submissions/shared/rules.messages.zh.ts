import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { ruleMessages } from './rules.messages';

export default {
  success: '感谢你的投稿！我们会尽快审核，通过后即会发布。',
  error: '发生了意外错误。',
  fetchError: '无法加载投稿',
  emailHint: '如需更多信息，我们会与你联系',
  nameShort: '资源名称至少需要 2 个字符。',
  nameLong: '资源名称最多 100 个字符。',
  urlRequired: '请填写网站网址。',
  urlLong: '网站网址最多 2,048 个字符。',
  urlNotWeb: '网站网址必须以 http:// 或 https:// 开头。',
  descriptionShort: '描述至少需要 20 个字符。',
  descriptionLong: '描述最多 1,000 个字符。',
  category: '请从列表中选择一个类别。',
  emailLong: '电子邮箱最多 254 个字符。',
  emailInvalid: '请输入有效的电子邮箱地址。',
  tagLong: '每个标签最多 30 个字符。',
  tagsMax: '最多选择 8 个标签。',
  accessStepLong: '每个“获取方式”步骤最多 300 个字符。',
  accessSteps: '“获取方式”最多写 6 个步骤。',
  aboutLong: '“简介”最多 600 个字符。',
  reasonShort: '请填写原因（至少 3 个字符）。',
  reasonLong: '原因最多 500 个字符。',
  noticeEmpty: '公告不能为空。',
  noticeLong: '公告最多 280 个字符。',
} satisfies Translation<typeof ruleMessages.en>;
