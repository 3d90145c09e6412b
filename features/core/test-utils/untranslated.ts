// For a translated screen's UI test: the English texts of some message tables that the page still shows, outside
// catalog content (elements marked lang="en"). A text counts when a whole text node, an element's whole text or
// an aria-label, placeholder, title or alt equals an English message (placeholders match any value); an English
// message that reads the same in the translation (a product name) is skipped.
import type { Message, MessageBundle, Messages } from '../shared/i18n/messages';

const texts = (message: Message) => (typeof message === 'string' ? [message] : Object.values(message));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (text: string) => new RegExp(`^${escapeRegExp(text).replace(/\\\{\w+\\\}/g, '.+')}$`);

export function untranslatedTexts(
  root: Element,
  bundles: readonly MessageBundle<Messages>[],
  translations: Record<string, Messages>,
): string[] {
  const english = bundles.flatMap((bundle) =>
    Object.entries(bundle.en).flatMap(([key, message]) => {
      const translated = translations[bundle.id]?.[key];
      const same = translated === undefined ? [] : texts(translated);
      return texts(message)
        .filter((text) => !same.includes(text))
        .map((text) => ({ text, match: pattern(text) }));
    }),
  );
  const copy = root.cloneNode(true) as Element;
  for (const catalog of copy.querySelectorAll('[lang="en"]')) catalog.remove();
  const shown = new Set<string>();
  const walker = copy.ownerDocument.createTreeWalker(copy, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) shown.add(node.textContent?.trim() ?? '');
  for (const element of copy.querySelectorAll('*')) {
    shown.add(element.textContent?.trim() ?? '');
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) shown.add(value.trim());
    }
  }
  return english.filter(({ match }) => [...shown].some((text) => match.test(text))).map(({ text }) => text);
}
