// A table of texts the worker writes, with its translations: each feature's API entry lists its own, and the
// worker registers them all and localizes its error answers with them (worker/src/i18n/).
import esNames from '../../catalog/data/i18n/es.json';
import zhNames from '../../catalog/data/i18n/zh.json';
import type { LocaleTables, MessageBundle, Messages } from '../../shared/i18n/messages';
import { taxonomyTables } from '../../shared/i18n/taxonomy';
import { intentNameMessages } from '../search/intent-names.messages';
import intentNamesEs from '../search/intent-names.messages.es';
import intentNamesZh from '../search/intent-names.messages.zh';
import { apiErrorMessages } from './api-errors.messages';
import apiErrorsEs from './api-errors.messages.es';
import apiErrorsZh from './api-errors.messages.zh';

export interface ApiTexts {
  bundle: MessageBundle<Messages>;
  es: Messages;
  zh: Messages;
}

export const coreApiTexts: readonly ApiTexts[] = [
  { bundle: apiErrorMessages, es: apiErrorsEs, zh: apiErrorsZh },
  // The assistant's why-lines name the intents a question named (search/intent-name.ts).
  { bundle: intentNameMessages, es: intentNamesEs, zh: intentNamesZh },
];

/** The catalog's names (a major the assistant names, say), registered for the worker as the shell does. */
export const taxonomyApiTables: Record<'es' | 'zh', LocaleTables> = {
  es: taxonomyTables(esNames),
  zh: taxonomyTables(zhNames),
};
