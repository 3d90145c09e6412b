// GET /api/search when a query matches more resources than are ranked (RANK_WINDOW): filters still reach
// every matching resource, and the answer stays full and correct.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@quadkit/core/server/db';
import { resources } from '@quadkit/core/server/schema';
import { RANK_WINDOW } from '@quadkit/core/server/search/search-resources';
import { ids, searchFor } from './search-helpers';

const row = (id: string, category: string, tags: string[], title = `Wellness helper ${id}`) => ({
  id,
  title,
  description: 'Observe zebrafish behaviour in a calm, guided breathing exercise for busy students.',
  category,
  tags,
  url: `https://example.org/${id}`,
  image: '/images/categories/wellness-1.svg',
  position: 1000,
});

beforeAll(async () => {
  const db = createDb(env.DB);
  // More matches than the window, all added before the few that the filters ask for.
  const many = Array.from({ length: RANK_WINDOW + 100 }, (_, i) =>
    // Three in the middle of the window have the word in their title, though not at its start.
    row(`zebra-${i}`, 'wellness', ['Free'], i >= 500 && i < 503 ? `Calm zebrafish guide ${i}` : undefined),
  );
  const late = Array.from({ length: 5 }, (_, i) =>
    row(`zebra-late-${i}`, 'research', ['Free', 'Rare Tag'], `Zebrafish Lab ${i}`),
  );
  const rows = [...many, ...late];
  const statements = [];
  // 8 bound values a row: 10 rows stay under D1's 100 bound parameters.
  for (let i = 0; i < rows.length; i += 10) statements.push(db.insert(resources).values(rows.slice(i, i + 10)));
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
});

describe('GET /api/search: more matches than the ranking window', () => {
  it('still answers the full limit, every result matching', async () => {
    const { status, body } = await searchFor({ q: 'zebrafish', type: 'resource' });
    expect(status).toBe(200);
    expect(body.results).toHaveLength(20);
    expect(body.results.every((r) => r.matches.fields.includes('description'))).toBe(true);
  });

  it('ranks a full window by the words in the title, then catalog order', async () => {
    const { body } = await searchFor({ q: 'zebrafish', type: 'resource' });
    // Titles that begin with the query come first (their own stage), then the window's title hits, then the rest
    // in catalog order.
    expect(ids(body.results).slice(0, 10)).toEqual([
      ...['zebra-late-0', 'zebra-late-1', 'zebra-late-2', 'zebra-late-3', 'zebra-late-4'],
      ...['zebra-500', 'zebra-501', 'zebra-502'],
      ...['zebra-0', 'zebra-1'],
    ]);
    expect(body.results[5]!.matches.fields).toEqual(['title', 'description']);
    expect(body.results[8]!.matches.fields).toEqual(['description']);
  });

  it('finds the category matches that come after the window', async () => {
    const { body } = await searchFor({ q: 'zebrafish', category: 'research' });
    expect(ids(body.results).sort()).toEqual([
      'zebra-late-0',
      'zebra-late-1',
      'zebra-late-2',
      'zebra-late-3',
      'zebra-late-4',
    ]);
    // A title hit on top of the description hit ranks these first.
    expect(body.results[0]!.matches.fields).toEqual(['title', 'description']);
  });

  it('finds the tag matches that come after the window, with or without text', async () => {
    const withText = await searchFor({ q: 'zebrafish', tags: 'Rare Tag' });
    expect(ids(withText.body.results)).toHaveLength(5);
    const tagsOnly = await searchFor({ tags: 'rare tag' });
    expect(ids(tagsOnly.body.results)).toEqual([
      'zebra-late-0',
      'zebra-late-1',
      'zebra-late-2',
      'zebra-late-3',
      'zebra-late-4',
    ]);
  });
});
