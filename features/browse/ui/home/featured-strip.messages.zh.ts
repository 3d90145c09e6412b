import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { featuredMessages } from './featured-strip.messages';

export default {
  title: '精选资源',
  loading: '正在加载精选资源',
} satisfies Translation<typeof featuredMessages.en>;
