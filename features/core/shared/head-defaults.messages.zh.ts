import type { headDefaultsMessages } from './head-defaults.messages';
import type { Translation } from './i18n/messages';

export default {
  shareAlt: 'Quadkit：学生资源',
  notFoundTitle: '页面未找到',
  notFoundDescription: '你要找的页面不存在或已被移动。',
} satisfies Translation<typeof headDefaultsMessages.en>;
