import type { ApiTexts } from '@quadkit/core/server/i18n/api-texts';
import { postRuleMessages } from './post-rules.messages';
import es from './post-rules.messages.es';
import zh from './post-rules.messages.zh';

export const bulletinApiTexts: readonly ApiTexts[] = [{ bundle: postRuleMessages, es, zh }];
