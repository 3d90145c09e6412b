import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { panelMessages } from './messages';

export default {
  title: '学习助手',
  newChat: '新对话',
  restore: '还原学习助手',
  minimise: '最小化学习助手',
  close: '关闭学习助手',
  empty: '有什么可以帮你的？',
  conversation: '对话',
  youSaid: '你说：',
  thinking: '学习助手正在思考…',
  said: '学习助手：{text}',
  recommended: { other: '推荐了 {count} 项。' },
  inputLabel: '给学习助手发消息',
  placeholder: '询问工具、工具包或指南…',
  send: '发送',
  sending: '发送中…',
  hint: '按 Enter 发送，按 Shift+Enter 换行。',
  failure: '抱歉，我现在连接不上。请稍后再试。',
  catalogLabel: '目录匹配结果（AI 回答在正式环境中启用）',
  resource: '资源',
  toolkit: '工具包',
  article: '文章',
} satisfies Translation<typeof panelMessages.en>;
