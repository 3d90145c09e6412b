// The toolkit screens in Spanish and Chinese: the texts a student reads come from the registered tables (no
// English of the package's tables left on the screen), heads are translated from the reader's locale, and the
// save control's failure toast, written outside any component, speaks the reader's language too.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Message, MessageBundle, Messages } from '@quadkit/core/shared/i18n/messages';
import { registerTranslations } from '@quadkit/core/shared/i18n/translate';
import { addMessages } from '../ui/add-to-toolkit/messages';
import { toolkitDashboardPanels } from '../ui/dashboard-panels';
import { saveMessages } from '../ui/bookmarks/messages';
import { commonMessages } from '../ui/components/messages';
import { cardMessages } from '../ui/components/toolkit-card.messages';
import { dashboardMessages } from '../ui/dashboard/messages';
import { editorMessages } from '../ui/editor/messages';
import { ruleMessages } from '../shared/rules.messages';
import { showcaseMessages } from '../ui/home/messages';
import { savedMessages } from '../ui/screens/saved-screen.messages';
import { toolkitDetailHead } from '../ui/screens/toolkit-detail-head';
import { detailMessages } from '../ui/screens/toolkit-detail.messages';
import { toolkitsHead } from '../ui/screens/toolkits-head';
import { toolkitsListMessages } from '../ui/screens/toolkits-screen.messages';
import es from '../ui/translations/es';
import zh from '../ui/translations/zh';
import { slotTitle } from '@quadkit/core/ui/slot-title';
import {
  apiError,
  callsTo,
  detail,
  handlers,
  json,
  renderApp,
  resetHarness,
  resource,
  saved,
  summary,
  tearDownHarness,
  toastText,
} from './ui-harness';

const bundles: MessageBundle<Messages>[] = [
  addMessages,
  saveMessages,
  commonMessages,
  cardMessages,
  dashboardMessages,
  editorMessages,
  ruleMessages,
  showcaseMessages,
  savedMessages,
  detailMessages,
  toolkitsListMessages,
];

const texts = (message: Message) => (typeof message === 'string' ? [message] : Object.values(message));
const pattern = (text: string) =>
  new RegExp(
    `^${text
      .trim()
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\?\{\w+\\?\}/g, '.+')}$`,
  );

/** Every English text of the package's tables that reads differently in `locale`, as a whole-text pattern. */
function englishPatterns(tables: Record<string, Messages>) {
  return bundles.flatMap((bundle) =>
    Object.entries(bundle.en).flatMap(([key, english]) => {
      const translated = tables[bundle.id]?.[key];
      const same = translated !== undefined && texts(translated).join('|') === texts(english).join('|');
      return same ? [] : texts(english).map((text) => ({ id: `${bundle.id}.${key}`, re: pattern(text) }));
    }),
  );
}

/** The English texts still shown: an element's whole text, or its aria-label, placeholder or title (`core`: the
 * same English in a core component, which core's own tables translate). */
function englishLeft(tables: Record<string, Messages>, core: readonly string[] = []): string[] {
  const patterns = englishPatterns(tables);
  const found = new Set<string>();
  for (const element of document.body.querySelectorAll('*')) {
    const shown = [
      element.textContent ?? '',
      ...['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
    ];
    for (const text of shown.map((value) => value.trim()).filter((value) => value && !core.includes(value))) {
      for (const { id, re } of patterns) if (re.test(text)) found.add(`${id}: ${text}`);
    }
  }
  return [...found];
}

beforeAll(() => {
  registerTranslations('es', es);
  registerTranslations('zh', zh);
});
beforeEach(resetHarness);
afterEach(tearDownHarness);

describe('toolkits in Spanish', () => {
  it('draws /toolkits with Spanish headings, cards, counts and stats', async () => {
    handlers['GET /api/toolkits/public'] = () =>
      json(200, {
        toolkits: [
          summary('a', { resourceCount: 7, isBuiltIn: true, previewResources: [{ id: 'notion', title: 'Notion' }] }),
          summary('b', { resourceCount: 1, previewResources: [{ id: 'anki', title: 'Anki' }] }),
        ],
      });
    renderApp({ path: '/toolkits', locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Todos los kits de herramientas (2)' })).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'Kit a' }).closest('article') as HTMLElement;
    expect(within(card).getByText('7 recursos')).toBeTruthy();
    expect(within(card).getByText('+6 herramientas más')).toBeTruthy();
    expect(within(card).getByText('Público')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Guardar' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Ver kit: Kit a' })).toBeTruthy();
    const other = screen.getByRole('heading', { name: 'Kit b' }).closest('article') as HTMLElement;
    expect(within(other).getByText('1 recurso')).toBeTruthy();
    // A built-in toolkit's description is catalog text, marked English; a student's own is not marked.
    const description = (article: HTMLElement) => within(article).getByText(/exam week/);
    expect(description(card).getAttribute('lang')).toBe('en');
    expect(description(other).getAttribute('lang')).toBeNull();
    expect(screen.getByRole('region', { name: 'Estadísticas de la comunidad' }).textContent).toContain(
      'Promedio de recursos por kit',
    );
    expect(englishLeft(es)).toEqual([]);
  });

  it("says the loaders' own fallbacks in Spanish when the server answers without a message", async () => {
    handlers['GET /api/toolkits/public'] = () => new Response('<h1>Bad gateway</h1>', { status: 502 });
    renderApp({ path: '/toolkits', locale: 'es' });
    expect(await screen.findByText('Error al cargar los kits de herramientas')).toBeTruthy();
    tearDownHarness();
    resetHarness();
    handlers['GET /api/toolkits/kit'] = () => new Response('<h1>Bad gateway</h1>', { status: 502 });
    renderApp({ path: '/toolkit/kit', locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No se pudo cargar ningún recurso' })).toBeTruthy();
    expect(screen.getByText('No se pudieron cargar los recursos')).toBeTruthy();
  });

  it("draws an owner's remixed, unlisted toolkit page in Spanish", async () => {
    handlers['GET /api/toolkits/kit'] = () =>
      json(200, {
        toolkit: detail('kit', {
          isOwner: true,
          isPublic: false,
          visibility: 'unlisted',
          shareToken: 'a'.repeat(32),
          usedBy: 3,
          remixedFrom: { id: 'orig', title: 'Original kit', owner: 'Quadkit' },
        }),
      });
    renderApp({ path: '/toolkit/kit', locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kit kit' })).toBeTruthy();
    expect(screen.getByText('No listado')).toBeTruthy();
    expect(screen.getByText('Usado por 3')).toBeTruthy();
    expect(screen.getByText('2 recursos')).toBeTruthy();
    expect(screen.getByText('Original kit').closest('p')?.textContent).toBe('Remezcla de Original kit, de Quadkit');
    expect(screen.getByRole('heading', { name: 'Enlace para compartir' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revocar enlace' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hacer una copia' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Detalles de Notion' })).toBeTruthy();
    // A resource's description is catalog text: marked English for screen readers.
    expect(screen.getByText(/notion helps students/).getAttribute('lang')).toBe('en');
    // 'Tags' here is core's tag summary's label.
    expect(englishLeft(es, ['Tags'])).toEqual([]);
  });

  it('checks the editor in Spanish, with the limits in the messages', async () => {
    handlers['GET /api/resources'] = () => json(200, { resources: [resource('notion')] });
    renderApp({ path: '/dashboard/create-toolkit', locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear kit de herramientas' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crear kit de herramientas' }));
    expect(await screen.findByText('El título debe tener al menos 3 caracteres')).toBeTruthy();
    expect(screen.getByText('La descripción debe tener al menos 10 caracteres')).toBeTruthy();
    expect(screen.getByText('Agrega al menos un recurso a tu kit de herramientas')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Agregar Notion' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /No listado/ })).toBeTruthy();
    expect(englishLeft(es)).toEqual([]);
  });

  it('says a failed save in Spanish, though the toast is written outside any component', async () => {
    handlers['GET /api/toolkits/public'] = () => json(200, { toolkits: [summary('a')] });
    handlers['POST /api/bookmarks'] = () => apiError(500, 'internal_error', 'Something went wrong on our side.');
    renderApp({ path: '/toolkits', locale: 'es' });
    const save = await screen.findByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(callsTo('GET /api/bookmarks')).toHaveLength(1));
    fireEvent.click(save);
    // The 'Error: ' before it is the toast stack's own (core's) word for the kind.
    await waitFor(() =>
      expect(toastText()).toEqual([expect.stringMatching(/No se pudo guardar “Kit a”\. Inténtalo de nuevo\.$/)]),
    );
  });

  it('translates the heads of /toolkits and /toolkit/{id}', () => {
    const url = new URL('https://quadkit.example/toolkits');
    const list = toolkitsHead({ data: { ok: true, data: [summary('a')] }, url, locale: 'es' } as never);
    expect(list).toMatchObject({ title: 'Kits de herramientas – Quadkit' });
    const data = { id: 'a', toolkit: { ok: true, data: detail('a') }, loadMs: 1 };
    const page = toolkitDetailHead({ data, url, locale: 'zh' } as never);
    expect(page).toMatchObject({ title: 'Kit a – 工具包 – Quadkit' });
    expect(JSON.stringify(page)).toContain('"name":"首页"');
  });

  it("names the dashboard panels in the reader's language, English as before", () => {
    expect(toolkitDashboardPanels.map((panel) => slotTitle(panel.title, 'es'))).toEqual([
      'Kits de herramientas',
      'Guardados',
      'Mis kits de herramientas',
      'Recursos guardados',
    ]);
    expect(toolkitDashboardPanels.map((panel) => slotTitle(panel.title, 'en'))).toEqual([
      'Toolkits',
      'Saved items',
      'My Toolkits',
      'Saved resources',
    ]);
  });
});

describe('toolkits in Chinese', () => {
  it('draws /saved with a resource and a toolkit in Chinese', async () => {
    handlers['GET /api/bookmarks'] = () =>
      json(200, {
        bookmarks: [saved('toolkit', 'a', summary('a')), saved('resource', 'notion', resource('notion'))],
      });
    renderApp({ path: '/saved', locale: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '已收藏资源' })).toBeTruthy();
    expect(await screen.findByText('已收藏 2 项，最新的在前。')).toBeTruthy();
    expect(screen.getByText('工具包 · 2 个资源')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^将.+从收藏中移除$/ })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: '查看详情 →' })).toHaveLength(2);
    expect(englishLeft(zh)).toEqual([]);
  });
});
