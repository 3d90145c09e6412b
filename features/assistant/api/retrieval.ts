// Grounding: the catalog items that fit one chat message, each as the card the panel shows with a line that says
// why. Resources come from the one search engine (@quadkit/core/server/search/engine: its stages, relaxation and
// intent vocabulary); public and built-in toolkits and articles by their words. All are ranked by the engine's
// relevance, the student's profile only breaking near-ties (it never hides what they asked for), and cut where
// the fit drops: no padding.
import { sql, type SQL } from 'drizzle-orm';
import { CATALOG_ELIGIBILITY } from '@quadkit/core/catalog/eligibility/catalog-eligibility';
import { eligibilityFit } from '@quadkit/core/catalog/eligibility/rule';
import type { Db } from '@quadkit/core/server/db';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import {
  type Relevance,
  relevance,
  type Scorable,
  searchResources,
  type Understanding,
} from '@quadkit/core/server/search/engine';
import type { ChatCard } from '../shared/chat-events';
import type { StudyProfile } from './profile';
import { likePattern } from './query-terms';
import { type ProfileNote, whyLine } from './why-line';

/** Cards shown at most, unless the question asks for a list. */
export const MAX_CARDS = 4;
export const MAX_LIST_CARDS = 8;
/** Candidates considered of each kind. */
const CANDIDATES = { resources: 12, toolkits: 3, articles: 3 } as const;
/** A card must fit at least this share of the best card's score, so weaker matches never pad the answer. */
const KEEP_SHARE = 0.6;
/** How much the profile moves an item: less than any word of the question weighs. */
const PROFILE_NUDGE = 0.2;
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

/** Score: 2 per term in the title, 1 per term elsewhere; rows with no term at all are left out. */
function likeScore(terms: readonly string[], title: SQL, other: SQL): SQL {
  const parts = terms.map((term) => {
    const pattern = likePattern(term);
    return sql`(case when ${title} like ${pattern} escape '\\' then 2 else 0 end
      + case when ${other} like ${pattern} escape '\\' then 1 else 0 end)`;
  });
  return sql.join(parts, sql` + `);
}

async function matchToolkits(db: Db, terms: readonly string[]): Promise<Row[]> {
  if (terms.length === 0) return [];
  const score = likeScore(terms, sql`t.title`, sql`t.description`);
  return db.all<Row>(sql`
    select id, title, text from (
      select t.id, t.title, t.description as text, ${score} as score, t.is_featured, t.created_at
      from toolkits t
      where t.visibility = 'public' or t.user_id is null)
    where score > 0
    order by score desc, is_featured desc, created_at desc
    limit ${CANDIDATES.toolkits}`);
}

async function matchArticles(db: Db, terms: readonly string[]): Promise<Row[]> {
  if (terms.length === 0) return [];
  const score = likeScore(terms, sql`a.title`, sql`(a.snippet || ' ' || a.tags)`);
  return db.all<Row>(sql`
    select id, title, text from (
      select a.id, a.title, a.snippet as text, ${score} as score, a.position
      from articles a)
    where score > 0
    order by score desc, position
    limit ${CANDIDATES.articles}`);
}

/** A toolkit or article row as the engine's relevance reads it: words only, no category or tags. */
const scorable = (row: Row): Scorable => ({
  title: row.title,
  description: row.text,
  category: null,
  categoryName: null,
  tags: [],
});

interface Candidate {
  card: ChatCard;
  fit: Relevance;
  score: number;
  profileNote?: ProfileNote;
}

/** The profile's nudge for a resource: its eligibility for the student's level and country, and their interests. */
function profileNudge(id: string, result: Scorable, profile: StudyProfile | null, interests: Understanding | null) {
  if (!profile) return { nudge: 0 };
  const fit = eligibilityFit(CATALOG_ELIGIBILITY[id], { studyLevel: profile.studyLevel, country: profile.country });
  let nudge = fit ? (fit.qualifies ? PROFILE_NUDGE / 2 : -PROFILE_NUDGE) : 0;
  let note: ProfileNote | undefined = fit?.qualifies === false ? 'checkOpen' : undefined;
  if (interests && relevance(result, interests).score > 0) {
    nudge += PROFILE_NUDGE / 2;
    note = 'matchesInterests';
  }
  return note ? { nudge, note } : { nudge };
}

/**
 * The items that fit this message, best first, each with its why-line: at most MAX_CARDS (MAX_LIST_CARDS when it
 * asks for a list), and only those that fit nearly as well as the best.
 */
export async function retrieve(
  db: Db,
  question: Understanding,
  text: string,
  profile: StudyProfile | null,
  interests: Understanding | null,
  /** The reader's language: the cards' why-lines are written in it. */
  locale: Locale,
): Promise<ChatCard[]> {
  // LIKE patterns stay short (D1 refuses long ones) and a long message costs no more than 8 words.
  const terms = question.content.filter((t) => t.length <= 30).slice(0, 8);
  const [found, toolkits, articles] = await Promise.all([
    searchResources(db, text, { tags: [], limit: CANDIDATES.resources }),
    matchToolkits(db, terms),
    matchArticles(db, terms),
  ]);
  const candidates: Candidate[] = [];
  for (const result of found.results) {
    const fit = relevance(result, question);
    const { nudge, note } = profileNudge(result.id, result, profile, interests);
    candidates.push({
      card: {
        id: result.id,
        kind: 'resource',
        title: result.title,
        line: oneLine(result.description),
        href: `/resource/${encodeURIComponent(result.id)}`,
      },
      fit,
      score: fit.score + nudge,
      ...(note ? { profileNote: note } : {}),
    });
  }
  const others: [Row[], ChatCard['kind'], string][] = [
    [toolkits, 'toolkit', 'toolkit'],
    [articles, 'article', 'bulletin'],
  ];
  for (const [rows, kind, path] of others) {
    for (const row of rows) {
      const fit = relevance(scorable(row), question);
      const card: ChatCard = {
        id: row.id,
        kind,
        title: row.title,
        line: oneLine(row.text),
        href: `/${path}/${encodeURIComponent(row.id)}`,
      };
      candidates.push({ card, fit, score: fit.score });
    }
  }
  const ranked = candidates.filter((c) => c.fit.score > 0).sort((a, b) => b.score - a.score);
  const best = ranked[0]?.score ?? 0;
  const max = question.wantsList ? MAX_LIST_CARDS : MAX_CARDS;
  return ranked
    .filter((c) => c.score >= best * KEEP_SHARE)
    .slice(0, max)
    .map((c) => ({ ...c.card, why: whyLine(c.fit, c.profileNote, locale) }));
}
