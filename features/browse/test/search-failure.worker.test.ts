// GET /api/search when a source fails: the other source still answers; when every source fails, a 500.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '@quadkit/core/server/db';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { search } from '../api/search-service';
import { getJson } from '../../../tests/workers/call-worker';
import { ids, searchFor } from './search-helpers';

const query = { q: 'notion', tags: [], type: 'all', sort: 'relevance', limit: 20 } as const;

describe('GET /api/search: failing sources', () => {
  afterEach(async () => {
    await env.DB.prepare('alter table toolkits_unavailable rename to toolkits')
      .run()
      .catch(() => undefined);
  });

  it('skips the toolkits source when its query fails and still returns the resources', async () => {
    // A real failure: the toolkits table is briefly missing.
    await env.DB.prepare('alter table toolkits rename to toolkits_unavailable').run();
    const { status, body } = await searchFor({ q: 'notion' });
    expect(status).toBe(200);
    expect(ids(body.results)).toContain('notion');
    expect(body.skippedSources).toEqual(['toolkits']);
  });

  it('fails as a whole, with the generic 500, only when no source answers', async () => {
    await expect(search(createDb(env.EMPTY_DB), { ...query, tags: [] })).rejects.toThrow(/Failed query/);

    await env.DB.prepare('alter table toolkits rename to toolkits_unavailable').run();
    const { status, body } = await getJson<ApiErrorBody>('/api/search?q=notion&type=toolkit');
    expect(status).toBe(500);
    expect(body.error.code).toBe('internal_error');
    expect(body.error.message).not.toMatch(/toolkits|sql/i);
  });
});
