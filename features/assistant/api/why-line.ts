// The line under a card of the assistant's answer: which of the student's words it fits and what they name, and
// what the student's profile adds ('Fits "stressed", "sleep": wellness and mental health'), in their language.
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { translator } from '@quadkit/core/shared/i18n/translate';
import { intentName, type Relevance } from '@quadkit/core/server/search/engine';
import { whyLineMessages } from './why-line.messages';

/** What the profile adds: the item may not be open to this student, or it matches their interests. */
export type ProfileNote = 'checkOpen' | 'matchesInterests';

export function whyLine(fit: Relevance, note: ProfileNote | undefined, locale: Locale): string {
  const t = translator(whyLineMessages, locale);
  const list = (items: string[]) => items.join(t('listSeparator'));
  const words = list(fit.words.map((word) => t('quoted', { word })));
  const about = list(fit.intents.map((name) => intentName(name, locale)));
  const base = words
    ? t(about ? 'fitsAbout' : 'fits', { words, about })
    : t(about ? 'fitsQuestionAbout' : 'fitsQuestion', { about });
  return note ? t(note, { why: base }) : base;
}
