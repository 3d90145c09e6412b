import type { ApiTexts } from '@quadkit/core/server/i18n/api-texts';
import { answerMessages } from './answer.messages';
import es from './answer.messages.es';
import zh from './answer.messages.zh';
import { whyLineMessages } from './why-line.messages';
import whyEs from './why-line.messages.es';
import whyZh from './why-line.messages.zh';

export const assistantApiTexts: readonly ApiTexts[] = [
  { bundle: answerMessages, es, zh },
  { bundle: whyLineMessages, es: whyEs, zh: whyZh },
];
