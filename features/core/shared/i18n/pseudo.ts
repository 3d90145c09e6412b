// The 'en-XA' pseudo-locale's text, made from English at run time: every letter accented and each text padded by
// 40 % inside ⟦…⟧, so an English word on a page means an untranslated string and a cut bracket means clipped
// text. Placeholders are left as they are. Loaded only where pseudo-locales are on (registerPseudoText), so no
// reader's first load carries any of it.
import type { Message, MessageBundle, Messages, Plural } from './messages';

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

export function accentText(text: string): string {
  let out = '';
  let letters = 0;
  // Placeholders ({name}) pass through unaccented so the values still fill them.
  for (const part of text.split(/(\{\w+\})/)) {
    if (/^\{\w+\}$/.test(part)) {
      out += part;
      continue;
    }
    for (const char of part) {
      const accented = ACCENTED[char];
      if (accented) letters++;
      out += accented ?? char;
    }
  }
  // Padding in word-sized runs of its own: one long unbreakable run would overflow any box by itself, and runs glued
  // to the last word would make it longer than words of any language.
  const padding = ('~'.repeat(Math.ceil(letters * 0.4)).match(/~{1,8}/g) ?? []).map((run) => ` ${run}`).join('');
  return text ? `⟦${out}${padding}⟧` : text;
}

function accentMessage(message: Message): Message {
  if (typeof message === 'string') return accentText(message);
  const plural: Plural = { other: accentText(message.other) };
  for (const [category, text] of Object.entries(message)) {
    if (text !== undefined) plural[category as keyof Plural] = accentText(text);
  }
  return plural;
}

const tables = new Map<string, Messages>();

/** A bundle's English table accented, made once per bundle. */
export function accentedTable(bundle: MessageBundle<Messages>): Messages {
  let table = tables.get(bundle.id);
  if (!table) {
    table = {};
    for (const [key, message] of Object.entries(bundle.en)) table[key] = accentMessage(message);
    tables.set(bundle.id, table);
  }
  return table;
}
