// Seeding the catalog into D1: complete, idempotent, and the FTS5 index follows the resources table.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { STATIC_TOOLKITS } from '@quadkit/core/catalog/toolkits';
import { MAJORS } from '@quadkit/core/catalog/majors/majors';
import { ARTICLES } from '@quadkit/core/catalog/articles/index';
import { createDb } from '@quadkit/core/server/db';
import { seedCatalog } from '../src/seed/seed-catalog';

async function count(table: string): Promise<number> {
  const row = await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>();
  return row?.n ?? -1;
}

async function counts() {
  return {
    categories: await count('categories'),
    resources: await count('resources'),
    fts: await count('resources_fts'),
    majors: await count('majors'),
    majorResources: await count('major_resources'),
    articles: await count('articles'),
    toolkits: await count('toolkits'),
    toolkitResources: await count('toolkit_resources'),
  };
}

const expected = {
  categories: 15,
  resources: RESOURCES.length,
  fts: RESOURCES.length,
  majors: MAJORS.length,
  majorResources: MAJORS.reduce((n, m) => n + m.resourceIds.length, 0),
  articles: ARTICLES.length,
  toolkits: STATIC_TOOLKITS.length,
  toolkitResources: 70,
};

describe('seedCatalog', () => {
  it('puts the whole catalog in D1', async () => {
    expect(await counts()).toEqual(expected);
  });

  it('keeps a last_verified date the link checker earned, and never stamps one of its own', async () => {
    const stamped = await env.DB.prepare('select count(*) as n from resources where last_verified is not null').first<{
      n: number;
    }>();
    expect(stamped?.n).toBe(RESOURCES.filter((r) => r.lastVerified).length);
    await env.DB.prepare("update resources set last_verified = '2026-11-26' where id = 'desmos'").run();
    await seedCatalog(createDb(env.DB));
    const row = await env.DB.prepare("select last_verified from resources where id = 'desmos'").first<{
      last_verified: string | null;
    }>();
    expect(row?.last_verified).toBe('2026-11-26');
  });

  it('can run again without duplicating anything', async () => {
    await seedCatalog(createDb(env.DB));
    await seedCatalog(createDb(env.DB));
    expect(await counts()).toEqual(expected);
  });

  it('keeps a user toolkit that points at catalog resources when reseeding', async () => {
    await env.DB.batch([
      env.DB.prepare("insert into users (id, email, password_hash) values ('u-seed', 'seed@example.edu', 'x')"),
      env.DB.prepare(
        "insert into toolkits (id, user_id, title, description) values ('tk-seed', 'u-seed', 'Mine', 'My own kit here')",
      ),
      env.DB.prepare(
        "insert into toolkit_resources (toolkit_id, resource_id, position) values ('tk-seed', 'notion', 0)",
      ),
    ]);
    await seedCatalog(createDb(env.DB));
    const row = await env.DB.prepare("select count(*) as n from toolkit_resources where toolkit_id = 'tk-seed'").first<{
      n: number;
    }>();
    expect(row?.n).toBe(1);
  });
});

describe('resources_fts', () => {
  const match = async (query: string) =>
    (
      await env.DB.prepare(
        'select r.id from resources_fts f join resources r on r.seq = f.rowid where resources_fts match ?1 order by rank',
      )
        .bind(query)
        .all<{ id: string }>()
    ).results.map((r) => r.id);

  it('finds a resource by title, by prefix, by category name and by tag', async () => {
    expect(await match('notion')).toContain('notion');
    expect(await match('noti*')).toContain('notion');
    const research = RESOURCES.filter((r) => r.category === 'research').map((r) => r.id);
    expect(await match('category:research')).toEqual(expect.arrayContaining(research));
    const essential = RESOURCES.filter((r) => r.tags.includes('Essential')).map((r) => r.id);
    expect((await match('tags:essential')).sort()).toEqual([...essential].sort());
  });

  it('follows updates and deletes of the resources table', async () => {
    await env.DB.prepare("update resources set title = 'Zyxwvut Workspace' where id = 'notion'").run();
    expect(await match('zyxwvut')).toEqual(['notion']);
    await env.DB.prepare("delete from resources where id = 'notion'").run();
    expect(await match('zyxwvut')).toEqual([]);
    expect(await count('resources_fts')).toBe(RESOURCES.length - 1);
  });
});
