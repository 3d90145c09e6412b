import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { homeBulletinMessages } from './home-bulletin.messages';

export default {
  title: '来自公告栏',
  lead: '校园生活的指南和建议，来自我们的作者和学生。',
  all: '查看全部文章',
  loading: '正在加载文章',
  error: '无法加载文章：{message}',
  failed: '无法加载文章',
  latest: '最新文章',
} satisfies Translation<typeof homeBulletinMessages.en>;
