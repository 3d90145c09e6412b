// GET /api/search over resources: which words match where, filters, ranking and highlighting.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { SEARCH_RESULTS_MAX } from '../shared/search-request';
import { catalogMatches, ids, joined, searchFor, sorted } from './search-helpers';

/** FTS5's hit marks (\u0001, \u0002), which must never reach the answer. */
const HIT_MARKS = new RegExp(`[${String.fromCharCode(1)}${String.fromCharCode(2)}]`);

describe('GET /api/search: matching', () => {
  it('finds a resource by a word of its title and marks the title as matched', async () => {
    const { status, body } = await searchFor({ q: 'grammarly' });
    expect(status).toBe(200);
    const first = body.results[0]!;
    expect(first).toMatchObject({ id: 'grammarly', kind: 'resource', category: 'writing', categoryName: 'Writing' });
    expect(first.tableName).toBe('writing_resources');
    expect(first.url).toBe('https://www.grammarly.com');
    expect(first.matches.fields).toContain('title');
    expect(first.matches.title).toEqual([{ text: 'Grammarly', hit: true }]);
  });

  it('finds resources by a word that appears only in a tag, naming the matched tag', async () => {
    const { body } = await searchFor({ q: 'entertainment' });
    expect(ids(body.results)).toEqual(['spotify-premium-student']);
    expect(body.results[0]!.matches.fields).toEqual(['tags']);
    expect(body.results[0]!.matches.tags).toEqual(['Entertainment']);
  });

  it("finds a category's resources by a word of its name ('Tools' in 'AI Tools')", async () => {
    const { body } = await searchFor({ q: 'tools', category: 'ai-tools', type: 'resource' });
    const aiTools = RESOURCES.filter((r) => r.category === 'ai-tools').map((r) => r.id);
    expect(sorted(ids(body.results))).toEqual(sorted(aiTools));
    for (const result of body.results) expect(result.matches.fields).toContain('category');
  });

  it("matches prefixes: 'pres' finds Presentation resources", async () => {
    const { body } = await searchFor({ q: 'pres', type: 'resource' });
    const presentation = RESOURCES.filter((r) => r.category === 'presentation').map((r) => r.id);
    expect(ids(body.results)).toEqual(expect.arrayContaining(presentation));
    const prezi = body.results.find((r) => r.id === 'prezi')!;
    expect(prezi.matches.description[0]).toEqual({ text: 'Presentation', hit: true });
    // The catalog now has more 'pres' matches than one answer holds: every result is one, up to the cap.
    const matches = catalogMatches('pres');
    expect(matches).toEqual(expect.arrayContaining(ids(body.results)));
    expect(body.results).toHaveLength(Math.min(matches.length, SEARCH_RESULTS_MAX));
  });

  it('ignores letter case and accents', async () => {
    const lower = await searchFor({ q: 'notion' });
    const upper = await searchFor({ q: 'NOTION' });
    expect(ids(upper.body.results)).toEqual(ids(lower.body.results));
    const accented = await searchFor({ q: 'Fúlbright', type: 'resource' });
    expect(sorted(ids(accented.body.results))).toEqual(sorted(catalogMatches('fulbright')));
    expect(accented.body.results.length).toBeGreaterThan(0);
  });

  it.each(['google free', 'free ai tool', 'mental health', 'scholarship need', 'study abroad grant'])(
    "requires every word to match somewhere ('%s')",
    async (q) => {
      const { body } = await searchFor({ q, type: 'resource' });
      const expected = catalogMatches(q);
      expect(expected.length).toBeLessThanOrEqual(20);
      expect(sorted(ids(body.results))).toEqual(sorted(expected));
    },
  );

  // Changed on purpose (docs/decisions/0014): a word that matches nothing used to empty the answer; now the other words
  // are searched, and the answer says which it kept. A query none of whose words match still finds nothing.
  it('drops a word that matches no resource and says so; finds nothing when no word matches', async () => {
    const { status, body } = await searchFor({ q: 'google zzzyzzx', type: 'resource' });
    expect(status).toBe(200);
    expect(body.relaxedQuery).toBe('google');
    expect(body.results.length).toBeGreaterThan(0);
    for (const id of ids(body.results)) expect(catalogMatches('google')).toContain(id);
    const none = await searchFor({ q: 'zzzyzzx qqxqq', type: 'resource' });
    expect(none.body.results).toEqual([]);
    expect(none.body.relaxedQuery).toBeUndefined();
  });
});

describe('GET /api/search: filters', () => {
  it('keeps only the given category (exact slug)', async () => {
    const { body } = await searchFor({ q: 'free', category: 'writing' });
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((r) => r.kind === 'toolkit' || r.category === 'writing')).toBe(true);
    const resources = body.results.filter((r) => r.kind === 'resource');
    expect(sorted(ids(resources))).toEqual(sorted(catalogMatches('free', (r) => r.category === 'writing')));
  });

  it('keeps only resources that carry every selected tag, comma-separated or repeated', async () => {
    const hasAll = (tags: string[]) => catalogMatches('google', (r) => tags.every((t) => r.tags.includes(t)));
    const comma = await searchFor({ q: 'google', tags: 'Free,AI Tool' });
    const repeated = await searchFor({ q: 'google', tags: ['Free', 'AI Tool'], type: 'resource' });
    expect(sorted(ids(comma.body.results.filter((r) => r.kind === 'resource')))).toEqual(
      sorted(hasAll(['Free', 'AI Tool'])),
    );
    expect(sorted(ids(repeated.body.results))).toEqual(sorted(hasAll(['Free', 'AI Tool'])));
    expect(repeated.body.results.length).toBeGreaterThan(0);
  });

  it('reports only what the query matched, not the category or tags the filters asked for', async () => {
    const { body } = await searchFor({ q: 'google', category: 'ai-tools', tags: 'Free,AI Tool', type: 'resource' });
    expect(body.results.length).toBeGreaterThan(0);
    for (const result of body.results) {
      expect(result.matches.fields).not.toContain('category');
      expect(result.matches.fields).not.toContain('tags');
      expect(result.matches.tags).toEqual([]);
    }
    const tagged = await searchFor({ q: 'free', tags: 'Free', type: 'resource' });
    expect(tagged.body.results.every((r) => r.matches.tags.includes('Free'))).toBe(true);
  });

  it('lists a category alone, or tags alone, ordered by title', async () => {
    const byCategory = await searchFor({ category: 'wellness' });
    const wellness = RESOURCES.filter((r) => r.category === 'wellness').map((r) => r.title);
    expect(byCategory.body.results.map((r) => r.title)).toEqual([...wellness].sort((a, b) => (a < b ? -1 : 1)));
    const byTags = await searchFor({ tags: 'Crisis Support,Free' });
    const crisis = RESOURCES.filter((r) => r.tags.includes('Crisis Support') && r.tags.includes('Free'));
    expect(byTags.body.results.map((r) => r.id)).toEqual(
      [...crisis].sort((a, b) => (a.title < b.title ? -1 : 1)).map((r) => r.id),
    );
  });

  it('answers an empty list for no text and no filter', async () => {
    const { status, body } = await searchFor({ q: '' });
    expect(status).toBe(200);
    expect(body).toEqual({ query: '', results: [], skippedSources: [] });
  });
});

describe('GET /api/search: ranking and highlights', () => {
  it('ranks a title match before a description-only match', async () => {
    const { body } = await searchFor({ q: 'github', type: 'resource' });
    const inTitle = body.results.map((r, i) => (r.matches.fields.includes('title') ? i : -1)).filter((i) => i >= 0);
    const descriptionOnly = body.results
      .map((r, i) => (r.matches.fields.join() === 'description' ? i : -1))
      .filter((i) => i >= 0);
    expect(inTitle.length).toBeGreaterThan(0);
    expect(descriptionOnly.length).toBeGreaterThan(0);
    expect(Math.max(...inTitle)).toBeLessThan(Math.min(...descriptionOnly));
  });

  it('returns highlights as text segments that rebuild the title and quote the description', async () => {
    for (const q of ['google docs', 'pres', 'free', 'scholar']) {
      const { body } = await searchFor({ q });
      for (const result of body.results) {
        expect(joined(result.matches.title)).toBe(result.title);
        const excerpt = joined(result.matches.description).replace(/^…|…$/g, '');
        expect(result.description).toContain(excerpt);
        for (const segment of [...result.matches.title, ...result.matches.description]) {
          expect(segment.text).not.toMatch(HIT_MARKS);
          expect(segment.text.length).toBeGreaterThan(0);
        }
      }
      expect(
        body.results.some((r) => r.matches.title.some((s) => s.hit) || r.matches.description.some((s) => s.hit)),
      ).toBe(true);
    }
  });

  it('never turns the query into markup', async () => {
    const { status, body } = await searchFor({ q: '<b>google</b> <script>alert(1)</script>' });
    expect(status).toBe(200);
    expect(JSON.stringify(body.results)).not.toMatch(/<mark|<b>|<script/);
  });
});
