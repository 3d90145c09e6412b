// The fuzz cases: every API route of the Hono app (app.routes, so new routes join by themselves), each hit with
// generated hostile input: malformed JSON, wrong content types, oversize bodies, prototype-pollution keys,
// unicode and NUL bytes, huge and negative numbers, path tricks; signed in and out, with and without Origin.

export interface Route {
  method: string;
  path: string;
}

export interface FuzzRequest {
  route: Route;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  signedIn: boolean;
}

// Loaded by a computed specifier so the Node-side type check does not pull in the worker's Workers types.
const APP_MODULE = '../../worker/src/app.ts';

/** Every concrete API route the app serves (middleware entries are 'ALL' and skipped), without repeats. */
export async function apiRoutes(): Promise<Route[]> {
  const { app } = (await import(APP_MODULE)) as { app: { routes: Route[] } };
  const seen = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/')) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** A small seeded PRNG (mulberry32): the same seed gives the same run, so a failure can be replayed. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const WEIRD_STRINGS = [
  '',
  ' ',
  'a'.repeat(5000),
  '\u0000',
  'nul\u0000byte',
  '😀🎓',
  'ｆｕｌｌｗｉｄｔｈ',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"quoted" AND NOT NEAR(',
  '../../etc/passwd',
  '%2e%2e%2f',
  '__proto__',
  'constructor',
  'notion',
  'finals-survival-kit',
  'resource',
  'toolkit',
  'unlisted',
  'broken-link',
  'CA',
];
const WEIRD_NUMBERS = [0, -1, -999999999, 1e308, -1e308, 2 ** 53 + 1, 0.5, Number.MAX_SAFE_INTEGER];
const PATH_SEGMENTS = [
  'notion',
  'finals-survival-kit',
  'does-not-exist',
  '..',
  '%2e%2e',
  '%00',
  '%2F',
  'a'.repeat(300),
  '%F0%9F%98%80',
  '__proto__',
  'resource',
  'toolkit',
  "'%20OR%201=1",
  'x.png',
];

function weirdValue(r: ReturnType<typeof random>, depth = 0): unknown {
  const kind = r.next();
  if (kind < 0.35) return r.pick(WEIRD_STRINGS);
  if (kind < 0.55) return r.pick(WEIRD_NUMBERS);
  if (kind < 0.62) return r.pick([true, false, null]);
  if (kind < 0.8 && depth < 2) return Array.from({ length: Math.floor(r.next() * 4) }, () => weirdValue(r, depth + 1));
  if (depth < 2) return weirdObject(r, depth + 1);
  return r.pick(WEIRD_STRINGS);
}

const FIELD_NAMES = [
  'email',
  'password',
  'title',
  'description',
  'emoji',
  'resourceIds',
  'isPublic',
  'visibility',
  'isFeatured',
  'resourceId',
  'type',
  'items',
  'major',
  'study_level',
  'graduation_year',
  'interests',
  'study_goals',
  'onboarded',
  'currentPassword',
  'newPassword',
  'token',
  'country',
  'reason',
  'note',
  '__proto__',
  'constructor',
  'prototype',
];

function weirdObject(r: ReturnType<typeof random>, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const count = Math.floor(r.next() * 6);
  for (let i = 0; i < count; i++) object[r.pick(FIELD_NAMES)] = weirdValue(r, depth);
  return object;
}

function body(r: ReturnType<typeof random>): { body?: string | Uint8Array; contentType?: string } {
  const kind = r.next();
  if (kind < 0.3) return { body: JSON.stringify(weirdObject(r)), contentType: 'application/json' };
  if (kind < 0.4)
    return {
      body: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
      contentType: 'application/json',
    };
  if (kind < 0.5)
    return {
      body: r.pick(['{', '{"a":', '[1,2', 'null', '"string"', '12', '{"a":1}}', '\u0000']),
      contentType: 'application/json',
    };
  if (kind < 0.6)
    return {
      body: JSON.stringify(weirdObject(r)),
      contentType: r.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
      ]),
    };
  if (kind < 0.66) return { body: `{"title":"${'x'.repeat(200_000)}"}`, contentType: 'application/json' };
  if (kind < 0.72)
    return {
      body: new Uint8Array(Math.floor(r.next() * 3_000_000)),
      contentType: r.pick(['image/png', 'application/octet-stream']),
    };
  if (kind < 0.8) return { body: JSON.stringify(weirdValue(r)), contentType: 'application/json' };
  return {};
}

function concretePath(path: string, r: ReturnType<typeof random>): string {
  let out = path.replace(/:[A-Za-z]+/g, () => r.pick(PATH_SEGMENTS));
  const trick = r.next();
  if (trick < 0.05) out = `${out}/`;
  else if (trick < 0.1) out = out.replace('/api/', '/api//');
  else if (trick < 0.13) out = out.toUpperCase();
  if (r.next() < 0.3) {
    const key = r.pick(['q', 'limit', 'cursor', 'category', 'tags', 'type', 'majorId', 'share', 'for', '__proto__']);
    const value = r.next() < 0.5 ? String(r.pick(WEIRD_NUMBERS)) : r.pick(WEIRD_STRINGS);
    out += `?${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
  }
  return out;
}

/** The i-th case of a run (deterministic in seed and i). */
export function fuzzRequest(routes: readonly Route[], seed: number, i: number, origin: string): FuzzRequest {
  const r = random(seed * 1_000_003 + i);
  const route = r.pick(routes);
  // Mostly the route's own method; sometimes another, to reach the not-found and method paths.
  const method = r.next() < 0.9 ? route.method : r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
  const headers: Record<string, string> = {};
  if (r.next() < 0.85) headers.Origin = r.next() < 0.95 ? origin : 'https://evil.example';
  const signedIn = r.next() < 0.5;
  const hasBody = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
  const made = hasBody ? body(r) : {};
  if (made.contentType) headers['Content-Type'] = made.contentType;
  return { route, method, path: concretePath(route.path, r), headers, body: made.body, signedIn };
}
