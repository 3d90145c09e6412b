import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { deviceMessages } from './device-name.messages';

export default {
  browserOn: '{system} 上的 {browser}',
  unknown: '未知浏览器',
} satisfies Translation<typeof deviceMessages.en>;
