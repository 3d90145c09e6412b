import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { homeMessages } from './home-page.messages';

export default {
  eyebrow: '免费工具 · 折扣 · 指南 · 工具包',
  title: '学生资源',
  lead: '学生值得了解的一切，尽在一处：免费获取的软件、真正省钱的折扣，以及申请、科研和第一份实习的指南。',
  browse: '浏览资源',
  loading: '加载中',
} satisfies Translation<typeof homeMessages.en>;
