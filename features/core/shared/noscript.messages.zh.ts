import type { Translation } from './i18n/messages';
import type { noscriptMessages } from './noscript.messages';

export default {
  text: 'Quadkit 需要 JavaScript 才能显示资源。请启用 JavaScript 后重新加载页面。',
} satisfies Translation<typeof noscriptMessages.en>;
