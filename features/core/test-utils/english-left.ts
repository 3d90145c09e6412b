// For translation tests: which English texts of the given tables are still on a screen drawn in another
// language (in its text, or in the attributes a student meets: labels, placeholders, titles, alt texts).
import type { MessageBundle, Messages } from '../shared/i18n/messages';

const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

export function englishLeft(container: Element, bundles: readonly MessageBundle<Messages>[]): string[] {
  const attributes = [...container.querySelectorAll('*')].flatMap((element) =>
    ATTRIBUTES.map((name) => element.getAttribute(name) ?? ''),
  );
  const shown = [container.textContent ?? '', ...attributes].join('\n');
  // Texts with placeholders are filled in on screen; their fixed parts are checked through the rest.
  const texts = bundles.flatMap((bundle) =>
    Object.values(bundle.en).flatMap((message) => (typeof message === 'string' ? [message] : Object.values(message))),
  );
  return [...new Set(texts)].filter((text) => text.trim().length > 2 && !/\{\w+\}/.test(text) && shown.includes(text));
}
