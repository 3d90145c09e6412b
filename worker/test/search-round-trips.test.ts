// Round trips to D1 per kind of search, from the answer's Server-Timing header: every stage whose statements do not
// wait on an earlier answer rides the first trip, so words, exact titles, infix, keywords that never meet and
// natural questions cost one; only a typo's corrected query needs a second. Counts, unlike times, are the same on
// every run; the answers are checked too, so a trip saved by answering less would fail here.
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '@quadkit/browse/shared/search-responses';
import { getJson } from '../../tests/workers/call-worker';
import { serverTimingFigures } from '../src/http/server-timing-figures';

async function tripsFor(params: Record<string, string>) {
  const { status, body, headers } = await getJson<SearchResponse>(`/api/search?${new URLSearchParams(params)}`);
  expect(status, params.q).toBe(200);
  return { body, trips: serverTimingFigures(headers.get('Server-Timing'))?.d1Trips };
}

describe('GET /api/search: D1 round trips per kind of query', () => {
  it('words and exact titles: one', async () => {
    for (const q of ['notion', 'Khan Academy', 'presentation slides']) {
      const { body, trips } = await tripsFor({ q });
      expect(body.results.length, q).toBeGreaterThan(0);
      expect(trips, q).toBe(1);
    }
  });

  it('keywords that never meet, relaxed: one', async () => {
    const { body, trips } = await tripsFor({ q: 'microsoft office' });
    expect(body.results[0]?.id).toBe('microsoft-365-education');
    expect(body.relaxedQuery).toBeDefined();
    expect(trips).toBe(1);
  });

  it('infix matches: one', async () => {
    const { body, trips } = await tripsFor({ q: 'cholar' });
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.correctedQuery).toBeUndefined();
    expect(trips).toBe(1);
  });

  it('natural questions, with or without filters: one', async () => {
    const { body, trips } = await tripsFor({ q: 'how do I cite a website in APA' });
    expect(body.relaxedQuery).toBeDefined();
    expect(trips).toBe(1);
    const filtered = await tripsFor({ q: 'how do I cite a website in APA', category: 'research' });
    expect(filtered.body.results.length).toBeGreaterThan(0);
    for (const r of filtered.body.results) expect(r.category).toBe('research');
    expect(filtered.trips).toBe(1);
  });

  it('a typo: two, the second for the corrected words', async () => {
    const { body, trips } = await tripsFor({ q: 'notoin' });
    expect(body.correctedQuery).toBe('notion');
    expect(trips).toBe(2);
  });
});
