// A slot's heading (a dashboard or admin panel's, a submission list's): English text, or a function giving it in
// the reader's language, for a feature whose slot entries are written before any reader's language is known:
// `const title = titlesFrom(panelMessages); … title: title('queue')`.
import type { Locale } from '../shared/i18n/locales';
import type { MessageBundle, Messages } from '../shared/i18n/messages';
import { translator } from '../shared/i18n/translate';

export type SlotTitle = string | ((locale: Locale) => string);

export const slotTitle = (title: SlotTitle, locale: Locale): string =>
  typeof title === 'string' ? title : title(locale);

/** Slot titles from a message table: `title(key)` reads the key in the reader's language where it is drawn. */
export const titlesFrom =
  <T extends Messages>(bundle: MessageBundle<T>) =>
  (key: keyof T & string): SlotTitle =>
  (locale) =>
    translator(bundle, locale)(key);
