// Faults: the whole worker with one binding failing at a time (every call rejects, as when the service
// is down), and what a user would notice in the API: catalog reads go on without KV and R2; trending is computed
// from D1 without KV and answers the built-in list without D1; avatars fail in the one error shape without R2
// while the profile still loads; the assistant answers with the spec's failure text when Workers AI throws.
// The e2e project shows the same on screen (tests/e2e/faults.test.ts).
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import worker from '../src/index';
import { ORIGIN } from '../../tests/workers/call-worker';
import { SESSION_COOKIE, signUp } from '../../tests/workers/session';

/** A binding whose every method rejects, like a service that is down. */
const down = <T>(service: string): T =>
  new Proxy({} as Record<string, unknown>, {
    get: (_target, name) => (name === 'then' ? undefined : () => Promise.reject(new Error(`${service} unavailable`))),
  }) as T;

type Bindings = Partial<typeof env>;

async function call(bindings: Bindings, path: string, init: RequestInit = {}, token?: string): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Origin', ORIGIN);
  if (token) headers.set('Cookie', `${SESSION_COOKIE}=${token}`);
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { ...init, headers }),
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

const GENERIC_ERROR = {
  error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
};
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

const uploadAvatar = (bindings: Bindings, token: string): Promise<Response> =>
  call(bindings, '/api/profile/avatar', { method: 'POST', body: PNG, headers: { 'Content-Type': 'image/png' } }, token);

describe('KV down', () => {
  const bindings: Bindings = { CACHE: down<KVNamespace>('KV') };

  it('health names KV as failing; resources, search and toolkits answer as usual', async () => {
    const health = await call(bindings, '/api/health');
    expect(health.status).toBe(503);
    const report = (await health.json()) as { checks: Record<'d1' | 'kv' | 'r2', { ok: boolean; detail?: string }> };
    expect(report.checks.kv).toMatchObject({ ok: false, detail: 'KV unavailable' });
    expect([report.checks.d1.ok, report.checks.r2.ok]).toEqual([true, true]);
    for (const path of [
      '/api/resources?limit=5',
      '/api/resources/notion',
      '/api/search?q=notes',
      '/api/toolkits/public',
    ]) {
      expect((await call(bindings, path)).status, path).toBe(200);
    }
  });

  it('computes trending live from D1 (the activity ranking, not the fallback)', async () => {
    const view = {
      name: 'resource_view',
      path: '/resource/zotero',
      properties: { resourceId: 'zotero', resourceType: 'resource' },
    };
    const posted = await call(bindings, '/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: [view] }),
    });
    expect(posted.status).toBe(202);
    const response = await call(bindings, '/api/trending?window_days=1&limit=50');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { source: string; entries: { resource: { id: string } }[] };
    expect(body.source).toBe('activity');
    expect(body.entries.map((e) => e.resource.id)).toContain('zotero');
  });
});

describe('R2 down', () => {
  const bindings: Bindings = { AVATARS: down<R2Bucket>('R2') };

  it('refuses an upload in the one error shape and keeps the profile (and its avatar) as it was', async () => {
    const { token } = await signUp();
    const before = await uploadAvatar({}, token);
    expect(before.status).toBe(200);
    const { profile } = (await before.json()) as { profile: { avatar_url: string } };

    const failed = await uploadAvatar(bindings, token);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual(GENERIC_ERROR);

    const after = await call(bindings, '/api/profile', {}, token);
    expect(after.status).toBe(200);
    expect(((await after.json()) as { profile: { avatar_url: string } }).profile.avatar_url).toBe(profile.avatar_url);
    // The stored photo cannot be served: an error in the one shape (the UI shows the letter placeholder instead).
    const served = await call(bindings, profile.avatar_url);
    expect(served.status).toBe(500);
    const text = await served.text();
    expect(JSON.parse(text)).toEqual(GENERIC_ERROR);
    expect(text).not.toMatch(/R2 unavailable/);
  });

  it('keeps the account when deleting it cannot remove the photo: nothing is half-deleted, a retry works later', async () => {
    const { token, email } = await signUp();
    const refused = await call(bindings, '/api/account', { method: 'DELETE' }, token);
    expect(refused.status).toBe(500);
    expect(await refused.json()).toEqual({ success: false, error: 'Failed to delete account. Please try again.' });
    const session = await call({}, '/api/auth/session', {}, token);
    expect(((await session.json()) as { user: { email: string } | null }).user?.email).toBe(email);
    const retried = await call({}, '/api/account', { method: 'DELETE' }, token);
    expect(retried.status).toBe(200);
  });

  it('leaves catalog pages untouched', async () => {
    expect((await call(bindings, '/api/resources/notion')).status).toBe(200);
    expect((await call(bindings, '/api/trending')).status).toBe(200);
  });
});

describe('D1 down', () => {
  const bindings: Bindings = { DB: env.EMPTY_DB };

  it('answers trending with the built-in list and the error message, with 200, and KV keeps serving what it holds', async () => {
    const response = await call(bindings, '/api/trending?window_days=9&limit=7');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { source: string; message: string; entries: unknown[] };
    expect(body.source).toBe('fallback');
    expect(body.message).toMatch(/no such table/);
    expect(body.entries).toHaveLength(7);

    const stored = (await (await call({}, '/api/trending?window_days=8&limit=5')).json()) as { source: string };
    const whileDown = (await (await call(bindings, '/api/trending?window_days=8&limit=5')).json()) as {
      source: string;
    };
    expect(whileDown).toEqual(stored);
  });

  it('answers lists and the session in the one error shape without internals (the UI falls back)', async () => {
    // A new catalog version empties the edge cache, which would otherwise answer what it holds (edge-cache.test.ts).
    await bumpCatalogVersion(env.CACHE);
    for (const path of ['/api/resources', '/api/resources/notion', '/api/toolkits/public', '/api/categories']) {
      const response = await call(bindings, path);
      expect(response.status, path).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text), path).toEqual(GENERIC_ERROR);
      expect(text).not.toMatch(/sqlite|no such table/i);
    }
  });
});

describe('Workers AI down', () => {
  it('streams the spec failure text with 200 instead of an error page', async () => {
    const ai = { run: () => Promise.reject(new Error('Workers AI unavailable')) } as unknown as Ai;
    const response = await call({ AI: ai }, '/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'flashcards for my exams' }),
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('"mode":"ai"');
    expect(text).toContain("I'm sorry, I'm having trouble connecting right now. Please try again later.");
  });
});
