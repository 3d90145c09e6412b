import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { cardMessages } from './toolkit-card.messages';

export default {
  resources: { other: '{count} 个资源' },
  public: '公开',
  unlisted: '不公开列出',
  private: '私密',
  moreTools: { other: '另有 {count} 个工具' },
  toolsIn: '{title}中的工具',
  view: '查看工具包',
  viewLabel: '查看工具包：{title}',
  loadFailed: '加载工具包失败',
} satisfies Translation<typeof cardMessages.en>;
