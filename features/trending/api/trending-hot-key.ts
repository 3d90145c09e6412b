// The KV key of a /api/trending URL whose query needs no validation: window_days and limit absent or plain
// in-range integers. Anything else (a bad value, '014', extra spaces) returns null, so the request takes the
// route, which validates it and answers 400 where due. Unknown parameters are ignored, as the route's schema does.
import {
  TRENDING_DEFAULT_LIMIT,
  TRENDING_DEFAULT_WINDOW_DAYS,
  TRENDING_MAX_LIMIT,
  TRENDING_MAX_WINDOW_DAYS,
} from '../shared/trending-limits';
import { trendingKey } from './trending-service';

const PLAIN = /^[1-9][0-9]{0,2}$/;

function plainInt(value: string | null, fallback: number, max: number): number | null {
  if (value === null) return fallback;
  if (!PLAIN.test(value)) return null;
  const n = Number(value);
  return n <= max ? n : null;
}

export function hotTrendingKey(url: URL): string | null {
  const params = url.searchParams;
  // A repeated parameter is the route's to judge.
  if (params.getAll('window_days').length > 1 || params.getAll('limit').length > 1) return null;
  const windowDays = plainInt(params.get('window_days'), TRENDING_DEFAULT_WINDOW_DAYS, TRENDING_MAX_WINDOW_DAYS);
  const limit = plainInt(params.get('limit'), TRENDING_DEFAULT_LIMIT, TRENDING_MAX_LIMIT);
  return windowDays === null || limit === null ? null : trendingKey(windowDays, limit);
}
