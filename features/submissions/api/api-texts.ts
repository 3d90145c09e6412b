// The submission rules' texts are the forms' own table (the rules are shared, so are their words).
import type { ApiTexts } from '@quadkit/core/server/i18n/api-texts';
import { ruleMessages } from '../shared/rules.messages';
import es from '../shared/rules.messages.es';
import zh from '../shared/rules.messages.zh';

export const submissionsApiTexts: readonly ApiTexts[] = [{ bundle: ruleMessages, es, zh }];
