// One account cannot flood the public list: a cap of 100 toolkits and a write limit, with clear 4xx
// answers, and the public list answers in pages.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { getWithSession, sendJson, signUp } from '../../../tests/workers/session';
import type { ToolkitListResponse } from '../shared/toolkit-responses';
import { MAX_TOOLKITS_PER_USER } from '../shared/toolkit-rules';

const create = (token: string, i: number) =>
  sendJson(
    '/api/toolkits',
    'POST',
    { title: `Flood ${i}`, description: 'A toolkit made to flood the list', emoji: '📚', resourceIds: ['notion'] },
    { token },
  );

describe('per-user toolkit cap and write limit', () => {
  it('creates 100 of 1,000 toolkits, refuses the rest with 409 limit_reached or 429, and pages the public list', async () => {
    const { token } = await signUp();
    const statuses: number[] = [];
    const codes = new Set<string>();
    for (let i = 0; i < 1000; i += 25) {
      const batch = await Promise.all(Array.from({ length: 25 }, (_, j) => create(token, i + j)));
      for (const response of batch) {
        statuses.push(response.status);
        if (response.status !== 201) codes.add(((await response.json()) as ApiErrorBody).error.code);
        else await response.body?.cancel();
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_TOOLKITS_PER_USER);
    expect(statuses.every((s) => s === 201 || s === 409 || s === 429)).toBe(true);
    expect([...codes].sort()).toEqual(['limit_reached', 'rate_limited']);

    // The public list answers in pages: 50 by default, a cursor to the next, every toolkit exactly once.
    const seen = new Set<string>();
    let cursor: string | null | undefined = '';
    let pages = 0;
    while (cursor !== null && cursor !== undefined) {
      const response = await getWithSession(`/api/toolkits/public${cursor ? `?cursor=${cursor}` : ''}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as ToolkitListResponse;
      expect(page.toolkits.length).toBeLessThanOrEqual(50);
      for (const toolkit of page.toolkits) {
        expect(seen.has(toolkit.id)).toBe(false);
        seen.add(toolkit.id);
      }
      cursor = page.nextCursor;
      pages++;
    }
    expect(seen.size).toBeGreaterThanOrEqual(107);
    expect(pages).toBeGreaterThanOrEqual(3);
    const mine = (await (await getWithSession('/api/toolkits/mine?limit=100', token)).json()) as ToolkitListResponse;
    expect(mine.toolkits).toHaveLength(100);
  }, 600_000);

  it('refuses a bad limit or cursor with 400', async () => {
    expect((await getWithSession('/api/toolkits/public?limit=0')).status).toBe(400);
    expect((await getWithSession('/api/toolkits/public?limit=101')).status).toBe(400);
    expect((await getWithSession('/api/toolkits/public?cursor=%00nope')).status).toBe(400);
  });
});
