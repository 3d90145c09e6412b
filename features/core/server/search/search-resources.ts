// The resources source of search when there is text: FTS5 matches ranked by bm25, best first, with the hits
// highlighted by FTS5 itself. Category and tag filters are phrases of the match and exact checks on the row.
import { sql, type SQL } from 'drizzle-orm';
import type { CategorySlug } from '../../catalog/categories';
import type { SearchResult } from '../../shared/search-responses';
import type { Planned } from '../raw-batch';
import { markedInWorker, markWordPrefixes } from './search-marks';
import { markedResult, type MarkedResourceRow } from './search-resource-rows';

export interface ResourceFilters {
  category?: CategorySlug | undefined;
  tags: readonly string[];
  limit: number;
}

/** bm25 weights for title, description, category, tags: a title hit counts most. */
const RANK = 'bm25(10.0, 1.0, 2.0, 3.0)';
/** Tokens in the description excerpt (FTS5 allows up to 64). */
const SNIPPET_TOKENS = 24;
/**
 * At most this many matches are ranked: the first ones in catalog order (the curated catalog comes first).
 * bm25 costs time for every row it scores, and a word found in most of 100,000 resources would otherwise
 * take far longer than the whole request budget; a query with fewer matches is ranked over all of them.
 */
export const RANK_WINDOW = 1000;

/** The resource carries the tag (same tag, any letter case). */
export const hasTag = (tagsJson: SQL, tag: string) =>
  sql`exists (select 1 from json_each(${tagsJson}) where value = ${tag} collate nocase)`;

/** The filters as exact checks on the row `r` (each `and …`): what the filter phrases of a match let through. */
export function exactChecks(filters: ResourceFilters): SQL[] {
  const exact: SQL[] = [];
  if (filters.category) exact.push(sql`and r.category = ${filters.category}`);
  for (const tag of filters.tags) exact.push(sql`and ${hasTag(sql`r.tags`, tag)}`);
  return exact;
}

/**
 * The words of the query, each with its synonym phrases: `[['discount', 'student perks'], …]`. A title has a word
 * when one of its words begins with the word or one of its phrases.
 */
export type TitleWords = readonly (readonly string[])[];

/** How many of the words the title `r.title` has, as SQL (' ' || title: a word begins after a space). */
const titleWordCount = (words: TitleWords): SQL =>
  words.length === 0
    ? sql`0`
    : sql.join(
        words.map(
          (phrases) =>
            sql`(${sql.join(
              phrases.map((phrase) => sql`instr(' ' || lower(r.title), ${` ${phrase}`}) > 0`),
              sql` or `,
            )})`,
        ),
        sql` + `,
      );

/**
 * One statement, the matches read once: the first RANK_WINDOW of them in catalog order (the curated catalog comes
 * first) are kept (materialized), and then one of two ways ranks them.
 * - Fewer than the window, for keywords: all of them by bm25. FTS5 answers ORDER BY rank itself (weights
 *   through `rank MATCH`), handing rows over best first: the join, the exact filters and highlight()/snippet()
 *   run only until `limit` rows pass.
 * - A full window, or `byTitle` (a question: its 'to' and 'for' are in most rows): the rows whose titles have the
 *   most of the `words` first, then catalog order. Not bm25: its document counts read every row of each word's
 *   doclist, and at 100,000 resources a common word ('free', 'student discount') cost 3 to 6 ms of SQLite time
 *   against 1, 'learn to code for free' 15. The titles are read from the (seq, lower(title)) index, not the rows:
 *   a window's rows lie scattered over the table, and reading a thousand of them cost 3 ms at 100,000 resources
 *   against 0.5 (the exact filters need the rows, so a filtered query reads them instead). Only the `limit` rows
 *   shown are read whole; they are marked in the worker (no highlight()).
 * The exact filters only drop rows the filter phrases let through. A `guard` stops it before FTS5 reads anything
 * (the title stage uses it when its own matches already fill the page): it is the window's LIMIT, which SQLite
 * checks once before the loop (in the WHERE it was checked on every match, after FTS5 had read them all). bm25's
 * branch is switched off the same way when the other ranks or the window is empty (nothing to rank): a rowid
 * bound of 0 still let FTS5 evaluate the whole match, which for a question's synonyms costs 0.7 ms at 100,000.
 */
export function textStatement(
  {
    match,
    terms,
    words,
    guard,
    byTitle = false,
  }: { match: string; terms: readonly string[]; words: TitleWords; guard?: SQL | undefined; byTitle?: boolean },
  filters: ResourceFilters,
) {
  const exact = exactChecks(filters);
  const query = sql`
    with g(ok) as materialized (select ${guard ?? sql`1`}),
    win(id) as materialized (
      select rowid from resources_fts where resources_fts match ${match}
      order by rowid limit (case when (select ok from g) then ${RANK_WINDOW} else 0 end)),
    full(yes) as materialized (select ${byTitle ? sql`count(*) > 0` : sql`count(*) = ${RANK_WINDOW}`} from win)
    select * from (
      select 0 as ranked, r.id, r.title, r.description, r.category, r.tags, r.url, r.image,
        c.name as categoryName, c.table_name as tableName,
        highlight(resources_fts, 0, char(1), char(2)) as titleMarked,
        snippet(resources_fts, 1, char(1), char(2), '…', ${SNIPPET_TOKENS}) as descriptionMarked,
        highlight(resources_fts, 2, char(1), char(2)) as categoryMarked,
        highlight(resources_fts, 3, char(1), char(2)) as tagsMarked
      from resources_fts
      cross join resources r on r.seq = resources_fts.rowid
      join categories c on c.slug = r.category
      where resources_fts match ${match}
        and rank match ${RANK}
        ${sql.join(exact, sql` `)}
      order by rank
      limit (case when (select ok from g) and not (select yes from full) and exists (select 1 from win)
        then ${filters.limit} else 0 end))
    union all
    select * from (
      select 1 as ranked, r.id, r.title, r.description, r.category, r.tags, r.url, r.image,
        c.name as categoryName, c.table_name as tableName, null, null, null, null
      from (
        select win.id, ${titleWordCount(words)} as n from win
        ${exact.length > 0 ? sql`cross join resources r` : sql`cross join resources r indexed by resources_seq_title_idx`}
          on r.seq = win.id
        where (select yes from full) ${sql.join(exact, sql` `)}
        order by n desc, win.id
        limit ${filters.limit}) top
      cross join resources r on r.seq = top.id
      join categories c on c.slug = r.category
      order by top.n desc, top.id
      limit ${filters.limit})`;
  // bm25's rows carry FTS5's highlights; a full window's are marked here, words a term begins.
  const read = (rows: unknown[]): SearchResult[] =>
    (rows as (MarkedResourceRow & { ranked: 0 | 1 })[]).map((row) =>
      row.ranked === 0 ? markedResult(row, terms) : markedInWorker(row, (text) => markWordPrefixes(text, terms)),
    );
  return { query, read } satisfies Planned<SearchResult[]>;
}
