// A slot's heading (an admin panel's, a submission list's): English text, or a function giving it in the reader's
// language, for a feature whose slot entries are written before any reader's language is known:
// `title: (locale) => translator(panelMessages, locale)('title')`.
import type { Locale } from '../shared/i18n/locales';

export type SlotTitle = string | ((locale: Locale) => string);

export const slotTitle = (title: SlotTitle, locale: Locale): string =>
  typeof title === 'string' ? title : title(locale);
