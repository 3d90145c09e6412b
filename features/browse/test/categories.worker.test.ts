// GET /api/categories: the 15 categories in home-grid order, each with its live resource count.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@quadkit/core/catalog/categories';
import { CATEGORY_TABLES } from '@quadkit/core/catalog/category-tables';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { bumpCatalogVersion } from '@quadkit/core/server/catalog-version';
import { createDb } from '@quadkit/core/server/db';
import { resources } from '@quadkit/core/server/schema';
import type { CategoriesResponse } from '../shared/category-responses';
import { getJson } from '../../../tests/workers/call-worker';

describe('GET /api/categories', () => {
  it('lists the 15 categories in order with slug, name, table name, link and a count matching the catalog', async () => {
    const { status, body } = await getJson<CategoriesResponse>('/api/categories');
    expect(status).toBe(200);
    expect(body.categories).toEqual(
      CATEGORIES.map((c) => ({
        ...c,
        tableName: CATEGORY_TABLES[c.slug],
        resourceCount: RESOURCES.filter((r) => r.category === c.slug).length,
      })),
    );
    expect(body.categories.find((c) => c.slug === 'majors')?.href).toBe('/majors');
    expect(body.categories.find((c) => c.slug === 'ai-tools')?.tableName).toBe('ml_tools_resources');
  });

  it('counts what is in the database now, not the built-in list', async () => {
    await createDb(env.DB).insert(resources).values({
      id: 'extra-research',
      title: 'Extra',
      description: 'One more research resource, added after seeding.',
      category: 'research',
      url: 'https://example.org',
      image: '/images/categories/research-1.svg',
      position: 999,
    });
    // Written straight to D1, so the catalog version every catalog write bumps is bumped here (edge cache).
    await bumpCatalogVersion(env.CACHE);
    const { body } = await getJson<CategoriesResponse>('/api/categories');
    const research = body.categories.find((c) => c.slug === 'research');
    expect(research?.resourceCount).toBe(RESOURCES.filter((r) => r.category === 'research').length + 1);
  });
});
