import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { popularMajorsMessages } from './popular-majors.messages';

export default {
  title: '热门专业',
  lead: '看看你所在领域的学生最常用什么。',
  more: '查看全部专业',
  loading: '正在加载热门专业',
  count: { other: '{count} 个资源' },
} satisfies Translation<typeof popularMajorsMessages.en>;
