import type { Translation } from '../shared/i18n/messages';
import type { controlsMessages } from './controls.messages';

export default {
  cancel: '取消',
  breadcrumb: '面包屑导航',
  pagination: '分页',
  previous: '上一页',
  previousPage: '上一页',
  next: '下一页',
  nextPage: '下一页',
  page: '第 {page} 页',
  pending: '待审核',
  approved: '已通过',
  rejected: '未通过',
  failed: '发生错误',
  passwordRules: '至少 8 个字符，不能只有字母或只有数字，也不能是“password1”这类常见密码。',
} satisfies Translation<typeof controlsMessages.en>;
