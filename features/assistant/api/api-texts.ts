import type { ApiTexts } from '@quadkit/core/server/i18n/api-texts';
import { answerMessages } from './answer.messages';
import es from './answer.messages.es';
import zh from './answer.messages.zh';

export const assistantApiTexts: readonly ApiTexts[] = [{ bundle: answerMessages, es, zh }];
