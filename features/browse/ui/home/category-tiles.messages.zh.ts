import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { categoryTilesMessages } from './category-tiles.messages';

export default {
  title: '按类别浏览',
  lead: '从你现在最需要的开始。',
  label: '浏览“{name}”类别',
  count: { other: '{count} 个资源' },
} satisfies Translation<typeof categoryTilesMessages.en>;
