// The board as one SQL view: the bundled articles and the approved posts side by side, each with its author's
// public profile, so listing, search, prev/next and related all read the same rows in the same order.
import { sql, type SQL } from 'drizzle-orm';

/** A board row as the SQL below selects it. */
export interface BoardRow {
  id: string;
  kind: 'article' | 'post';
  title: string;
  snippet: string;
  body: string;
  image: string | null;
  tags: string;
  published_at: number;
  read_time: string;
  author_name: string | null;
  author_avatar: string | null;
  /** The poster's chosen public name (never anything from the e-mail); null shows the default. */
  display_name: string | null;
  avatar_url: string | null;
  study_level: string | null;
  major: string | null;
}

/** `with board as (…)`: every row that may appear on the board, with a publication time in ms. */
export const boardCte = sql`with board as (
  select id, 'article' as kind, title, snippet, content as body, image, tags,
    unixepoch(date) * 1000 as published_at, read_time, author_name, author_avatar, null as user_id
  from articles
  union all
  select id, 'post', title, snippet, body, null, tags, coalesce(reviewed_at, created_at), read_time, null, null, user_id
  from bulletin_submissions where status = 'approved'
)`;

/** The columns of a board row, joined with the poster's public profile (display name, avatar) for user posts. */
export const boardSelect = (
  columns: SQL = sql`b.*`,
) => sql`select ${columns}, p.display_name, p.avatar_url, p.study_level, p.major
  from board b
  left join user_preferences p on p.user_id = b.user_id`;

/** The board's one order: newest first, ties by id so pages never overlap. */
export const boardOrder = sql`order by b.published_at desc, b.id asc`;

/** Case-insensitive search in title, snippet, body and tags; a tag filter matched ignoring case. */
export function boardWhere(q: string | undefined, tag: string | undefined): SQL {
  const parts: SQL[] = [sql`1 = 1`];
  if (q) {
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and instr needs no wildcard escaping.
    const text = q.toLowerCase();
    parts.push(sql`(instr(lower(b.title), ${text}) > 0 or instr(lower(b.snippet), ${text}) > 0
      or instr(lower(b.body), ${text}) > 0
      or exists (select 1 from json_each(b.tags) t where instr(lower(t.value), ${text}) > 0))`);
  }
  if (tag) {
    parts.push(sql`exists (select 1 from json_each(b.tags) t where lower(t.value) = ${tag.toLowerCase()})`);
  }
  return sql.join(parts, sql` and `);
}
