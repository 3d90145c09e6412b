// The toolkit checks' texts are the editor's own table (the schema is shared, so are its words).
import type { ApiTexts } from '@quadkit/core/server/i18n/api-texts';
import { ruleMessages } from '../shared/rules.messages';
import es from '../shared/rules.messages.es';
import zh from '../shared/rules.messages.zh';
import { toolkitErrorMessages } from './toolkit-errors.messages';
import errorsEs from './toolkit-errors.messages.es';
import errorsZh from './toolkit-errors.messages.zh';

export const toolkitsApiTexts: readonly ApiTexts[] = [
  { bundle: ruleMessages, es, zh },
  { bundle: toolkitErrorMessages, es: errorsEs, zh: errorsZh },
];
