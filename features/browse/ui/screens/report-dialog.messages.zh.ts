import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { reportDialogMessages } from './report-dialog.messages';

export default {
  title: '报告问题',
  description: '告诉我们这个资源有什么问题。',
  reason: '原因',
  chooseReason: '请选择问题类型。',
  note: '备注（可选）',
  thanks: '感谢你的反馈，我们会尽快查看。',
  failed: '报告发送失败。',
  cancel: '取消',
  send: '发送报告',
  sending: '正在发送…',
} satisfies Translation<typeof reportDialogMessages.en>;
