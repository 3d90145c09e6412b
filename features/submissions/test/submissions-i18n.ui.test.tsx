// The resource form, the user's suggestions and an admin's review card drawn in Spanish and Chinese: texts from
// the submissions tables, the rules' messages translated, category and tag names through the taxonomy tables,
// dates through formatDay, and no English text of those tables left.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { registerTranslations } from '@quadkit/core/shared/i18n/translate';
import { englishLeft } from '@quadkit/core/test-utils/english-left';
import { handlers, json, resetFetchStub } from '@quadkit/core/test-utils/fetch-stub';
import { LocaleProvider } from '@quadkit/core/ui/i18n/locale-context';
import { slotTitle } from '@quadkit/core/ui/slot-title';
import { resourceSubmissionList, submissionsAdminPanels } from '../ui/panels';
import { MyResourceSubmissions } from '../ui/mine/my-resource-submissions';
import { mineMessages } from '../ui/mine/mine.messages';
import { ReviewCard } from '../ui/review/review-card';
import { reviewMessages } from '../ui/review/review.messages';
import { ruleMessages } from '../shared/rules.messages';
import { SubmitScreen } from '../ui/submit/submit-screen';
import { submitMessages } from '../ui/submit/submit.messages';
import es from '../ui/translations/es';
import zh from '../ui/translations/zh';

vi.setConfig({ testTimeout: 20_000 });

const show = (locale: Locale, element: ReactNode) =>
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter>{element}</MemoryRouter>
    </LocaleProvider>,
  );

const user = { id: 'user-ada', email: 'ada@example.edu', isAdmin: false };

beforeAll(() => {
  registerTranslations('es', es);
  registerTranslations('zh', zh);
  // The catalog's names are another table's job; one name each shows they are looked up where they are shown.
  registerTranslations('es', {
    'catalog.category': { 'Student Perks': 'Beneficios para estudiantes' },
    'catalog.tag': { Free: 'Gratis' },
  });
  registerTranslations('zh', { 'catalog.category': { Learning: '学习' } });
});
beforeEach(resetFetchStub);
afterEach(cleanup);

describe('the submissions in Spanish', () => {
  it("draws the form, its page title and its rules' messages in Spanish", () => {
    const { container } = show('es', <SubmitScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sugerir un recurso' })).toBeTruthy();
    expect(document.title).toBe('Sugerir un recurso – Quadkit');
    const options = [...(screen.getByLabelText('Categoría') as HTMLSelectElement).options].map((o) => o.text);
    expect(options.slice(0, 2)).toEqual(['Elige una categoría', 'Beneficios para estudiantes']);
    fireEvent.change(screen.getByLabelText('URL del sitio web'), { target: { value: 'data:text/html,hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar recurso' }));
    expect(screen.getByText('El nombre del recurso debe tener al menos 2 caracteres.')).toBeTruthy();
    expect(screen.getByText('Elige una categoría de la lista.')).toBeTruthy();
    expect(englishLeft(container, [submitMessages, ruleMessages])).toEqual([]);
  });

  it("draws an admin's review card in Spanish, the description marked English", () => {
    const submission = {
      id: 's1',
      name: 'Zebra Notes',
      url: 'https://zebra.example.org',
      description: 'A free tool that keeps lecture notes tidy.',
      category: 'student-perks',
      email: null,
      tags: [],
      createdAt: '2026-03-05T10:00:00.000Z',
      possibleDuplicate: { where: 'catalog', title: 'Zebra', url: 'https://zebra.example.org', resourceId: 'zebra' },
    } as unknown as Parameters<typeof ReviewCard>[0]['submission'];
    const { container } = show('es', <ReviewCard submission={submission} onDecided={() => {}} />);
    expect(screen.getByRole('article', { name: 'Envío Zebra Notes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rechazar por duplicado' })).toBeTruthy();
    expect(screen.getByLabelText('Gratis')).toBeTruthy();
    expect(screen.getByLabelText('Descripción').getAttribute('lang')).toBe('en');
    expect(englishLeft(container, [reviewMessages])).toEqual([]);
  });
});

describe('the submissions in Chinese', () => {
  it("lists the user's suggestions with a Chinese date, category and reason", async () => {
    handlers['GET /api/resource-submissions/mine'] = () =>
      json(200, {
        submissions: [
          {
            id: 's1',
            name: 'Zebra Notes',
            category: 'learning',
            status: 'rejected',
            reason: 'Not free.',
            createdAt: '2026-03-05T10:00:00.000Z',
            resourceId: null,
          },
        ],
      });
    const { container } = show('zh', <MyResourceSubmissions user={user} />);
    expect(await screen.findByText('学习 · 2026年3月5日')).toBeTruthy();
    expect(screen.getByText('原因：Not free.')).toBeTruthy();
    expect(screen.getByRole('list', { name: '你推荐的资源' })).toBeTruthy();
    expect(englishLeft(container, [mineMessages])).toEqual([]);
  });
});

describe("the submissions' slot titles", () => {
  it('are English by default and Spanish or Chinese where they are drawn', () => {
    const titles = (locale: Locale) =>
      [...submissionsAdminPanels, resourceSubmissionList].map((slot) => slotTitle(slot.title, locale));
    expect(titles('en')).toEqual(['Resource submissions awaiting review', 'Site notice', 'Resource Submissions']);
    expect(titles('es')).toEqual([
      'Sugerencias de recursos pendientes de revisión',
      'Aviso del sitio',
      'Sugerencias de recursos',
    ]);
    expect(titles('zh')).toEqual(['待审核的资源推荐', '网站公告', '资源推荐']);
  });
});
