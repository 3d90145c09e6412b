// Every English message table has its Spanish and Chinese translation, registered under its id, with the same
// keys, the same placeholders and no blank text: a screen in Spanish never falls back to English by omission.
import type { Message, MessageBundle, Messages } from '@quadkit/core/shared/i18n/messages';
import { describe, expect, it } from 'vitest';
import es from '../src/i18n/es';
import zh from '../src/i18n/zh';

const modules = import.meta.glob<Record<string, unknown>>(
  ['/features/*/ui/**/*messages.ts', '/features/*/shared/**/*messages.ts', '/shell/src/**/*messages.ts'],
  { eager: true },
);

function isBundle(value: unknown): value is MessageBundle<Messages> {
  return typeof value === 'object' && value !== null && 'id' in value && 'en' in value;
}

const bundles = Object.entries(modules).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter(isBundle)
    .map((bundle) => ({ file, bundle })),
);

const placeholders = (message: Message) =>
  [...new Set((typeof message === 'string' ? [message] : Object.values(message)).join(' ').match(/\{\w+\}/g))].sort();

describe('translations', () => {
  it('finds the message tables', () => {
    expect(bundles.length).toBeGreaterThan(1);
  });

  it('gives every table its own id', () => {
    const ids = bundles.map(({ bundle }) => bundle.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  for (const [locale, tables] of [
    ['es', es],
    ['zh', zh],
  ] as const) {
    describe(locale, () => {
      it('registers a table for every English one, and none that no longer exists', () => {
        const ids = bundles.map(({ bundle }) => bundle.id).sort();
        // 'catalog.*' tables name the catalog's vocabulary, keyed by English names (their own test checks them).
        const registered = Object.keys(tables).filter((id) => !id.startsWith('catalog.'));
        expect(registered.sort()).toEqual(ids);
      });

      for (const { file, bundle } of bundles) {
        it(`translates ${bundle.id} (${file}) whole`, () => {
          const table = (tables as Record<string, Messages>)[bundle.id] ?? {};
          expect(Object.keys(table).sort()).toEqual(Object.keys(bundle.en).sort());
          for (const [key, english] of Object.entries(bundle.en)) {
            const translated = table[key];
            if (translated === undefined) continue;
            expect(typeof translated, key).toBe(typeof english);
            expect(placeholders(translated), key).toEqual(placeholders(english));
            const texts = typeof translated === 'string' ? [translated] : Object.values(translated);
            for (const text of texts) expect(text.trim(), key).not.toBe('');
          }
        });
      }
    });
  }
});
