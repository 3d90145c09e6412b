// D1 read replication (the Sessions API): every request reads through one session, so its reads may go to the
// nearest replica while writes go to the primary. A write hands the browser the session's bookmark in a cookie;
// the next request starts its session from it, so a student reads their own writes from any replica. Without a
// bookmark (anonymous reads, a first visit) the session is unconstrained: any replica answers.
import { SESSION_COOKIE } from '../auth/session-cookie';

/** The cookie carrying the last write's bookmark. */
export const BOOKMARK_COOKIE = 'qk_d1';

/** A replica is seconds behind the primary; a day-old bookmark is long since everywhere. */
const BOOKMARK_MAX_AGE_SECONDS = 24 * 60 * 60;

/** D1 bookmarks are four hex groups; anything else in the cookie is ignored (a forged one must not throw). */
const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The bookmark the request carries, when it has a well-formed one. */
export function bookmarkOf(request: Request): string | null {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === BOOKMARK_COOKIE && value && BOOKMARK_SHAPE.test(value)) return value;
  }
  return null;
}

/** This request's D1 session: from its bookmark, else unconstrained. Null where the binding has no Sessions API
 * (a missing binding, an older runtime): queries then go to the binding itself, as before. */
export function openD1Session(db: D1Database | undefined, request: Request): D1DatabaseSession | null {
  if (!db || typeof db.withSession !== 'function') return null;
  return db.withSession(bookmarkOf(request) ?? 'first-unconstrained');
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The qk_session value an answer sets ('' when it signs the browser out), or undefined when it leaves it alone. */
function sessionSetBy(response: Response): string | undefined {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return line === undefined ? undefined : (line.split(';')[0] ?? '').slice(SESSION_COOKIE.length + 1);
}

const hasCookie = (request: Request, name: string) =>
  (request.headers.get('Cookie') ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`));

/**
 * The Set-Cookie that hands a signed-in student's write its bookmark, that drops the bookmark when the answer signs
 * the browser out, or null. Only signed-in students get one: an anonymous write (an analytics event) needs no
 * read-your-writes, and any cookie keeps a visitor from the kept pages. GETs never set it: their answers may be
 * cached and shared, and a read changes nothing the next request must see.
 */
export function bookmarkCookie(request: Request, response: Response, session: D1DatabaseSession | null): string | null {
  // Made only when a cookie is set: most answers set none, and parsing the URL is not free.
  const attributes = () =>
    `Path=/; HttpOnly; SameSite=Lax${LOCAL_HOSTS.has(new URL(request.url).hostname) ? '' : '; Secure'}`;
  const sessionCookie = sessionSetBy(response);
  if (sessionCookie === '')
    return hasCookie(request, BOOKMARK_COOKIE) ? `${BOOKMARK_COOKIE}=; Max-Age=0; ${attributes()}` : null;
  if (!session || READS.has(request.method)) return null;
  if (sessionCookie === undefined && !hasCookie(request, SESSION_COOKIE)) return null;
  const bookmark = session.getBookmark();
  if (!bookmark || !BOOKMARK_SHAPE.test(bookmark) || bookmark === bookmarkOf(request)) return null;
  return `${BOOKMARK_COOKIE}=${bookmark}; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}; ${attributes()}`;
}

/** The answer with one more header; the assets binding's answers have immutable headers, so those are copied. */
export function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.append(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.append(name, value);
    return copy;
  }
}
