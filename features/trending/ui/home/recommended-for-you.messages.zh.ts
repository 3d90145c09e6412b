import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { recommendedMessages } from './recommended-for-you.messages';

export default {
  title: '为你推荐',
  lead: '根据你的兴趣、目标和浏览记录挑选。',
  loading: '正在加载推荐',
  list: '为你推荐',
  resource: '资源',
  toolkit: { other: '工具包 · {count} 个资源' },
} satisfies Translation<typeof recommendedMessages.en>;
