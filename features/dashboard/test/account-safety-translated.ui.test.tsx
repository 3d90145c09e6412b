// The account-safety panel and screens in Spanish and Chinese: the signed-in devices with a plural count, and
// the forgot-password screen with its page title.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerTranslations } from '@quadkit/core/shared/i18n/translate';
import { englishLeft } from '@quadkit/core/test-utils/english-left';
import { LocaleProvider } from '@quadkit/core/ui/i18n/locale-context';
import { accountSafetyRoutes } from '../ui/account-safety-routes';
import { accountPanelMessages } from '../ui/account-safety-panels.messages';
import { accountSafetyMessages } from '../ui/account-safety/account-safety.messages';
import { SessionsPanel } from '../ui/account-safety/sessions-panel';
import es from '../ui/translations/es';
import zh from '../ui/translations/zh';
import { handlers, json, resetHarness } from './dashboard-harness';

const bundles = [accountSafetyMessages, accountPanelMessages];
const session = (id: string, current: boolean) => ({
  id,
  device: current ? 'Firefox on Linux' : 'Chrome on Windows',
  signedInAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-26T10:00:00.000Z',
  current,
});

beforeAll(() => {
  registerTranslations('es', es);
  registerTranslations('zh', zh);
});
beforeEach(resetHarness);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signed-in devices in Spanish', () => {
  it('lists the devices and counts the sessions it signed out in Spanish', async () => {
    handlers['GET /api/account/sessions'] = () => json(200, { sessions: [session('a', true), session('b', false)] });
    handlers['DELETE /api/account/sessions/others'] = () => json(200, { signedOut: 1 });
    render(
      <LocaleProvider locale="es">
        <SessionsPanel />
      </LocaleProvider>,
    );
    expect(await screen.findByRole('list', { name: 'Dispositivos con sesión iniciada' })).toBeTruthy();
    expect(screen.getByText('(este dispositivo)', { exact: false })).toBeTruthy();
    expect(screen.getAllByText(/^Última actividad: /)).toHaveLength(2);
    expect(englishLeft(document.body, bundles, es)).toEqual([]);
    handlers['GET /api/account/sessions'] = () => json(200, { sessions: [session('a', true)] });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión en todos los demás' }));
    expect(await screen.findByText('Se cerró 1 sesión más.')).toBeTruthy();
    expect(await screen.findByText('Este es el único dispositivo con sesión iniciada en tu cuenta.')).toBeTruthy();
  });
});

describe('forgot password in Chinese', () => {
  it('asks for the e-mail in Chinese, titled in Chinese', async () => {
    const router = createMemoryRouter(accountSafetyRoutes, { initialEntries: ['/forgot-password'] });
    render(
      <LocaleProvider locale="zh">
        <RouterProvider router={router} />
      </LocaleProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '忘记密码？' })).toBeTruthy();
    expect(document.title).toBe('忘记密码？ – Quadkit');
    expect(screen.getByLabelText('邮箱', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: '发送重置链接' })).toBeTruthy();
    expect(englishLeft(document.body, bundles, zh)).toEqual([]);
    router.dispose();
  });
});
