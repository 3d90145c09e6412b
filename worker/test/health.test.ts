// /api/health reports D1, KV and R2 from real bindings.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { getJson } from '../../tests/workers/call-worker';
import { checkBindings, type HealthResponse } from '../src/health';

describe('GET /api/health', () => {
  it('answers 200 with D1, KV and R2 each ok, and counts the seeded resources', async () => {
    const { status, body, headers } = await getJson<HealthResponse>('/api/health');
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.checks.d1).toMatchObject({ ok: true, detail: `${RESOURCES.length} resources` });
    expect(body.checks.kv.ok).toBe(true);
    expect(body.checks.r2.ok).toBe(true);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('reports D1 as failing, with the reason, when the database cannot answer', async () => {
    // A real D1 binding whose query fails: the resources table is missing in this database.
    const broken = { ...env, DB: env.EMPTY_DB };
    const report = await checkBindings(broken);
    expect(report.ok).toBe(false);
    expect(report.checks.d1.ok).toBe(false);
    expect(report.checks.d1.detail).toMatch(/no such table: resources/);
    expect(report.checks.kv.ok).toBe(true);
    expect(report.checks.r2.ok).toBe(true);
  });
});
