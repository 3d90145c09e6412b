import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { noticeMessages } from './notice.messages';

export default {
  loading: '正在加载网站公告',
  showing: '正在显示：“{text}”',
  none: '当前没有显示公告。',
  label: '公告内容',
  show: '显示公告',
  clear: '清除公告',
  shown: '公告已在每个页面显示。',
  cleared: '公告已清除。',
} satisfies Translation<typeof noticeMessages.en>;
