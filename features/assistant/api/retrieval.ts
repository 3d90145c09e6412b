// Grounding: the catalog items that best match one chat message (resources through the FTS5 index, public and
// built-in toolkits, articles), each as the card the panel shows. Every value reaches SQL as a bound parameter.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@quadkit/core/server/db';
import type { ChatCard } from '../shared/chat-events';
import { anyTermMatch, likePattern } from './query-terms';

export interface Retrieved {
  resources: ChatCard[];
  toolkits: ChatCard[];
  articles: ChatCard[];
}

export const RETRIEVE_LIMITS = { resources: 6, toolkits: 2, articles: 2 } as const;

/** bm25 weights for title, description, category, tags (as the browse search ranks them). */
const RANK = 'bm25(10.0, 1.0, 2.0, 3.0)';
/** Only the first matches in catalog order are scored, so a common word stays cheap at 100,000 resources. */
const RANK_WINDOW = 1000;
const MAX_ROWID = sql.raw('9223372036854775807');
const LINE_MAX = 140;

/** The first sentence or LINE_MAX characters of a description: the card's one line. */
export function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = flat.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? flat;
  return sentence.length <= LINE_MAX ? sentence : `${sentence.slice(0, LINE_MAX - 1).trimEnd()}…`;
}

interface Row {
  id: string;
  title: string;
  text: string;
}

const card =
  (kind: ChatCard['kind'], path: string) =>
  (row: Row): ChatCard => ({
    id: row.id,
    kind,
    title: row.title,
    line: oneLine(row.text),
    href: `/${path}/${encodeURIComponent(row.id)}`,
  });

async function matchResources(db: Db, terms: readonly string[]): Promise<ChatCard[]> {
  const match = anyTermMatch(terms);
  if (!match) return [];
  const rows = await db.all<Row>(sql`
    select r.id, r.title, r.description as text
    from resources_fts
    cross join resources r on r.seq = resources_fts.rowid
    where resources_fts match ${match}
      and rank match ${RANK}
      and resources_fts.rowid <= coalesce(
        (select rowid from resources_fts where resources_fts match ${match} limit 1 offset ${RANK_WINDOW - 1}),
        ${MAX_ROWID})
    order by rank
    limit ${RETRIEVE_LIMITS.resources}`);
  return rows.map(card('resource', 'resource'));
}

/** Score: 2 per term in the title, 1 per term elsewhere; rows with no term at all are left out. */
function likeScore(terms: readonly string[], title: SQL, other: SQL): SQL {
  const parts = terms.map((term) => {
    const pattern = likePattern(term);
    return sql`(case when ${title} like ${pattern} escape '\\' then 2 else 0 end
      + case when ${other} like ${pattern} escape '\\' then 1 else 0 end)`;
  });
  return sql.join(parts, sql` + `);
}

async function matchToolkits(db: Db, terms: readonly string[]): Promise<ChatCard[]> {
  if (terms.length === 0) return [];
  const score = likeScore(terms, sql`t.title`, sql`t.description`);
  const rows = await db.all<Row>(sql`
    select id, title, text from (
      select t.id, t.title, t.description as text, ${score} as score, t.is_featured, t.created_at
      from toolkits t
      where t.visibility = 'public' or t.user_id is null)
    where score > 0
    order by score desc, is_featured desc, created_at desc
    limit ${RETRIEVE_LIMITS.toolkits}`);
  return rows.map(card('toolkit', 'toolkit'));
}

async function matchArticles(db: Db, terms: readonly string[]): Promise<ChatCard[]> {
  if (terms.length === 0) return [];
  const score = likeScore(terms, sql`a.title`, sql`(a.snippet || ' ' || a.tags)`);
  const rows = await db.all<Row>(sql`
    select id, title, text from (
      select a.id, a.title, a.snippet as text, ${score} as score, a.position
      from articles a)
    where score > 0
    order by score desc, position
    limit ${RETRIEVE_LIMITS.articles}`);
  return rows.map(card('article', 'bulletin'));
}

/** The best items of each kind for these terms (each list empty when nothing matches). */
export async function retrieve(db: Db, terms: readonly string[]): Promise<Retrieved> {
  const [resources, toolkits, articles] = await Promise.all([
    matchResources(db, terms),
    matchToolkits(db, terms),
    matchArticles(db, terms),
  ]);
  return { resources, toolkits, articles };
}

/** All retrieved cards, resources first: the order the prompt lists them and the local path shows them. */
export const allCards = (found: Retrieved): ChatCard[] => [...found.resources, ...found.toolkits, ...found.articles];
