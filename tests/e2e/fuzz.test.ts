// CI's share of `npm run fuzz`: 1,000 generated requests over every API route of the running worker;
// no 5xx, and every error answer in the one error shape.
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../fuzz/fuzz-cases';
import { formatReport, runFuzz } from '../fuzz/fuzz-run';
import { baseURL } from './seeded-worker';

describe('API fuzz (1,000 requests)', () => {
  it('derives its routes from the app, so new routes join by themselves', async () => {
    const names = (await apiRoutes()).map((route) => `${route.method} ${route.path}`);
    expect(names).toContain('POST /api/auth/sign-in');
    expect(names).toContain('PUT /api/toolkits/:id');
    expect(names).toContain('POST /api/account/password');
  });

  it('answers every request without a 5xx and in the one error shape', async () => {
    const report = await runFuzz(baseURL, 1000, 7, 4);
    console.log(formatReport(report));
    expect(report.failures).toEqual([]);
    expect([...report.byStatus.keys()].some((status) => status >= 500)).toBe(false);
  }, 600_000);
});
