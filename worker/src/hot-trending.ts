// GET /api/trending answered before the Hono app runs, when the isolate already holds the answer (the trending
// feature's 10-second copy of KV): the most requested API answer (every home visit) then costs no routing, no
// middleware chain and no KV read. Its headers are the app's own: learnt from the app's last anonymous 200 for
// the same path, with a fresh request id and the answer's ETag (If-None-Match answers 304). Anything else — no
// copy yet, a query that needs validation, a method other than GET — goes to the app as before.
import { hotTrendingKey, matchesEtag, recentTrendingAnswers } from '@quadkit/trending/api';

const PATH = '/api/trending';
/** Made per request or per answer, so never part of the learnt headers. */
const PER_RESPONSE = new Set(['x-request-id', 'set-cookie', 'etag', 'content-length', 'content-type']);
/** hono/request-id's rule for a caller's own id. */
const REQUEST_ID = /^[\w\-=]{1,255}$/;

/** The headers of the app's last anonymous trending answer, minus PER_RESPONSE; null until there was one. */
let learnt: [string, string][] | null = null;
let contentType = 'application/json; charset=UTF-8';

/** The path of a request URL without building a URL object (most requests are not this one). */
function isTrendingPath(url: string): boolean {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0 || !url.startsWith(PATH, start)) return false;
  const next = url[start + PATH.length];
  return next === undefined || next === '?' || next === '#';
}

export function hotTrending(request: Request): Response | null {
  if (learnt === null || request.method !== 'GET' || !isTrendingPath(request.url)) return null;
  const key = hotTrendingKey(new URL(request.url));
  const entry = key === null ? null : recentTrendingAnswers.entry(key);
  if (!entry) return null;
  const headers = new Headers(learnt);
  const ownId = request.headers.get('X-Request-Id');
  headers.set('X-Request-Id', ownId && REQUEST_ID.test(ownId) ? ownId : crypto.randomUUID());
  headers.set('ETag', entry.etag);
  if (matchesEtag(request.headers.get('If-None-Match'), entry.etag))
    return new Response(null, { status: 304, headers });
  headers.set('Content-Type', contentType);
  return new Response(entry.text, { status: 200, headers });
}

/** Learns the headers from an answer the app made (only an anonymous 200: a session may add its own). */
export function learnTrendingHeaders(request: Request, response: Response): void {
  if (learnt !== null || response.status !== 200 || request.method !== 'GET') return;
  if (request.headers.has('Cookie') || !isTrendingPath(request.url)) return;
  contentType = response.headers.get('Content-Type') ?? contentType;
  learnt = [...response.headers].filter(([name]) => !PER_RESPONSE.has(name.toLowerCase()));
}

/** For tests: forget the learnt headers. */
export function forgetTrendingHeaders(): void {
  learnt = null;
}
