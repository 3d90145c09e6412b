import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { reviewMessages } from './review.messages';

export default {
  loading: '正在加载投稿',
  loadFailed: '无法加载投稿',
  empty: '没有待审核的投稿',
  emptyMessage: '新的资源推荐会显示在这里。',
  listLabel: '待审核的资源推荐',
  cardLabel: '投稿 {name}',
  submitted: '投稿于 {date}',
  approved: '已通过“{name}”：它现已加入目录。',
  rejected: '已拒绝“{name}”。',
  duplicateOf: '可能与此重复：',
  inCatalog: '（已在目录中）：',
  pending: '（之前已被推荐，待审核）：',
  rejectDuplicate: '以重复为由拒绝',
  nameLabel: '资源名称',
  urlLabel: '网站网址',
  descriptionLabel: '描述',
  accessLabel: '获取方式（每行一个步骤）',
  accessPlaceholder: '谁可以获取、需要什么账号或证明、从哪个页面开始',
  aboutLabel: '简介（可选：描述中没有提到的内容）',
  categoryLabel: '类别',
  tagsLabel: '标签',
  approve: '通过',
  reasonLabel: '拒绝原因',
  reject: '拒绝',
} satisfies Translation<typeof reviewMessages.en>;
