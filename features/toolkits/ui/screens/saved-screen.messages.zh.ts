import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { savedMessages } from './saved-screen.messages';

export default {
  title: '已收藏资源',
  count: { other: '已收藏 {count} 项，最新的在前。' },
  signInTitle: '登录后查看已收藏资源',
  signInText: '创建账号或登录，开始收藏资源和工具包。',
  loadFailed: '无法加载你收藏的资源',
  loading: '正在加载已收藏资源',
  emptyTitle: '还没有收藏的资源',
  emptyText: '点击任意资源或工具包上的书签图标，即可收藏到这里。',
  list: '已收藏项目',
  kindToolkit: '工具包 · {resources}',
  goneText: '此项已被所有者删除或设为私密。你可以将它从收藏中移除。',
  tags: '标签',
  remove: '移除',
  removeLabel: '将{title}从收藏中移除',
  details: '查看详情 →',
} satisfies Translation<typeof savedMessages.en>;
