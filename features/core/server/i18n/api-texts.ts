// A table of texts the worker writes, with its translations: each feature's API entry lists its own, and the
// worker registers them all and localizes its error answers with them (worker/src/i18n/).
import type { MessageBundle, Messages } from '../../shared/i18n/messages';
import { apiErrorMessages } from './api-errors.messages';
import apiErrorsEs from './api-errors.messages.es';
import apiErrorsZh from './api-errors.messages.zh';

export interface ApiTexts {
  bundle: MessageBundle<Messages>;
  es: Messages;
  zh: Messages;
}

export const coreApiTexts: readonly ApiTexts[] = [{ bundle: apiErrorMessages, es: apiErrorsEs, zh: apiErrorsZh }];
