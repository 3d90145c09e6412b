// GET /api/search across sources: public toolkits by the whole query, the type filter, the 20-result cap
// and de-duplication by id.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogMatches, ids, searchFor } from './search-helpers';

// Plain SQL: the toolkits table is the toolkits package's, which browse reaches only through its server entry.
beforeAll(async () => {
  const insert = env.DB.prepare('INSERT INTO toolkits (id, title, description, visibility) VALUES (?, ?, ?, ?)');
  await env.DB.batch([
    // Same id as a resource: must not appear twice.
    insert.bind('notion', 'Notion Setup for Finals', 'A toolkit that shares its id with a resource.', 'public'),
    insert.bind('private-finals', 'Private Finals Stash', 'Nobody else may find this one.', 'private'),
    insert.bind('percent-kit', '100% Free Study Stack', 'Literal percent sign in the title.', 'public'),
  ]);
});

describe('GET /api/search: toolkits', () => {
  it('finds a built-in toolkit by its title with type=toolkit', async () => {
    const { status, body } = await searchFor({ q: 'Finals Survival', type: 'toolkit' });
    expect(status).toBe(200);
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({
      id: 'finals-survival-kit',
      kind: 'toolkit',
      category: null,
      categoryName: null,
      tableName: null,
      url: null,
      image: null,
      emoji: '📚',
      tags: [],
    });
    expect(body.results[0]!.matches.title).toEqual([
      { text: 'Finals Survival', hit: true },
      { text: ' Kit', hit: false },
    ]);
  });

  it('matches the whole query in the description, not word by word', async () => {
    const phrase = await searchFor({ q: 'slide editors', type: 'toolkit' });
    expect(ids(phrase.body.results)).toEqual(['presentation-toolkit']);
    expect(phrase.body.results[0]!.matches.fields).toEqual(['description']);
    const shuffled = await searchFor({ q: 'editors slide', type: 'toolkit' });
    expect(shuffled.body.results).toEqual([]);
  });

  it('never returns a private toolkit', async () => {
    const { body } = await searchFor({ q: 'Finals', type: 'toolkit' });
    expect(ids(body.results)).toContain('finals-survival-kit');
    expect(ids(body.results)).not.toContain('private-finals');
  });

  it('treats % and _ in the query as plain characters', async () => {
    const percent = await searchFor({ q: '%', type: 'toolkit' });
    expect(ids(percent.body.results)).toEqual(['percent-kit']);
    const underscore = await searchFor({ q: '_', type: 'toolkit' });
    expect(underscore.body.results).toEqual([]);
  });

  it('does not filter toolkits by category or tag', async () => {
    const { body } = await searchFor({ q: 'Presentation Toolkit', category: 'wellness', tags: 'Free' });
    expect(ids(body.results)).toEqual(['presentation-toolkit']);
  });

  it('lists public toolkits for type=toolkit without text', async () => {
    const { body } = await searchFor({ type: 'toolkit' });
    expect(body.results.every((r) => r.kind === 'toolkit')).toBe(true);
    expect(ids(body.results)).toContain('research-toolkit');
    expect(ids(body.results)).not.toContain('private-finals');
  });
});

describe('GET /api/search: type, cap and de-duplication', () => {
  it('puts resources first, then toolkits', async () => {
    const { body } = await searchFor({ q: 'finals' });
    const kinds = body.results.map((r) => r.kind);
    expect(kinds).toContain('resource');
    expect(kinds).toContain('toolkit');
    expect(kinds.lastIndexOf('resource')).toBeLessThan(kinds.indexOf('toolkit'));
  });

  it('leaves toolkits out with type=resource', async () => {
    const { body } = await searchFor({ q: 'presentation', type: 'resource' });
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((r) => r.kind === 'resource')).toBe(true);
    const all = await searchFor({ q: 'presentation' });
    expect(ids(all.body.results)).toContain('presentation-toolkit');
  });

  it('returns at most 20 results, or fewer when asked', async () => {
    expect(catalogMatches('free').length).toBeGreaterThan(20);
    const capped = await searchFor({ q: 'free' });
    expect(capped.body.results).toHaveLength(20);
    const five = await searchFor({ q: 'free', limit: '5' });
    expect(five.body.results).toHaveLength(5);
    expect(ids(five.body.results)).toEqual(ids(capped.body.results).slice(0, 5));
  });

  it('returns each id once, keeping the resource when a toolkit shares its id', async () => {
    const { body } = await searchFor({ q: 'notion' });
    const found = ids(body.results);
    expect(new Set(found).size).toBe(found.length);
    expect(body.results.filter((r) => r.id === 'notion')).toHaveLength(1);
    expect(body.results.find((r) => r.id === 'notion')!.kind).toBe('resource');
  });
});
