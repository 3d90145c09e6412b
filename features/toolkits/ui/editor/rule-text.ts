// A toolkit check's message in the reader's language: the shared schema's English texts (which the API sends
// too) mapped to their table keys, with the limits they name. A message that is not one of them stays as it is.
import type { Translate } from '@quadkit/core/shared/i18n/translate';
import { TOOLKIT_MESSAGES as M } from '../../shared/toolkit-messages';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  MAX_TOOLKIT_RESOURCES,
  TITLE_MAX,
  TITLE_MIN,
} from '../../shared/toolkit-rules';
import type { ruleMessages } from '../../shared/rules.messages';

type RuleKey = keyof typeof ruleMessages.en;

const RULES = new Map<string, [RuleKey, Record<string, number>?]>([
  [M.titleTooShort, ['titleTooShort', { min: TITLE_MIN }]],
  [M.titleTooLong, ['titleTooLong', { max: TITLE_MAX }]],
  [M.descriptionTooShort, ['descriptionTooShort', { min: DESCRIPTION_MIN }]],
  [M.descriptionTooLong, ['descriptionTooLong', { max: DESCRIPTION_MAX }]],
  [M.emoji, ['badEmoji']],
  [M.noResources, ['noResources']],
  [M.tooManyResources, ['tooManyResources', { max: MAX_TOOLKIT_RESOURCES }]],
  [M.signInToCreate, ['signInToCreate']],
]);

export function ruleText(message: string, t: Translate<typeof ruleMessages.en>): string {
  const rule = RULES.get(message);
  return rule ? t(rule[0], rule[1]) : message;
}
