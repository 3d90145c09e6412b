// The toolkit checks' texts are the editor's own table (the schema is shared, so are its words).
import type { ApiTexts } from '@quadkit/core/server/i18n/api-texts';
import { ruleMessages } from '../shared/rules.messages';
import es from '../shared/rules.messages.es';
import zh from '../shared/rules.messages.zh';

export const toolkitsApiTexts: readonly ApiTexts[] = [{ bundle: ruleMessages, es, zh }];
