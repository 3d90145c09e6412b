import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { addMessages } from './messages';

export default {
  button: '添加到工具包',
  label: '将{title}添加到工具包',
  start: '新建工具包',
  updated: '工具包更新成功！',
  created: '工具包创建成功！',
  already: '{title}已在{toolkit}中。',
  failed: '更新工具包失败：{message}',
  loading: '正在加载你的工具包',
  title: '工具包标题',
  description: '描述',
  creating: '正在创建…',
  create: '创建工具包',
  cancel: '取消',
} satisfies Translation<typeof addMessages.en>;
