// The dashboard, the onboarding wizard and the account menu in Spanish and Chinese: every text of the dashboard's
// tables in the reader's language, the stored English values (level, goals, interests) shown translated.
import * as Dialog from '@radix-ui/react-dialog';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerTranslations } from '@quadkit/core/shared/i18n/translate';
import { englishLeft } from '@quadkit/core/test-utils/english-left';
import type { DashboardPanel } from '@quadkit/core/ui/dashboard-panels';
import { LocaleProvider } from '@quadkit/core/ui/i18n/locale-context';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { AccountMenu } from '../ui/account/account-menu';
import { accountMenuMessages } from '../ui/account/account-menu.messages';
import { accountSafetyDashboardPanels } from '../ui/account-safety-panels';
import { accountPanelMessages } from '../ui/account-safety-panels.messages';
import { accountSafetyMessages } from '../ui/account-safety/account-safety.messages';
import { dangerZoneMessages } from '../ui/components/danger-zone.messages';
import { displayNameError } from '../ui/components/display-name-field';
import { profileFormMessages } from '../ui/components/profile-form.messages';
import { OnboardingWizard } from '../ui/onboarding/onboarding-wizard';
import { onboardingMessages } from '../ui/onboarding/onboarding.messages';
import { profileLabelMessages } from '../ui/profile-labels.messages';
import { dashboardMessages } from '../ui/screens/dashboard.messages';
import es from '../ui/translations/es';
import zh from '../ui/translations/zh';
import { ada, callsTo, handlers, json, profileOf, renderDashboard, resetHarness } from './dashboard-harness';

const dashboardBundles = [
  dashboardMessages,
  profileFormMessages,
  dangerZoneMessages,
  profileLabelMessages,
  accountPanelMessages,
  accountSafetyMessages,
];
const changePassword = accountSafetyDashboardPanels.find((panel) => panel.id === 'change-password') as DashboardPanel;

beforeAll(async () => {
  registerTranslations('es', { ...es, 'catalog.major': { 'Computer Science': 'Ciencias de la Computación' } });
  registerTranslations('zh', zh);
  await import('../ui/screens/dashboard-screen');
});
beforeEach(resetHarness);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('dashboard in Spanish', () => {
  it('shows the profile, forms, goals, panels and danger zone in Spanish, with no English text of its tables', async () => {
    handlers['GET /api/profile'] = () =>
      json(200, {
        profile: profileOf({ study_level: 'Undergraduate', major: 'Computer Science', graduation_year: 2028 }),
      });
    renderDashboard({ locale: 'es', panels: [changePassword] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de perfil' })).toBeTruthy();
    expect(document.title).toBe('Panel de perfil – Quadkit');
    expect(screen.getByText('Licenciatura · Ciencias de la Computación')).toBeTruthy();
    expect(screen.getByText('Generación 2028')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear kit de herramientas' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Editar perfil' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Secundaria' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Herramientas de IA' })).toBeTruthy();
    const goals = screen.getByRole('list', { name: 'Metas de estudio' });
    expect(within(goals).getByRole('button', { name: 'Excelencia académica' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Zona de peligro' })).toBeTruthy();
    // Another package's panel titled in the reader's language, its body loaded lazily.
    expect(screen.getByRole('heading', { name: 'Cambiar contraseña' })).toBeTruthy();
    expect(await screen.findByLabelText('Contraseña actual')).toBeTruthy();
    expect(englishLeft(document.body, dashboardBundles, es)).toEqual([]);
  });

  it('words the form checks and the save toast in Spanish', async () => {
    handlers['PUT /api/profile'] = (init) => json(200, { profile: profileOf(JSON.parse(String(init.body))) });
    renderDashboard({ locale: 'es' });
    await screen.findByText('Completa tu perfil');
    fireEvent.change(screen.getByLabelText('Año de graduación'), { target: { value: '1999' } });
    fireEvent.change(screen.getByLabelText('Nombre visible (opcional)'), { target: { value: 'ada@example.edu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toContainEqual(expect.stringMatching(/^Elige un año de graduación entre \d{4} y \d{4}\.$/));
    expect(alerts).toContain('El nombre visible no puede contener un correo electrónico (ni una @).');
    expect(callsTo('PUT /api/profile')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Año de graduación'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Nombre visible (opcional)'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    await screen.findByText('Se actualizó tu perfil.');
  });

  it("says each of the display-name rule's complaints in Spanish", () => {
    for (const name of ['A', 'x'.repeat(41), 'Ada\u0007', 'ada@x', 'www.ada.dev']) {
      const english = displayNameError(name, 'en');
      const spanish = displayNameError(name, 'es');
      expect(english, name).toBeTruthy();
      expect(spanish, name).toMatch(/^El nombre visible|^No se puede/);
    }
  });
});

describe('onboarding wizard in Chinese', () => {
  it('asks its questions in Chinese, with the stored levels, interests and goals named in Chinese', async () => {
    render(
      <LocaleProvider locale="zh">
        <Provider store={createStore()}>
          <Dialog.Root open>
            <Dialog.Content>
              <OnboardingWizard onDone={() => {}} />
            </Dialog.Content>
          </Dialog.Root>
        </Provider>
      </LocaleProvider>,
    );
    expect(screen.getByText('第 1 步，共 4 步')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '欢迎加入！' })).toBeTruthy();
    expect(englishLeft(document.body, [onboardingMessages], zh)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '继续' }));
    expect(await screen.findByRole('heading', { name: '你的学业' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '博士' })).toBeTruthy();
    expect(screen.getByLabelText('毕业年份')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '继续' }));
    expect(await screen.findByRole('button', { name: '留学' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '继续' }));
    expect(await screen.findByRole('button', { name: '升学深造' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '开始使用' })).toBeTruthy();
    expect(englishLeft(document.body, [onboardingMessages, profileFormMessages, profileLabelMessages], zh)).toEqual([]);
  });
});

describe('account menu in Chinese', () => {
  it('names the menu and its items in Chinese', async () => {
    const store = createStore();
    store.set(sessionUserAtom, ada);
    render(
      <LocaleProvider locale="zh">
        <Provider store={store}>
          <MemoryRouter>
            <AccountMenu user={ada} />
          </MemoryRouter>
        </Provider>
      </LocaleProvider>,
    );
    const button = screen.getByRole('button', { name: 'ada@example.edu 的账号菜单' });
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole('link', { name: '个人中心' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
    expect(englishLeft(document.body, [accountMenuMessages], zh)).toEqual([]);
  });
});
