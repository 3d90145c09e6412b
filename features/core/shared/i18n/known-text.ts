// A text the worker wrote in English, in another language: found among the English of the given tables, exactly
// or as a template ('Too many {what}. Please try again in {wait}.'), and written from that table's translation.
// The values a template held are looked up the same way ('sign-ups', '5 minutes'), so a sentence and its parts are
// translated without every call site passing a locale. A text that matches nothing stays as it is.
import type { Locale } from './locales';
import type { MessageBundle, Messages } from './messages';
import { translator } from './translate';

interface Template {
  bundle: MessageBundle<Messages>;
  key: string;
  pattern: RegExp;
  /** Literal characters: the more a template fixes, the sooner it is tried. */
  weight: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateOf(bundle: MessageBundle<Messages>, key: string, english: string): Template | null {
  if (!/\{\w+\}/.test(english)) return null;
  const parts = english.split(/(\{\w+\})/);
  const source = parts
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      return name === 'count' ? '(?<count>\\d[\\d,.]*)' : `(?<${name}>.+?)`;
    })
    .join('');
  const weight = parts.filter((part) => !/^\{\w+\}$/.test(part)).join('').length;
  return { bundle, key, pattern: new RegExp(`^${source}$`, 's'), weight };
}

export type KnownText = (text: string, locale: Locale) => string;

/** The lookup over `bundles` (built once): `known(text, locale)`. English texts come back as they are. */
export function knownTexts(bundles: readonly MessageBundle<Messages>[]): KnownText {
  const exact = new Map<string, [MessageBundle<Messages>, string]>();
  const templates: Template[] = [];
  for (const bundle of bundles) {
    for (const [key, message] of Object.entries(bundle.en)) {
      const forms = typeof message === 'string' ? [message] : Object.values(message);
      for (const english of forms) {
        if (english === undefined) continue;
        const template = templateOf(bundle, key, english);
        if (template) templates.push(template);
        else if (!exact.has(english)) exact.set(english, [bundle, key]);
      }
    }
  }
  templates.sort((a, b) => b.weight - a.weight);

  const known = (text: string, locale: Locale, depth: number): string => {
    const hit = exact.get(text);
    if (hit) return translator(hit[0], locale)(hit[1]);
    if (depth > 2) return text;
    for (const { bundle, key, pattern } of templates) {
      const groups = pattern.exec(text)?.groups;
      if (!groups) continue;
      const values: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(groups)) {
        values[name] = name === 'count' ? Number(value.replace(/[,.]/g, '')) : known(value, locale, depth + 1);
      }
      return translator(bundle, locale)(key, values);
    }
    return text;
  };
  return (text, locale) => (locale === 'en' ? text : known(text, locale, 0));
}
