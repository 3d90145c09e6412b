// The 'en-XA' pseudo-locale's text: longer in word-sized runs (as translations are), never one unbreakable run that
// would overflow any box by itself; and its dates accented too, so an English date is not taken for a missed text.
import { describe, expect, it } from 'vitest';
import { formatDay } from '@quadkit/core/shared/i18n/format';
import { accentedTable, accentText } from '@quadkit/core/shared/i18n/pseudo';
import { registerPseudoText } from '@quadkit/core/shared/i18n/translate';

describe('accentText', () => {
  it('accents every letter and pads by 40 % in runs of at most 8, each a word of its own', () => {
    const english = 'Everything worth knowing about as a student, in one place to start from today';
    const text = accentText(english);
    expect(text).toMatch(/^⟦Éṽéŕýţĥíñĝ ŵóŕţĥ/);
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(text).not.toMatch(/~{9}/);
    expect(text).not.toMatch(/[^ ~]~/);
    expect(text.match(/~/g)?.length).toBe(Math.ceil((english.match(/[A-Za-z]/g)?.length ?? 0) * 0.4));
  });

  it('leaves placeholders and an empty text as they are', () => {
    expect(accentText('{count} posts')).toBe('⟦{count} þóšţš ~~⟧');
    expect(accentText('')).toBe('');
  });
});

describe('formatDay in en-XA', () => {
  it('accents the English date', () => {
    registerPseudoText({ accentText, accentedTable });
    expect(formatDay('en-XA', '2025-10-14')).toBe(accentText('October 14, 2025'));
    expect(formatDay('en', '2025-10-14')).toBe('October 14, 2025');
  });
});
