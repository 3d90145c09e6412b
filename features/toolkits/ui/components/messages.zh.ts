import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { commonMessages } from './messages';

export default {
  resources: { other: '{count} 个资源' },
  untitled: '无标题',
  toolkit: '工具包',
  resource: '资源',
  gone: '已不可用',
  public: '公开',
  unlisted: '不公开列出',
  private: '私密',
  browse: '浏览资源',
  moreTools: { other: '另有 {count} 个工具' },
  toolsIn: '{title}中的工具',
  view: '查看工具包',
  viewLabel: '查看工具包：{title}',
  deleted: '工具包已删除',
  deleteFailed: '删除工具包失败',
  loadFailed: '加载工具包失败',
} satisfies Translation<typeof commonMessages.en>;
