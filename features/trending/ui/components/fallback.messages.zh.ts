import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { fallbackMessages } from './fallback.messages';

export default {
  lead: '热门榜单统计中，先看看大家常用的精选。',
} satisfies Translation<typeof fallbackMessages.en>;
