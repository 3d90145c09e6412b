// The board, an article and the post form drawn in Spanish and Chinese: the texts a student reads come from the
// bulletin's tables (heads, counts, read times, the rules' messages), and no English text of those tables is left.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { registerTranslations } from '@quadkit/core/shared/i18n/translate';
import { englishLeft } from '@quadkit/core/test-utils/english-left';
import { handlers, json, resetFetchStub } from '@quadkit/core/test-utils/fetch-stub';
import { LocaleProvider } from '@quadkit/core/ui/i18n/locale-context';
import { sessionCheckedAtom, sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { slotTitle } from '@quadkit/core/ui/slot-title';
import { articleMessages } from '../ui/article/article.messages';
import { ArticleScreen } from '../ui/article/article-screen';
import { boardHead } from '../ui/board/board-head';
import { boardMessages } from '../ui/board/board.messages';
import { BoardScreen } from '../ui/board/board-screen';
import { cardMessages } from '../ui/components/messages';
import { MyPostsPanel } from '../ui/panels/dashboard';
import { postsMessages } from '../ui/panels/posts.messages';
import { ruleMessages } from '../ui/rules.messages';
import { submitMessages } from '../ui/submit/submit.messages';
import { SubmitScreen } from '../ui/submit/submit-screen';
import { bulletinAdminPanels, bulletinDashboardPanels, bulletinSubmissionLists } from '../ui/panels';
import es from '../ui/translations/es';
import zh from '../ui/translations/zh';

vi.setConfig({ testTimeout: 20_000 });

const card = (n: number) => ({
  id: `guide-${n}`,
  kind: 'article' as const,
  title: `Guide number ${n}`,
  snippet: 'A short guide.',
  image: '/images/x.svg',
  tags: ['Wellness'],
  date: '2026-03-05',
  readTime: '4 min read',
  author: { name: 'Editorial', avatar: null, profile: null },
});

const board = { ok: true, data: { articles: [card(1), card(2)], total: 2, page: 1, pageCount: 1, tags: ['Wellness'] } };
const article = {
  ok: true,
  data: { article: { ...card(1), content: 'Body text.' }, previous: card(2), next: card(3), related: [card(4)] },
};

function show(locale: Locale, path: string, element: ReactNode, loader?: () => unknown, head?: unknown) {
  const store = createStore();
  store.set(sessionUserAtom, { id: 'user-ada', email: 'ada@example.edu', isAdmin: false });
  store.set(sessionCheckedAtom, true);
  const router = createMemoryRouter([{ path, element, loader, handle: head ? { head } : undefined }], {
    initialEntries: [path.replace(':id', 'guide-1')],
  });
  return render(
    <Provider store={store}>
      <LocaleProvider locale={locale}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </Provider>,
  );
}

beforeAll(() => {
  registerTranslations('es', es);
  registerTranslations('zh', zh);
});
beforeEach(resetFetchStub);
afterEach(cleanup);

describe('the bulletin in Spanish', () => {
  it('draws the board, its head, count, read times and tag filter in Spanish', async () => {
    const { container } = show('es', '/bulletin-board', <BoardScreen />, () => board, boardHead);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tablón de anuncios' })).toBeTruthy();
    expect(screen.getByText('2 artículos')).toBeTruthy();
    expect(screen.getAllByText('4 min de lectura')).toHaveLength(2);
    expect(screen.getByPlaceholderText('Buscar artículos…')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Filtrar por etiqueta' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enviar un artículo' })).toBeTruthy();
    expect(document.title).toBe('Tablón de anuncios – Quadkit');
    expect(englishLeft(container, [boardMessages, cardMessages])).toEqual([]);
  });

  it('draws an article with its date, neighbours and catalog text marked English', async () => {
    const { container } = show('es', '/bulletin/:id', <ArticleScreen />, () => article);
    expect(await screen.findByText('5 de marzo de 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al tablón de anuncios' })).toBeTruthy();
    expect(screen.getByText('Artículos relacionados')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('en');
    expect(container.querySelector('.article__body')?.getAttribute('lang')).toBe('en');
    expect(englishLeft(container, [articleMessages, cardMessages])).toEqual([]);
  });

  it("says a failed board load in Spanish, its loader's English fallback included", async () => {
    const failed = { ok: false, message: 'Failed to load articles', notFound: false };
    show('es', '/bulletin-board', <BoardScreen />, () => failed, boardHead);
    expect(await screen.findByRole('heading', { name: 'Error al cargar los artículos' })).toBeTruthy();
    expect(screen.getByText('No se pudieron cargar los artículos')).toBeTruthy();
  });

  it("lists the student's posts on the dashboard with Spanish dates and actions", async () => {
    const post = {
      id: 'post-1',
      title: 'My first post',
      tags: [],
      status: 'rejected',
      reason: 'Too short.',
      createdAt: '2026-03-05T10:00:00.000Z',
      reviewedAt: null,
    };
    handlers['GET /api/bulletin/posts/mine'] = () =>
      json(200, { posts: [post, { ...post, id: 'post-2', status: 'pending' }], total: 2 });
    const user = { id: 'user-ada', email: 'ada@example.edu', isAdmin: false };
    const { container } = show('es', '/', <MyPostsPanel user={user} />);
    expect(await screen.findAllByText('Enviado el 5 mar 2026')).toHaveLength(2);
    expect(screen.getByText('Motivo: Too short.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar My first post' })).toBeTruthy();
    expect(englishLeft(container, [postsMessages])).toEqual([]);
  });

  it("shows the post form and its rules' messages in Spanish", async () => {
    const { container } = show('es', '/', <SubmitScreen />);
    const title = await screen.findByLabelText('Título');
    fireEvent.change(title, { target: { value: 'Hi' } });
    fireEvent.blur(title);
    expect(screen.getByText('El título debe tener al menos 5 caracteres.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar artículo' })).toBeTruthy();
    expect(englishLeft(container, [submitMessages, ruleMessages])).toEqual([]);
  });
});

describe('the bulletin in Chinese', () => {
  it('draws the board in Chinese', async () => {
    const { container } = show('zh', '/bulletin-board', <BoardScreen />, () => board, boardHead);
    expect(await screen.findByRole('heading', { level: 1, name: '公告栏' })).toBeTruthy();
    expect(screen.getByText('2 篇文章')).toBeTruthy();
    expect(screen.getAllByText('阅读约 4 分钟')).toHaveLength(2);
    expect(englishLeft(container, [boardMessages, cardMessages])).toEqual([]);
  });
});

describe("the bulletin's slot titles", () => {
  it('are English by default and Spanish or Chinese where they are drawn', () => {
    const titles = (locale: Locale) => [
      ...bulletinDashboardPanels.map((panel) => slotTitle(panel.title, locale)),
      ...[...bulletinAdminPanels, ...bulletinSubmissionLists].map((slot) => slotTitle(slot.title, locale)),
    ];
    expect(bulletinDashboardPanels.map((panel) => slotTitle(panel.title, 'en'))).toEqual([
      'Submissions',
      'My Bulletin Board Posts',
    ]);
    expect(titles('en')).toEqual([
      'Submissions',
      'My Bulletin Board Posts',
      'Bulletin posts awaiting review',
      'Bulletin Board Posts',
    ]);
    expect(titles('es')).toEqual([
      'Envíos',
      'Mis publicaciones del tablón de anuncios',
      'Publicaciones del tablón pendientes de revisión',
      'Publicaciones del tablón de anuncios',
    ]);
    expect(titles('zh')).toEqual(['投稿', '我的公告栏帖子', '待审核的公告栏帖子', '公告栏帖子']);
  });
});
