// The two ways to answer a message, both as the same events: the model's answer with cited cards (production),
// or the catalog's best matches under an honest label (no AI binding: local development and tests).
import type { ChatCard, ChatEvent } from '../shared/chat-events';
import type { ChatTurn } from '../shared/chat-input';
import { CHAT_MESSAGES } from '../shared/chat-rules';
import { citationFilter } from './citation-filter';
import { type ChatAi, modelTokens } from './model';
import type { StudyProfile } from './profile';
import { promptMessages } from './prompt';

export interface AnswerInput {
  message: string;
  history: readonly ChatTurn[];
  items: readonly ChatCard[];
  profile: StudyProfile | null;
}

/**
 * Local path: a short lead line and the cards retrieval chose (already ranked, capped and cut where the fit
 * drops). No model runs, so no text pretends one did, and the text names no item: the cards do.
 */
export function* catalogAnswer({ items, profile }: AnswerInput): Generator<ChatEvent> {
  yield { type: 'start', mode: 'catalog', label: CHAT_MESSAGES.catalogLabel };
  const shown = items;
  if (shown.length === 0) {
    yield {
      type: 'text',
      text: 'Nothing in the catalog matches that yet. Try other words, or browse all resources.',
    };
  } else {
    const forMajor = profile?.major ? ` (you study ${profile.major})` : '';
    yield {
      type: 'text',
      text:
        shown.length === 1
          ? `This catalog item fits your message${forMajor}:`
          : `These ${shown.length} catalog items fit your message best${forMajor}:`,
    };
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
    yield { type: 'error', message: CHAT_MESSAGES.failure };
    return;
  }
  yield { type: 'done' };
}
