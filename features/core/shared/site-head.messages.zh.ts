import type { Translation } from './i18n/messages';
import type { siteHeadMessages } from './site-head.messages';

export default {
  title: 'Quadkit – 面向大学生的免费工具和学生折扣',
  description: 'Quadkit 精选面向大学生的免费工具、学生折扣、指南和工具包。',
  pageTitle: '{name} – Quadkit',
  shareAlt: 'Quadkit：学生资源',
  notFoundTitle: '页面未找到',
  notFoundDescription: '你要找的页面不存在或已被移动。',
} satisfies Translation<typeof siteHeadMessages.en>;
