import type { ApiTexts } from '@quadkit/core/server/i18n/api-texts';
import { searchQueryMessages } from './search.messages';
import es from './search.messages.es';
import zh from './search.messages.zh';

export const browseApiTexts: readonly ApiTexts[] = [{ bundle: searchQueryMessages, es, zh }];
