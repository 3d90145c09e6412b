// Reads of the board: a page of cards (search, tag), the latest cards for home, one article with its
// neighbours and related articles, and the tags the chips offer.
import { sql } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import { BOARD_PAGE_SIZE } from '../shared/board-limits';
import { boardCte, boardOrder, boardSelect, boardWhere, type BoardRow } from './board-sql';
import { toArticle, toCard } from './board-card';

/** How many tag chips the board offers: the most used tags first. */
const TAG_CHIPS = 20;

export async function listBoard(db: Db, query: { q?: string | undefined; tag?: string | undefined; page: number }) {
  const where = boardWhere(query.q, query.tag);
  const offset = (query.page - 1) * BOARD_PAGE_SIZE;
  const [rows, counted, tags] = await Promise.all([
    db.all<BoardRow>(
      sql`${boardCte} ${boardSelect()} where ${where} ${boardOrder} limit ${BOARD_PAGE_SIZE} offset ${offset}`,
    ),
    db.all<{ n: number }>(sql`${boardCte} select count(*) as n from board b where ${where}`),
    // One chip per tag whatever its case ('Career' and 'career' filter alike): the capitalised spelling shows.
    db.all<{ tag: string }>(sql`${boardCte} select min(t.value) as tag from board b, json_each(b.tags) t
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

/** One article, its newer ("previous") and older ("next") neighbours, and up to 3 related ones. */
export async function findArticle(db: Db, id: string) {
  const [row] = await db.all<BoardRow>(sql`${boardCte} ${boardSelect()} where b.id = ${id}`);
  if (!row) return null;
  const at = row.published_at;
  const [previous, next, related] = await Promise.all([
    db.all<BoardRow>(sql`${boardCte} ${boardSelect()}
      where b.published_at > ${at} or (b.published_at = ${at} and b.id < ${id})
      order by b.published_at asc, b.id desc limit 1`),
    db.all<BoardRow>(sql`${boardCte} ${boardSelect()}
      where b.published_at < ${at} or (b.published_at = ${at} and b.id > ${id}) ${boardOrder} limit 1`),
    // Shared tags first (most shared first), then the newest.
    db.all<BoardRow>(sql`${boardCte} ${boardSelect()} where b.id <> ${id}
      order by (select count(*) from json_each(b.tags) t
        where lower(t.value) in (select lower(value) from json_each(${row.tags}))) desc, b.published_at desc, b.id
      limit 3`),
  ]);
  const link = (r: BoardRow | undefined) => (r ? { id: r.id, title: r.title } : null);
  return {
    article: toArticle(row),
    previous: link(previous[0]),
    next: link(next[0]),
    related: related.map(toCard),
  };
}
