import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { answerMessages } from './answer.messages';

export default {
  catalogLabel: '目录匹配结果（AI 回答在正式环境中启用）',
  failure: '抱歉，我现在连接不上。请稍后再试。',
  noMatch: '目录中还没有与此匹配的内容。换个说法试试，或浏览全部资源。',
  oneFits: '这个目录条目符合你的问题：',
  oneFitsMajor: '这个目录条目符合你的问题（你的专业是{major}）：',
  manyFit: '这 {count} 个目录条目最符合你的问题：',
  manyFitMajor: '这 {count} 个目录条目最符合你的问题（你的专业是{major}）：',
  messageBlank: '请先输入消息。',
  messageTooLong: '消息最多 {max} 个字符。',
  historyTooLong: '一次对话最多只能发送最近 {max} 条消息。',
  bodyTooLarge: '对话太长，无法发送（最多 {max} KB）。请开始新的对话。',
} satisfies Translation<typeof answerMessages.en>;
