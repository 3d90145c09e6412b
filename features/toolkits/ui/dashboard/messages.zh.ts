import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { dashboardMessages } from './messages';

export default {
  failed: '无法加载',
  loading: '正在加载',
  loadingToolkits: '正在加载你的工具包',
  noToolkits: '你还没有创建任何工具包。把你喜爱的资源整理在一起并分享吧。',
  create: '创建工具包',
  yourToolkits: '你的工具包',
  view: '查看',
  viewLabel: '查看{title}',
  edit: '编辑',
  editLabel: '编辑{title}',
  delete: '删除',
  deleteLabel: '删除{title}',
  allShown: '你的全部 {count} 个工具包，最新的在前。',
  someShown: '显示你 {count} 个工具包中的 {shown} 个，最新的在前。',
  showFewer: '收起',
  viewAll: '查看全部 {count} 个工具包',
  confirmTitle: '删除“{title}”？',
  confirmTitleAny: '删除工具包？',
  confirmText: '确定要删除这个工具包吗？',
  deleting: '正在删除…',
  loadingSaved: '正在加载已收藏资源',
  noSaved: '还没有收藏的资源。点击任意资源或工具包上的书签图标，即可收藏以便稍后查看。',
  yourSaved: '你收藏的项目',
  allSaved: '查看全部已收藏资源 →',
} satisfies Translation<typeof dashboardMessages.en>;
