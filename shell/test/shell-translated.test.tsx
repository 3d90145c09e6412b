// The shell in Spanish and Chinese: the frame (header, bottom nav, footer), home, the sign-in modal and a page
// behind sign-in show the reader's language, and no English text of the shell's or core's tables is left.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { registerTranslations } from '@quadkit/core/shared/i18n/translate';
import { englishLeft } from '@quadkit/core/test-utils/english-left';
import { LocaleProvider } from '@quadkit/core/ui/i18n/locale-context';
import { controlsMessages } from '@quadkit/core/ui/controls.messages';
import { coreMessages } from '@quadkit/core/ui/messages';
import { sessionCheckedAtom } from '@quadkit/core/ui/session-atoms';
import { openAuthModal } from '@quadkit/core/ui/session-events';
import { Toaster } from '@quadkit/core/ui/toaster';
import { routes } from '../src/app/routes';
import { AuthModalHost } from '../src/auth/auth-modal-host';
import { authMessages } from '../src/auth/messages';
import es from '../src/i18n/es';
import zh from '../src/i18n/zh';
import { layoutMessages } from '../src/layout/messages';
import { homeMessages } from '../src/pages/home-page.messages';
import { slotPageMessages } from '../src/pages/slot-page.messages';
import { ada, json, stubApi, stubLayoutGlobals } from './auth-helpers';

// Per screen: home's sections (other packages) have spinners of their own ('Loading …'), which pages' 'Loading
// {title}' would match.
const FRAME = [coreMessages, layoutMessages];
const HOME = [...FRAME, homeMessages];
const PAGES = [...FRAME, slotPageMessages];
const AUTH = [coreMessages, controlsMessages, authMessages];

function renderAt(locale: Locale, path: string) {
  const store = createStore();
  store.set(sessionCheckedAtom, true);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <LocaleProvider locale={locale}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </LocaleProvider>,
  );
}

function renderAuthHost(locale: Locale) {
  render(
    <LocaleProvider locale={locale}>
      <Provider store={createStore()}>
        <AuthModalHost navigate={vi.fn()} />
        <Toaster />
      </Provider>
    </LocaleProvider>,
  );
}

beforeAll(() => {
  registerTranslations('es', es);
  registerTranslations('zh', zh);
});

beforeEach(stubLayoutGlobals);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the shell in Spanish', () => {
  it('draws home, header, bottom nav and footer in Spanish', async () => {
    renderAt('es', '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recursos para estudiantes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar recursos' }).getAttribute('href')).toBe('/browse');
    expect(screen.getByRole('button', { name: 'Buscar' }).getAttribute('title')).toBe('Buscar (Ctrl+K)');
    expect(screen.getByRole('switch', { name: 'Modo oscuro' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Inicio', 'Explorar', 'Guardados', 'Cuenta']);
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Quadkit. Todos los derechos reservados.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Apóyanos/ }).textContent).toBe('Apóyanos (se abre en una pestaña nueva)');
    expect(englishLeft(document.documentElement, HOME, es)).toEqual([]);
  });

  it('asks for sign-in on /submissions in Spanish', async () => {
    renderAt('es', '/submissions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis envíos' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Inicia sesión para ver tus envíos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toBeTruthy();
    expect(document.title).toBe('Mis envíos – Quadkit');
    expect(englishLeft(document.documentElement, PAGES, es)).toEqual([]);
  });

  it('signs in through the modal in Spanish, its fallback error and toast included', async () => {
    let answer = () => new Response('<h1>Bad gateway</h1>', { status: 502 });
    stubApi({ 'POST /api/auth/sign-in': () => answer() });
    renderAuthHost('es');
    act(() => openAuthModal());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Hola de nuevo' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeTruthy();
    expect(englishLeft(document.documentElement, AUTH, es)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Regístrate' }));
    expect(within(dialog).getByRole('heading', { name: 'Crea tu cuenta' })).toBeTruthy();
    expect(within(dialog).getByText(/^Al menos 8 caracteres/)).toBeTruthy();
    expect(englishLeft(document.documentElement, AUTH, es)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Inicia sesión' }));

    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: ada.email } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'secret-123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ocurrió un error');

    answer = () => json(200, { user: ada });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
    const toasts = await screen.findByRole('region', { name: 'Notificaciones' });
    expect((await within(toasts).findByRole('listitem')).textContent).toBe(
      'Éxito: Sesión iniciada como ada@example.edu.×',
    );
    expect(within(toasts).getByRole('button', { name: 'Cerrar notificación' })).toBeTruthy();
  });
});

describe('the shell in Chinese', () => {
  it('draws home, header, bottom nav and footer in Chinese', async () => {
    renderAt('zh', '/');
    expect(await screen.findByRole('heading', { level: 1, name: '学生资源' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '浏览资源' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['首页', '浏览', '已收藏', '账户']);
    expect(englishLeft(document.documentElement, HOME, zh)).toEqual([]);
  });
});
