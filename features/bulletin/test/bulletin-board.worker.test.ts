// The board as readers see it: bundled articles plus approved posts, newest first, 9 a page, search and tag
// filters; an article with its neighbours and related articles; the home page's latest six.
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTICLES } from '@quadkit/core/catalog/articles/index';
import { sendJson, signUp, type SignedUp } from '../../../tests/workers/session';
import { createPostAs, decideAs, getAs, signUpAdmin } from './bulletin-helpers';

interface Card {
  id: string;
  kind: string;
  title: string;
  tags: string[];
  date: string;
  author: { name: string; avatar: string | null };
}
interface Board {
  articles: Card[];
  total: number;
  page: number;
  pageCount: number;
  tags: string[];
}
interface ArticlePage {
  article: Card & { content: string };
  previous: { id: string } | null;
  next: { id: string } | null;
  related: Card[];
}

let author: SignedUp;
let admin: SignedUp;
let approved: string;
let rejected: string;
let pending: string;
const word = `zebracorn${Date.now().toString(36)}`;

beforeAll(async () => {
  author = await signUp();
  admin = await signUpAdmin();
  approved = await createPostAs(author.token, { title: `Approved ${word}`, tags: ['Career', 'Internships'] });
  rejected = await createPostAs(author.token, { title: `Rejected ${word}` });
  pending = await createPostAs(author.token, { title: `Pending ${word}` });
  await decideAs(admin.token, approved, 'approve');
  await decideAs(admin.token, rejected, 'reject', 'Not for the board');
});

async function board(query = ''): Promise<Board> {
  const { status, body } = await getAs<Board>(`/api/bulletin/articles${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

describe('the bulletin board', () => {
  it('lists the approved post first (newest) and then the bundled articles, 9 to a page', async () => {
    const first = await board();
    expect(first.articles[0]?.id).toBe(approved);
    expect(first.articles.length).toBeLessThanOrEqual(9);
    const ids = first.articles.map((a) => a.id);
    for (const article of ARTICLES) expect(ids).toContain(article.id);
    const dates = first.articles.map((a) => a.date);
    expect(dates).toEqual(dates.toSorted().reverse());
  });

  it('never lists pending or rejected posts, on any page or search', async () => {
    const found = await board(`?q=${word}`);
    expect(found.articles.map((a) => a.id)).toEqual([approved]);
    expect(found.total).toBe(1);
    for (let page = 1; page <= (await board()).pageCount; page++) {
      const ids = (await board(`?page=${page}`)).articles.map((a) => a.id);
      expect(ids).not.toContain(rejected);
      expect(ids).not.toContain(pending);
    }
    expect((await getAs(`/api/bulletin/articles/${rejected}`)).status).toBe(404);
    expect((await getAs(`/api/bulletin/articles/${pending}`)).status).toBe(404);
  });

  it('searches title, snippet, body and tags ignoring case', async () => {
    const scholarship = ARTICLES[0];
    if (!scholarship) throw new Error('no bundled articles');
    expect((await board(`?q=${encodeURIComponent(scholarship.title.toUpperCase())}`)).articles[0]?.id).toBe(
      scholarship.id,
    );
    expect((await board('?q=INTERNSHIPS')).articles.map((a) => a.id)).toContain(approved);
    expect((await board(`?q=${encodeURIComponent('review what you learned')}`)).articles.map((a) => a.id)).toContain(
      approved,
    );
    const none = await board('?q=qqqq-nothing-matches');
    expect(none).toMatchObject({ articles: [], total: 0, pageCount: 1 });
  });

  it('filters by a tag and offers the tags as chips, one per tag whatever its case', async () => {
    const lower = await createPostAs(author.token, { title: 'Lower-case career tag', tags: ['career'] });
    await decideAs(admin.token, lower, 'approve');
    const { tags } = await board();
    expect(tags).toContain('Career');
    expect(tags).not.toContain('career');
    const tagged = await board('?tag=career');
    expect(tagged.articles.length).toBeGreaterThan(0);
    for (const card of tagged.articles) expect(card.tags.map((t) => t.toLowerCase())).toContain('career');
  });

  it("shows a post's author as 'A Quadkit student' without a display name, never any part of the e-mail", async () => {
    const card = (await board(`?q=${word}`)).articles[0];
    expect(card?.author.name).toBe('A Quadkit student');
    expect(JSON.stringify(card)).not.toContain(author.email.split('@')[0]);
  });

  it("shows a post's author by the display name set in the profile", async () => {
    const put = await sendJson('/api/profile', 'PUT', { display_name: '  Ada   L. ' }, { token: author.token });
    expect(put.status).toBe(200);
    const card = (await board(`?q=${word}`)).articles[0];
    expect(card?.author.name).toBe('Ada L.');
    expect(JSON.stringify(card)).not.toContain(author.email.split('@')[0]);
    await sendJson('/api/profile', 'PUT', { display_name: null }, { token: author.token });
  });

  it('gives an article its previous and next neighbours and up to 3 related, shared tags first', async () => {
    const all = (await board()).articles;
    const second = all[1];
    if (!second) throw new Error('board too short');
    const page = (await getAs<ArticlePage>(`/api/bulletin/articles/${second.id}`)).body;
    expect(page.article.content.length).toBeGreaterThan(50);
    expect(page.previous?.id).toBe(all[0]?.id);
    expect(page.next?.id).toBe(all[2]?.id);
    expect(page.related.length).toBe(3);
    expect(page.related.map((r) => r.id)).not.toContain(second.id);
    // Tags match whatever their case, as the board's filter does.
    const secondTags = second.tags.map((t) => t.toLowerCase());
    const shared = (card: Card) => card.tags.filter((t) => secondTags.includes(t.toLowerCase())).length;
    const counts = page.related.map(shared);
    expect(counts).toEqual(counts.toSorted((a, b) => b - a));
    const newest = (await getAs<ArticlePage>(`/api/bulletin/articles/${all[0]?.id}`)).body;
    expect(newest.previous).toBeNull();
  });

  it('gives the home page the 6 latest', async () => {
    const { articles } = (await getAs<{ articles: Card[] }>('/api/bulletin/latest')).body;
    expect(articles).toHaveLength(6);
    expect(articles.map((a) => a.id)).toEqual((await board()).articles.slice(0, 6).map((a) => a.id));
  });
});
