// GET /api/health: really touches D1, KV and R2 and reports each, 200 when all answer, 503 otherwise.
import { noStore } from '@quadkit/core/server/private-route';
import { Hono } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import type { Env } from '@quadkit/core/server/env';

export interface CheckResult {
  ok: boolean;
  ms: number;
  detail?: string;
}

export interface HealthResponse {
  ok: boolean;
  checks: { d1: CheckResult; kv: CheckResult; r2: CheckResult };
}

async function timed(probe: () => Promise<string | undefined>): Promise<CheckResult> {
  const started = Date.now();
  try {
    const detail = await probe();
    return { ok: true, ms: Date.now() - started, ...(detail ? { detail } : {}) };
  } catch (err) {
    return { ok: false, ms: Date.now() - started, detail: err instanceof Error ? err.message : String(err) };
  }
}

export async function checkBindings(env: Env): Promise<HealthResponse> {
  const [d1, kv, r2] = await Promise.all([
    timed(async () => {
      const row = await env.DB.prepare('select count(*) as n from resources').first<{ n: number }>();
      return `${row?.n ?? 0} resources`;
    }),
    timed(async () => {
      await env.CACHE.get('health:probe');
      return undefined;
    }),
    timed(async () => {
      await env.AVATARS.head('health/probe');
      return undefined;
    }),
  ]);
  return { ok: d1.ok && kv.ok && r2.ok, checks: { d1, kv, r2 } };
}

export const healthApi = new Hono<AppEnv>().get('/health', noStore, async (c) => {
  const report = await checkBindings(c.env);
  return c.json(report, report.ok ? 200 : 503);
});
