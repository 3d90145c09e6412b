import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { showcaseMessages } from './messages';

export default {
  title: '精选工具包',
  lead: '为考试、研究、演示等准备的工具合集。',
  seeAll: '查看全部工具包',
  loading: '正在加载工具包',
  failed: '无法加载工具包：{message}',
  list: '精选工具包',
} satisfies Translation<typeof showcaseMessages.en>;
