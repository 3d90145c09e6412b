// The trending score in SQL (docs/decisions/0010): per resource, the sum over the window of
//   weight × H / (H + age in days),  weight 1 per resource_view event and 3 per bookmark, H = 7 days,
// so an event counts fully now, half after a week and a quarter after three weeks. Only arithmetic and
// julianday(): it runs the same in D1 and local SQLite, and reads just the covering indexes of 0006.
import type { D1Like } from './d1-like';

export const VIEW_WEIGHT = 1;
export const BOOKMARK_WEIGHT = 3;
export const HALF_LIFE_DAYS = 7;
const DAY_MS = 86_400_000;

/** The spec's get_trending_resources rows. */
export interface TrendingRow {
  resource_id: string;
  score: number;
}

export const TRENDING_SQL = `
WITH activity AS (
  SELECT resource_id, ?1 * ?3 / (?3 + (julianday(?4) - julianday(timestamp))) AS w
  FROM analytics_events
  WHERE event_name = 'resource_view' AND timestamp >= ?5 AND timestamp <= ?4 AND resource_id IS NOT NULL
  UNION ALL
  SELECT resource_id, ?2 * ?3 / (?3 + (?6 - created_at) / 86400000.0) AS w
  FROM user_interactions
  WHERE type = 'bookmark' AND created_at >= ?7 AND created_at <= ?6
),
scored AS (SELECT resource_id, sum(w) AS score FROM activity GROUP BY resource_id)
SELECT s.resource_id AS resource_id, s.score AS score
FROM scored s JOIN resources r ON r.id = s.resource_id
ORDER BY s.score DESC, r.title ASC
LIMIT ?8`;

/** The bound statement for a window ending at `now` (the bench runs it directly to read D1's meta). */
export function trendingStatement(d1: D1Like, windowDays: number, limit: number, now = Date.now()) {
  const from = now - windowDays * DAY_MS;
  return d1
    .prepare(TRENDING_SQL)
    .bind(
      VIEW_WEIGHT,
      BOOKMARK_WEIGHT,
      HALF_LIFE_DAYS,
      new Date(now).toISOString(),
      new Date(from).toISOString(),
      now,
      from,
      limit,
    );
}

export async function computeTrendingRows(
  d1: D1Like,
  windowDays: number,
  limit: number,
  now = Date.now(),
): Promise<TrendingRow[]> {
  const { results } = await trendingStatement(d1, windowDays, limit, now).all<TrendingRow>();
  return results;
}
