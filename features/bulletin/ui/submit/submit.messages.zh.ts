import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { submitMessages } from './submit.messages';

export default {
  title: '投稿文章',
  back: '返回公告栏',
  lead: '与其他同学分享一篇指南或一个小技巧。帖子经审核后才会显示。',
  signInTitle: '登录后即可投稿文章',
  signInMessage: '创建账号或登录，与其他同学分享你的文章。',
  viewMine: '查看我的投稿',
  another: '再投一篇',
  titleLabel: '标题',
  characters: ' 个字符',
  contentLabel: '正文',
  bodyHint: '{count} 个字符（至少 {min} 个）。支持 Markdown，不允许包含链接。',
  tagsLabel: '标签',
  tagsPlaceholder: '学习技巧, 效率',
  autoSuggest: '自动推荐标签',
  tagsHint: '用逗号分隔标签（最多 {max} 个）。',
  submitting: '正在提交…',
  submit: '提交文章',
} satisfies Translation<typeof submitMessages.en>;
