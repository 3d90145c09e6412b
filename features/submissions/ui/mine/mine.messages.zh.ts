import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { mineMessages } from './mine.messages';

export default {
  loading: '正在加载你推荐的资源',
  loadFailed: '无法加载你推荐的资源',
  empty: '还没有推荐过资源',
  submit: '推荐资源',
  listLabel: '你推荐的资源',
  reason: '原因：{reason}',
  view: '在目录中查看',
} satisfies Translation<typeof mineMessages.en>;
