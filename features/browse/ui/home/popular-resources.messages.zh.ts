import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { popularMessages } from './popular-resources.messages';

export default {
  title: '热门资源',
  lead: '学生们反复使用的工具。',
  more: '查看全部热门',
  loading: '正在加载热门资源',
} satisfies Translation<typeof popularMessages.en>;
