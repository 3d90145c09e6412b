import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { submitMessages } from './submit.messages';

export default {
  title: '推荐资源',
  description: '推荐一个免费工具、学生折扣或指南，我们会将其加入 Quadkit。',
  lead: '知道其他同学也该拥有的工具、折扣或指南？告诉我们吧；每条推荐都会在发布前经过审核。',
  nameLabel: '资源名称',
  urlLabel: '网站网址',
  descriptionLabel: '描述',
  categoryLabel: '类别',
  chooseCategory: '选择类别',
  emailLabel: '电子邮箱（可选）',
  submitting: '正在提交…',
  submit: '提交资源',
  footBefore: '已登录？可在',
  footLink: '我的投稿',
  footAfter: '中跟进你的推荐。',
  looksLike: '这看起来与',
  inCatalog: '相似，它已在我们的目录中。',
  pending: '相似，它已被推荐，正在等待审核。',
  reviewer: '审核员会在发布前确认你推荐的是另一项资源。',
} satisfies Translation<typeof submitMessages.en>;
