// The two ways to answer a message, both as the same events: the model's answer with cited cards (production),
// or the catalog's best matches under an honest label (no AI binding: local development and tests).
import type { ChatCard, ChatEvent } from '../shared/chat-events';
import type { ChatTurn } from '../shared/chat-input';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { taxonomyName } from '@quadkit/core/shared/i18n/taxonomy';
import { translator } from '@quadkit/core/shared/i18n/translate';
import { answerMessages } from './answer.messages';
import { citationFilter } from './citation-filter';
import { type ChatAi, modelTokens } from './model';
import type { StudyProfile } from './profile';
import { promptMessages } from './prompt';

export interface AnswerInput {
  message: string;
  history: readonly ChatTurn[];
  items: readonly ChatCard[];
  profile: StudyProfile | null;
  /** The language the student reads the page in: the fixed texts' (the cards stay English). */
  locale: Locale;
}

/**
 * Local path: a short lead line and the cards retrieval chose (already ranked, capped and cut where the fit
 * drops). No model runs, so no text pretends one did, and the text names no item: the cards do.
 */
export function* catalogAnswer({ items, profile, locale }: AnswerInput): Generator<ChatEvent> {
  const t = translator(answerMessages, locale);
  yield { type: 'start', mode: 'catalog', label: t('catalogLabel') };
  const shown = items;
  if (shown.length === 0) {
    yield { type: 'text', text: t('noMatch') };
  } else {
    const major = profile?.major ? taxonomyName(locale, 'major', profile.major) : null;
    const one = shown.length === 1;
    const text = major
      ? t(one ? 'oneFitsMajor' : 'manyFitMajor', { count: shown.length, major })
      : t(one ? 'oneFits' : 'manyFit', { count: shown.length });
    yield { type: 'text', text };
    for (const card of shown) yield { type: 'card', card };
  }
  yield { type: 'done' };
}

/**
 * Production path: the model streams, the citation filter turns cited ids into cards and drops invented ones.
 * Any failure or the deadline passing ends the answer with the spec's failure text instead.
 */
export async function* modelAnswer(
  ai: ChatAi,
  input: AnswerInput,
  deadline: number,
): AsyncGenerator<ChatEvent, void, undefined> {
  yield { type: 'start', mode: 'ai' };
  const filter = citationFilter(input.items);
  try {
    for await (const token of modelTokens(
      ai,
      promptMessages(input.items, input.profile, input.history, input.message),
      deadline,
    )) {
      yield* filter.push(token);
    }
    yield* filter.end();
  } catch (error) {
    console.warn('Study Assistant: the model call failed:', error instanceof Error ? error.message : error);
    yield { type: 'error', message: translator(answerMessages, input.locale)('failure') };
    return;
  }
  yield { type: 'done' };
}
