import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { testImportMessages } from './test-import.messages';

export default {
  title: '测试导入',
  adminLead: '运行 import-majors 函数，根据内置目录刷新专业列表。',
  note: '此页面供管理员使用：它会运行只有管理员才能调用的 import-majors 函数。其他人会在下方看到该函数的拒绝响应。',
  import: '测试导入',
  invalidMethod: '测试无效方法',
  missingAuth: '测试缺少授权',
  calling: '正在调用 {endpoint}…',
  raw: '原始响应',
  networkError: '网络错误',
  failed: '无法导入专业',
} satisfies Translation<typeof testImportMessages.en>;
