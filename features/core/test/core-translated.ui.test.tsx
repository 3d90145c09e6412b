// Core's shared components in Spanish and Chinese: pagination, status badges, tag chips (their names through the
// taxonomy tables), breadcrumbs, the confirm dialog, the error and sign-in states, spinners and outside links,
// with no English text of core's table left.
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../shared/i18n/locales';
import { taxonomyTables } from '../shared/i18n/taxonomy';
import { registerTranslations, translator } from '../shared/i18n/translate';
import { englishLeft } from '../test-utils/english-left';
import { authErrorMessage } from '../ui/auth-error-message';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { controlsMessages } from '../ui/controls.messages';
import { ErrorState } from '../ui/error-state';
import { ExternalLink } from '../ui/external-link';
import { LocaleProvider } from '../ui/i18n/locale-context';
import { coreMessages } from '../ui/messages';
import { Pagination } from '../ui/pagination/pagination';
import { SignInRequired } from '../ui/sign-in-required';
import { slotTitle } from '../ui/slot-title';
import { Spinner } from '../ui/spinner';
import { StatusBadge } from '../ui/status-badge';
import { TagSummary } from '../ui/tag-summary';
import es from '../ui/translations/es';
import zh from '../ui/translations/zh';
import esNames from '../catalog/data/i18n/es.json';
import zhNames from '../catalog/data/i18n/zh.json';

function renderIn(locale: Locale, children: ReactNode) {
  const router = createMemoryRouter([
    { path: '*', element: <LocaleProvider locale={locale}>{children}</LocaleProvider> },
  ]);
  render(<RouterProvider router={router} />);
}

const screenOfCore = (
  <>
    <Breadcrumbs trail={[{ to: '/browse', label: 'Explorar' }]} current="Anki" />
    <Pagination current={2} total={3} hrefFor={(page) => `/browse?page=${page}`} />
    <StatusBadge status="pending" />
    <StatusBadge status="approved" />
    <StatusBadge status="rejected" />
    <TagSummary tags={['Free', 'Popular', 'Notes']} max={2} />
    <ErrorState title="x" onRetry={() => {}} />
    <SignInRequired title="y" message="z" />
    <Spinner />
    <ExternalLink href="https://example.com">Ko-fi</ExternalLink>
  </>
);

// Modal: it hides the rest of the page from the accessibility tree, so it is drawn on its own.
const confirmDialog = (
  <ConfirmDialog
    open
    onOpenChange={() => {}}
    title="t"
    message="m"
    confirmLabel="c"
    busyLabel="b"
    busy={false}
    onConfirm={() => {}}
  />
);

beforeAll(() => {
  // A taxonomy table as the catalog's translator registers it, keyed by English names.
  registerTranslations('es', { ...es, 'catalog.tag': { Free: 'Gratis', Notes: 'Apuntes' } });
  registerTranslations('zh', zh);
});

afterEach(cleanup);

describe("core's components translated", () => {
  it('speak Spanish', () => {
    renderIn('es', screenOfCore);
    const pages = screen.getByRole('navigation', { name: 'Paginación' });
    within(pages).getByRole('link', { name: 'Página anterior' });
    within(pages).getByRole('link', { name: 'Página siguiente' });
    within(pages).getByRole('link', { name: 'Página 3' });
    screen.getByRole('navigation', { name: 'Ruta de navegación' });
    for (const status of ['Pendiente', 'Aprobado', 'Rechazado']) screen.getByText(status);
    const tags = within(screen.getByRole('list', { name: 'Etiquetas' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Gratis', 'Popular+1y 1 más']);
    expect(tags[1]?.querySelector('.tag--more')?.getAttribute('title')).toBe('Apuntes');
    screen.getByRole('button', { name: 'Intentar de nuevo' });
    screen.getByRole('button', { name: 'Iniciar sesión' });
    screen.getByText('Cargando…');
    expect(screen.getByRole('link', { name: /^Ko-fi/ }).textContent).toBe('Ko-fi (se abre en una pestaña nueva)');
    expect(englishLeft(document.documentElement, [coreMessages, controlsMessages], es)).toEqual([]);
    expect(authErrorMessage(new Error(''), 'es')).toBe('Ocurrió un error');
    cleanup();
    renderIn('es', confirmDialog);
    screen.getByRole('button', { name: 'Cancelar' });
    expect(englishLeft(document.documentElement, [coreMessages, controlsMessages], es)).toEqual([]);
  });

  it('speak Chinese', () => {
    renderIn('zh', screenOfCore);
    screen.getByRole('navigation', { name: '分页' });
    screen.getByText('待审核');
    screen.getByRole('button', { name: '重试' });
    screen.getByText('加载中…');
    expect(englishLeft(document.documentElement, [coreMessages, controlsMessages], zh)).toEqual([]);
    expect(authErrorMessage(new Error(''), 'zh')).toBe('发生错误');
    cleanup();
    renderIn('zh', confirmDialog);
    screen.getByRole('button', { name: '取消' });
  });

  it("gives a slot's title in the reader's language when the feature gives one", () => {
    const title = (locale: Locale) => translator(coreMessages, locale)('notifications');
    expect(slotTitle(title, 'es')).toBe('Notificaciones');
    expect(slotTitle(title, 'en')).toBe('Notifications');
    expect(slotTitle('Site notice', 'zh')).toBe('Site notice');
  });

  it("registers a table for every kind of the catalog's names, with the language's file", () => {
    for (const [tables, names] of [
      [es, esNames],
      [zh, zhNames],
    ] as const) {
      for (const [id, table] of Object.entries(taxonomyTables(names)))
        expect(tables[id as keyof typeof tables]).toBe(table);
    }
  });
});
