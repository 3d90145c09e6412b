// The browse API's resource endpoints against the seeded D1.
import { describe, expect, it } from 'vitest';
import type { Resource } from '@quadkit/core/catalog/types';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { CATALOG_ELIGIBILITY } from '@quadkit/core/catalog/eligibility/catalog-eligibility';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { RESOURCE_FACTS } from '@quadkit/core/catalog/facts/index';
import type { ResourceListResponse, ResourceResponse } from '@quadkit/browse/shared/resource-responses';
import { getJson } from '../../tests/workers/call-worker';

const notion = RESOURCES.find((r) => r.id === 'notion') as Resource;

describe('GET /api/resources/:id', () => {
  it('returns a seeded resource with every field the detail page shows', async () => {
    const { status, body } = await getJson<ResourceResponse>('/api/resources/notion');
    expect(status).toBe(200);
    const facts = RESOURCE_FACTS.notion!;
    expect(body.resource).toEqual({
      ...notion,
      eligibility: CATALOG_ELIGIBILITY.notion,
      access: facts.access,
      ...(facts.about ? { about: facts.about } : {}),
    });
  });

  it('returns the item’s own access steps and About from D1 (Oyez needs no sign-in)', async () => {
    const { body } = await getJson<ResourceResponse>('/api/resources/oyez');
    expect(body.resource.access?.join(' ')).toContain('no account or sign-in');
    expect(body.resource.about).toMatch(/Legal Information Institute/);
    const earthdata = await getJson<ResourceResponse>('/api/resources/nasa-earthdata');
    expect(earthdata.body.resource.access?.join(' ')).toContain('Earthdata Login');
  });

  it('leaves the access steps and About out of the list (the detail page alone shows them)', async () => {
    const { body } = await getJson<ResourceListResponse>('/api/resources');
    expect(body.resources.some((r) => 'access' in r || 'about' in r)).toBe(false);
  });

  it('decodes a URL-encoded id', async () => {
    const { status, body } = await getJson<ResourceResponse>(`/api/resources/${encodeURIComponent('notion')}`);
    expect(status).toBe(200);
    expect(body.resource.id).toBe('notion');
  });

  it('answers 404 with a message naming the id when it is unknown', async () => {
    const { status, body } = await getJson<ApiErrorBody>('/api/resources/no-such-thing');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'not_found', message: "No resource has the id 'no-such-thing'." } });
  });

  it('answers 400 for an id longer than 200 characters', async () => {
    const { status, body } = await getJson<ApiErrorBody>(`/api/resources/${'x'.repeat(201)}`);
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/^id: /);
  });
});

describe('GET /api/resources', () => {
  it('lists every seeded resource ordered by title', async () => {
    const { status, body } = await getJson<ResourceListResponse>('/api/resources');
    expect(status).toBe(200);
    expect(body.resources).toHaveLength(RESOURCES.length);
    const titles = body.resources.map((r) => r.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters by category', async () => {
    const { body } = await getJson<ResourceListResponse>('/api/resources?category=research');
    const expected = RESOURCES.filter((r) => r.category === 'research').map((r) => r.id);
    expect(body.resources.map((r) => r.id).sort()).toEqual([...expected].sort());
    expect(body.resources.length).toBeGreaterThan(0);
  });

  it('refuses an unknown category with a 400 naming the field', async () => {
    const { status, body } = await getJson<ApiErrorBody>('/api/resources?category=basket-weaving');
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: 'invalid_request',
      message: "category: Unknown category 'basket-weaving'.",
      issues: [{ path: 'category', message: "Unknown category 'basket-weaving'." }],
    });
  });
});
