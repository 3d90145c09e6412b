// The majors endpoints: majors grouped by field, one major with its resources, and the most-resourced majors.
import { describe, expect, it } from 'vitest';
import { MAJOR_FIELDS } from '@quadkit/core/catalog/majors/fields';
import { MAJORS } from '@quadkit/core/catalog/majors/majors';
import { CATALOG_ELIGIBILITY } from '@quadkit/core/catalog/eligibility/catalog-eligibility';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import type { MajorDetailResponse, MajorsResponse, PopularMajorsResponse } from '../shared/major-responses';
import { getJson } from '../../../tests/workers/call-worker';

const summary = (m: (typeof MAJORS)[number]) => ({ id: m.id, name: m.name, resourceCount: m.resourceIds.length });

describe('GET /api/majors', () => {
  it('groups every major under each of its fields, fields and majors in seeded order, with resource counts', async () => {
    const { status, body } = await getJson<MajorsResponse>('/api/majors');
    expect(status).toBe(200);
    expect(body.fields).toHaveLength(13);
    expect(body.fields).toEqual(
      MAJOR_FIELDS.map((f) => ({
        id: f.id,
        name: f.name,
        majors: MAJORS.filter((m) => m.fields.includes(f.id)).map(summary),
      })),
    );
  });
});

describe('GET /api/majors/:majorId', () => {
  it('returns the major, its fields and its full resources in link order', async () => {
    const cs = MAJORS.find((m) => m.id === 'computer-science')!;
    const { status, body } = await getJson<MajorDetailResponse>('/api/majors/computer-science');
    expect(status).toBe(200);
    expect(body.major).toEqual({
      id: 'computer-science',
      name: 'Computer Science',
      fields: MAJOR_FIELDS.filter((f) => cs.fields.includes(f.id)).map((f) => ({ id: f.id, name: f.name })),
    });
    // `majors` is catalog-only: the seed turns it into major_resources rows, the API does not repeat it.
    const catalog = cs.resourceIds.map((id) => RESOURCES.find((r) => r.id === id)!);
    // The API adds who each is for (seeded from the catalog's eligibility entries).
    expect(body.resources).toEqual(
      catalog.map(({ majors: _majors, ...resource }) => ({
        ...resource,
        eligibility: CATALOG_ELIGIBILITY[resource.id],
      })),
    );
  });

  it('decodes a URL-encoded id', async () => {
    const { status, body } = await getJson<MajorDetailResponse>(`/api/majors/${encodeURIComponent('biology')}`);
    expect(status).toBe(200);
    expect(body.major.name).toBe('Biology');
  });

  it("answers 404 'Major not found' naming the id when it is unknown", async () => {
    const { status, body } = await getJson<ApiErrorBody>('/api/majors/underwater-basket-weaving');
    expect(status).toBe(404);
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toMatch(/^Major not found/);
    expect(body.error.message).toContain("'underwater-basket-weaving'");
  });

  it('answers 400 for an id longer than 200 characters', async () => {
    const { status, body } = await getJson<ApiErrorBody>(`/api/majors/${'m'.repeat(201)}`);
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/^majorId: /);
  });
});

describe('GET /api/popular-majors', () => {
  const byCount = [...MAJORS].map(summary).sort((a, b) => b.resourceCount - a.resourceCount);

  it('returns the 4 majors with the most resources by default, most first, ties in seeded order', async () => {
    const { status, body } = await getJson<PopularMajorsResponse>('/api/popular-majors');
    expect(status).toBe(200);
    expect(body.majors).toEqual(byCount.slice(0, 4));
  });

  it('returns as many as asked for, up to 20', async () => {
    const { body } = await getJson<PopularMajorsResponse>('/api/popular-majors?limit=20');
    expect(body.majors).toEqual(byCount.slice(0, 20));
    const counts = body.majors.map((m) => m.resourceCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it.each(['0', '21', 'many', '2.5'])('refuses limit=%s with a 400 naming the field', async (limit) => {
    const { status, body } = await getJson<ApiErrorBody>(`/api/popular-majors?limit=${limit}`);
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/^limit: /);
  });
});
