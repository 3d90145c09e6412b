// A page render's API calls read D1 in one batch (worker/src/http/read-gathering.ts): each call gets exactly the
// answer it would have had alone, a call held up by other I/O is waited for, a read whose columns share a name goes
// alone, and a failing read fails alone.
import { env } from 'cloudflare:workers';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import type { Env } from '@quadkit/core/server/env';
import { createDb } from '@quadkit/core/server/db';
import { categories, resources } from '@quadkit/core/server/schema';
import { ReadGathering } from '../src/http/read-gathering';
import { selectColumnsOf } from '../src/http/select-columns';
import { d1TripsOf, envWithCountedDb, withServerTiming } from '../src/http/server-timing';

const counted = envWithCountedDb(env as unknown as Env);
const db = createDb(counted.DB);

/** The reads three sections of a page make: a drizzle select (raw arrays), a raw `sql` read, a drizzle batch. */
const sectionReads = {
  categories: () =>
    db.select({ slug: categories.slug, name: categories.name }).from(categories).orderBy(categories.slug),
  notion: () => db.all<{ id: string; title: string }>(sql`select id, title from resources where id = ${'notion'}`),
  firstTwo: () =>
    db.batch([
      db.select({ id: resources.id }).from(resources).orderBy(asc(resources.id)).limit(2),
      db.select({ n: sql<number>`count(*)` }).from(resources),
    ]),
  first: () => db.select({ title: resources.title }).from(resources).where(eq(resources.id, 'anki')).get(),
};

/** Runs `work` as one request and answers its result with the round trips it made. */
async function asRequest<T>(work: () => Promise<T>): Promise<{ result: T; trips: number | null }> {
  let result!: T;
  const response = await withServerTiming(async () => {
    result = await work();
    return new Response('ok');
  });
  return { result, trips: d1TripsOf(response) };
}

describe('reads gathered across a page render', () => {
  it('sends the sections’ reads as one batch, each answered as if it had gone alone', async () => {
    const alone = {
      categories: await sectionReads.categories(),
      notion: await sectionReads.notion(),
      firstTwo: await sectionReads.firstTwo(),
      first: await sectionReads.first(),
    };
    expect(alone.categories.length).toBeGreaterThan(3);
    expect(alone.notion).toEqual([{ id: 'notion', title: expect.any(String) }]);

    const { result, trips } = await asRequest(async () => {
      const gathering = new ReadGathering();
      const [categoriesRead, notion, firstTwo, first] = await Promise.all([
        gathering.participate(sectionReads.categories),
        // Held up by a KV read first, as a call that looks in the cache before D1: it is waited for.
        gathering.participate(async () => {
          await counted.CACHE.get('read-gathering-test');
          return sectionReads.notion();
        }),
        gathering.participate(sectionReads.firstTwo),
        gathering.participate(sectionReads.first),
      ]);
      return { categories: categoriesRead, notion, firstTwo, first };
    });
    expect(result).toEqual(alone);
    expect(trips).toBe(1);
  });

  it('sends a read whose columns share a name alone, and reads it right', async () => {
    const other = alias(resources, 'other');
    const twoIds = () =>
      db
        .select({ mine: resources.id, theirs: other.id })
        .from(resources)
        .innerJoin(other, eq(other.id, resources.id))
        .orderBy(resources.id)
        .limit(3);
    const alone = await twoIds();
    expect(alone.every((row) => row.mine === row.theirs)).toBe(true);
    const { result, trips } = await asRequest(async () => {
      const gathering = new ReadGathering();
      return Promise.all([gathering.participate(twoIds), gathering.participate(sectionReads.categories)]);
    });
    expect(result[0]).toEqual(alone);
    expect(trips).toBe(2);
  });

  it('fails a failing read alone: the other calls still get their answers', async () => {
    const { result } = await asRequest(async () => {
      const gathering = new ReadGathering();
      return Promise.allSettled([
        gathering.participate(() => db.all(sql`select id from no_such_table where id = ${'x'}`)),
        gathering.participate(sectionReads.notion),
      ]);
    });
    expect(result[0].status).toBe('rejected');
    expect(result[1]).toEqual({ status: 'fulfilled', value: [{ id: 'notion', title: expect.any(String) }] });
  });
});

describe('the columns a SELECT names', () => {
  it('reads drizzle’s column lists, brackets and quoted text included', () => {
    expect(selectColumnsOf('select "resources"."id", "resources"."title" from "resources" where 1')).toEqual([
      'id',
      'title',
    ]);
    expect(
      selectColumnsOf(`select "majors"."id", coalesce("n", 0), (select count(*) from x, y) as "c", 'a, b' from t`),
    ).toEqual(['id', 'coalesce("n", 0)', 'c', "'a, b'"]);
    expect(selectColumnsOf('select id, title from resources where id = ?')).toEqual(['id', 'title']);
    expect(selectColumnsOf('with board as (select 1) select * from board')).toBeNull();
    expect(selectColumnsOf('insert into t values (1)')).toBeNull();
  });
});
