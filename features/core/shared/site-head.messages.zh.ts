import type { Translation } from './i18n/messages';
import type { siteHeadMessages } from './site-head.messages';

export default {
  title: 'Quadkit – 面向大学生的免费工具和学生折扣',
  description: 'Quadkit 精选面向大学生的免费工具、学生折扣、指南和工具包。',
  pageTitle: '{name} – Quadkit',
} satisfies Translation<typeof siteHeadMessages.en>;
