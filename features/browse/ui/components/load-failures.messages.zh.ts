import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { loadFailureMessages } from './load-failures.messages';

export default {
  resources: '无法获取资源',
  majors: '无法加载专业',
  major: '无法加载该专业',
} satisfies Translation<typeof loadFailureMessages.en>;
