import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { commonMessages } from './messages';

export default {
  untitled: '无标题',
  toolkit: '工具包',
  resource: '资源',
  gone: '已不可用',
  browse: '浏览资源',
  deleted: '工具包已删除',
  deleteFailed: '删除工具包失败',
} satisfies Translation<typeof commonMessages.en>;
