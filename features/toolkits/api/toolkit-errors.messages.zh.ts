import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { toolkitErrorMessages } from './toolkit-errors.messages';

export default {
  duplicateResource: '“{id}”已在此工具包中：同一资源不能添加两次',
  unknownResource: '没有 id 为“{id}”的资源：请将它从工具包中移除',
  unknownResources: '没有 id 为 {ids} 的资源：请将它们从工具包中移除',
  notUnlisted: '只有不公开列出的工具包才有分享链接：请先将它设为不公开列出',
  notFound: '未找到工具包',
  featureAdminOnly: '只有管理员可以将工具包设为精选：请取消勾选“设为精选工具包（管理员）”后再保存',
  toolkits: '工具包',
  bookmarks: '收藏',
} satisfies Translation<typeof toolkitErrorMessages.en>;
