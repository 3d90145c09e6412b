import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { slotPageMessages } from './slot-page.messages';

export default {
  admin: '管理',
  adminPanels: '管理面板',
  submissions: '我的投稿',
  backToDashboard: '返回个人中心',
  submissionsSignIn: '登录后查看你的投稿',
  submissionsWhy: '登录后，你在公告栏发布的帖子和资源建议及其审核状态都会列在这里。',
  loadingPanel: '正在加载{title}',
} satisfies Translation<typeof slotPageMessages.en>;
