// Reads of the board: a page of cards (search, tag), the latest cards for home, one article with its
// neighbours and related articles, and the tags the chips offer.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { type Planned, runPlanned } from '@quadkit/core/server/raw-batch';
import { BOARD_PAGE_SIZE } from '../shared/board-limits';
import { boardCte, boardOrder, boardSelect, boardWhere, type BoardRow } from './board-sql';
import { toArticle, toCard } from './board-card';

/** A statement whose rows are read as they come (the SQL names the columns the caller's row type has). */
const rowsOf = <T>(query: SQL): Planned<T[]> => ({ query, read: (rows) => rows as T[] });

/** How many tag chips the board offers: the most used tags first. */
const TAG_CHIPS = 20;

export async function listBoard(db: Db, query: { q?: string | undefined; tag?: string | undefined; page: number }) {
  const where = boardWhere(query.q, query.tag);
  const offset = (query.page - 1) * BOARD_PAGE_SIZE;
  // One batch, one round trip: the page, its count and the chips.
  const [rows, counted, tags] = await runPlanned<[BoardRow[], { n: number }[], { tag: string }[]]>(db, [
    rowsOf(sql`${boardCte} ${boardSelect()} where ${where} ${boardOrder} limit ${BOARD_PAGE_SIZE} offset ${offset}`),
    rowsOf(sql`${boardCte} select count(*) as n from board b where ${where}`),
    // One chip per tag whatever its case ('Career' and 'career' filter alike): the capitalised spelling shows.
    rowsOf(sql`${boardCte} select min(t.value) as tag from board b, json_each(b.tags) t
      group by lower(t.value) order by count(*) desc, lower(t.value) asc limit ${TAG_CHIPS}`),
  ]);
  const total = counted[0]?.n ?? 0;
  return {
    articles: rows.map(toCard),
    total,
    page: query.page,
    pageSize: BOARD_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / BOARD_PAGE_SIZE)),
    tags: tags.map((row) => row.tag),
  };
}

export async function latestArticles(db: Db, limit: number) {
  const rows = await db.all<BoardRow>(sql`${boardCte} ${boardSelect()} ${boardOrder} limit ${limit}`);
  return rows.map(toCard);
}

/**
 * One article, its newer ("previous") and older ("next") neighbours, and up to 3 related ones: one batch, one round
 * trip. The neighbours' and related rows find the article's time and tags by its id, so none waits on another.
 */
export async function findArticle(db: Db, id: string) {
  const article = sql`(select a.published_at from board a where a.id = ${id})`;
  const [found, previous, next, related] = await runPlanned<[BoardRow[], BoardRow[], BoardRow[], BoardRow[]]>(db, [
    rowsOf(sql`${boardCte} ${boardSelect()} where b.id = ${id}`),
    rowsOf(sql`${boardCte} ${boardSelect()}
      where b.published_at > ${article} or (b.published_at = ${article} and b.id < ${id})
      order by b.published_at asc, b.id desc limit 1`),
    rowsOf(sql`${boardCte} ${boardSelect()}
      where b.published_at < ${article} or (b.published_at = ${article} and b.id > ${id}) ${boardOrder} limit 1`),
    // Shared tags first (most shared first), then the newest.
    rowsOf(sql`${boardCte} ${boardSelect()} where b.id <> ${id}
      order by (select count(*) from json_each(b.tags) t where lower(t.value) in
        (select lower(s.value) from board a, json_each(a.tags) s where a.id = ${id})) desc, b.published_at desc, b.id
      limit 3`),
  ]);
  const [row] = found;
  if (!row) return null;
  const link = (r: BoardRow | undefined) => (r ? { id: r.id, title: r.title } : null);
  return {
    article: toArticle(row),
    previous: link(previous[0]),
    next: link(next[0]),
    related: related.map(toCard),
  };
}
