// A text the worker wrote in English, found among tables and written in another language: exactly, as a template
// whose values are looked up too, with plurals chosen by the count; anything unknown stays as it came.
import { describe, expect, it } from 'vitest';
import { knownTexts } from '../shared/i18n/known-text';
import { defineMessages } from '../shared/i18n/messages';
import { registerTranslations } from '../shared/i18n/translate';

const waits = defineMessages('test.knownText', {
  tooMany: 'Too many {what}. Please try again in {wait}.',
  minutes: { one: '{count} minute', other: '{count} minutes' },
  posts: 'posts',
  exact: 'Invalid login credentials',
});
registerTranslations('es', {
  'test.knownText': {
    tooMany: 'Demasiadas {what}. Vuelve a intentarlo en {wait}.',
    minutes: { one: '{count} minuto', other: '{count} minutos' },
    posts: 'publicaciones',
    exact: 'Correo o contraseña incorrectos',
  },
});
const known = knownTexts([waits]);

describe('known texts', () => {
  it('translates an exact text and a template with its values', () => {
    expect(known('Invalid login credentials', 'es')).toBe('Correo o contraseña incorrectos');
    expect(known('Too many posts. Please try again in 1 minute.', 'es')).toBe(
      'Demasiadas publicaciones. Vuelve a intentarlo en 1 minuto.',
    );
    expect(known('Too many posts. Please try again in 12 minutes.', 'es')).toBe(
      'Demasiadas publicaciones. Vuelve a intentarlo en 12 minutos.',
    );
  });

  it('leaves English, and any text no table knows, as it came', () => {
    expect(known('Too many posts. Please try again in 1 minute.', 'en')).toBe(
      'Too many posts. Please try again in 1 minute.',
    );
    expect(known('Something nobody wrote down', 'es')).toBe('Something nobody wrote down');
    // A template's value that no table knows stays English inside the translated sentence.
    expect(known('Too many kites. Please try again in 2 minutes.', 'es')).toBe(
      'Demasiadas kites. Vuelve a intentarlo en 2 minutos.',
    );
  });
});
