// For translated-screen tests: which English texts of some message tables a page still shows outside catalog
// content, as a text of its own or as an accessible name, title, placeholder or alt. A text its translation keeps
// as it is ('Error:') is not counted, nor punctuation; placeholders match any value ('© {year} Quadkit…').
import type { LocaleTables, Message, MessageBundle, Messages } from '../shared/i18n/messages';

const texts = (message: Message | undefined): string[] =>
  message === undefined ? [] : typeof message === 'string' ? [message] : Object.values(message);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function shownTexts(page: Element): Set<string> {
  const shown = new Set<string>();
  // Catalog content (marked lang="en") stays English on purpose.
  const root = page.cloneNode(true) as Element;
  for (const content of root.querySelectorAll('[lang="en"]')) content.remove();
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) shown.add((node.textContent ?? '').trim());
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
    for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
      shown.add((element.getAttribute(name) ?? '').trim());
  shown.delete('');
  return shown;
}

export function englishLeft(
  root: Element,
  // biome-ignore lint/suspicious/noExplicitAny: any table's bundle
  bundles: readonly MessageBundle<any>[],
  /** The language's tables: a text its translation keeps as it is is not counted. */
  tables: LocaleTables = {},
): string[] {
  const shown = [...shownTexts(root)];
  const left: string[] = [];
  for (const bundle of bundles) {
    const translated = tables[bundle.id] ?? {};
    for (const [key, english] of Object.entries(bundle.en as Messages)) {
      const same = new Set(texts(translated[key]));
      for (const text of texts(english)) {
        // Punctuation and the like ('.', '·') read the same in every language.
        if (same.has(text) || text.trim().length <= 2) continue;
        const pattern = new RegExp(
          `^${text
            .trim()
            .split(/\{\w+\}/)
            .map(escapeRegExp)
            .join('.+')}$`,
        );
        if (shown.some((candidate) => pattern.test(candidate))) left.push(`${bundle.id}.${key}: ${text}`);
      }
    }
  }
  return left;
}
