// A Spanish or Chinese page hydrates with only the texts its server render read; the language's whole tables
// arrive after. A text drawn before its table (or its key) had arrived shows in English, and draws again in the
// reader's language when it does; when nothing was waiting, their arrival draws nothing again.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineMessages } from '@quadkit/core/shared/i18n/messages';
import { taxonomyName } from '@quadkit/core/shared/i18n/taxonomy';
import { registerTranslations, textsVersion } from '@quadkit/core/shared/i18n/translate';
import { LocaleProvider, useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';

const shown = defineMessages('test.shown', { title: 'Your toolkits', more: 'Show more' });
const opened = defineMessages('test.opened', { heading: 'Sign in' });

function Shown() {
  const t = useMessages(shown);
  return (
    <p>
      {t('title')} / {t('more')}
    </p>
  );
}

function Opened() {
  return <h2>{useMessages(opened)('heading')}</h2>;
}

function Tag({ name = 'flashcards' }: { name?: string }) {
  return <span>{taxonomyName(useLocale(), 'tag', name)}</span>;
}

afterEach(cleanup);

describe('texts that arrive after the page', () => {
  it('draws a text in Spanish once its table arrives, when it was drawn in English before', () => {
    // What the server's render read: one key of one table, and one tag name.
    registerTranslations('es', { 'test.shown': { title: 'Tus kits' }, 'catalog.tag': { notes: 'apuntes' } }, true);
    render(
      <LocaleProvider locale="es">
        <Shown />
        <Opened />
        <Tag />
      </LocaleProvider>,
    );
    expect(screen.getByText('Tus kits / Show more')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('flashcards')).toBeTruthy();

    const before = textsVersion();
    act(() =>
      registerTranslations('es', {
        'test.shown': { title: 'Tus kits', more: 'Ver más' },
        'test.opened': { heading: 'Iniciar sesión' },
        'catalog.tag': { notes: 'apuntes', flashcards: 'tarjetas' },
      }),
    );
    expect(textsVersion()).toBe(before + 1);
    expect(screen.getByText('Tus kits / Ver más')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByText('tarjetas')).toBeTruthy();
  });

  it('draws nothing again when no text was waiting', () => {
    render(
      <LocaleProvider locale="es">
        <Shown />
      </LocaleProvider>,
    );
    const before = textsVersion();
    act(() => registerTranslations('es', { 'test.unread': { any: 'cualquiera' } }));
    expect(textsVersion()).toBe(before);
    expect(screen.getByText('Tus kits / Ver más')).toBeTruthy();
  });

  it('draws nothing again for a name no table has (a tag a student typed), whenever tables arrive', () => {
    registerTranslations('es', { 'catalog.tag': { notes: 'apuntes' } }, true);
    render(
      <LocaleProvider locale="es">
        <Tag name="Lab Notes" />
      </LocaleProvider>,
    );
    expect(screen.getByText('Lab Notes')).toBeTruthy();
    const before = textsVersion();
    act(() => registerTranslations('es', { 'catalog.tag': { notes: 'apuntes', flashcards: 'tarjetas' } }));
    expect(textsVersion()).toBe(before);
    expect(screen.getByText('Lab Notes')).toBeTruthy();
  });
});
