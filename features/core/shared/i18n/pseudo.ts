// The 'en-XA' pseudo-locale's text, made from English at run time: every letter accented and each text padded by
// 40 % inside ⟦…⟧, so an English word on a page means an untranslated string and a cut bracket means clipped
// text. Placeholders are left as they are. Loaded only where pseudo-locales are on (registerPseudoText).

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
