// A clearly synthetic event history for local demos (`npm run seed -- --demo-activity`) and the trending bench:
// generated inside D1 by one statement per chunk, every row on the path DEMO_PATH with "synthetic": true, spread
// over the window with a skew so a few resources lead. Never run by `npm start` or in production.
import type { D1Like } from './d1-like';

/** Marks every generated row, so a rerun (or anyone reading analytics_events) can tell them apart. */
export const DEMO_PATH = '/__synthetic-activity';
const DAY_MS = 86_400_000;
/** Rows per statement: a local D1 statement stays well under a second or two. */
const CHUNK = 25_000;

// A quarter page views (no resource), the rest resource views; the resource index is the product of two uniform
// draws scaled down, which favours the first resources (by catalog order) the way real traffic favours a few.
const INSERT_SQL = `
WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ?1 - 1),
res AS (SELECT id, row_number() OVER (ORDER BY seq) - 1 AS k FROM resources),
total AS (SELECT count(*) AS c FROM resources),
picks AS (
  SELECT n,
    (abs(random()) % (SELECT c FROM total)) * (abs(random()) % (SELECT c FROM total)) / (SELECT c FROM total) AS k,
    abs(random()) % ?3 AS age_ms
  FROM seq
)
INSERT INTO analytics_events (user_id, event_name, properties, path, timestamp, resource_id)
SELECT NULL,
  CASE WHEN picks.n % 4 = 0 THEN 'page_view' ELSE 'resource_view' END,
  CASE WHEN picks.n % 4 = 0 THEN json_object('synthetic', json('true'))
       ELSE json_object('resourceId', res.id, 'resourceType', 'resource', 'synthetic', json('true')) END,
  ?4,
  strftime('%Y-%m-%dT%H:%M:%fZ', (?2 - picks.age_ms) / 1000.0, 'unixepoch'),
  CASE WHEN picks.n % 4 = 0 THEN NULL ELSE res.id END
FROM picks JOIN res ON res.k = picks.k`;

/** Deletes earlier synthetic rows, then writes `count` new ones over the last `days` days. */
export async function writeSyntheticActivity(d1: D1Like, count: number, days = 14, now = Date.now()) {
  await d1.prepare('DELETE FROM analytics_events WHERE path = ?1').bind(DEMO_PATH).run();
  for (let done = 0; done < count; done += CHUNK) {
    const rows = Math.min(CHUNK, count - done);
    await d1
      .prepare(INSERT_SQL)
      .bind(rows, now, days * DAY_MS, DEMO_PATH)
      .run();
  }
}
