// Counts the lines of hand-written data-loading code in the UI, at a git revision or in the work tree,
// the same way at both ends. Usage: node tests/metrics/loader-lines.mjs [REV] [--list] [--roles] [--only=PKG,PKG]
// (--only: just those packages, e.g. the four the issue counted when it was filed: browse,core,dashboard,toolkits)
//
// Looked at: UI code, i.e. features/*/ui/** and shell/src/** (.ts/.tsx), without tests. A file counts, whole, when
//  1. it keeps loading state by hand: an effect whose body awaits a promise and stores the answer in state, or a
//     jotai atom whose write awaits (`atom(null, …)` with `await`/`.then(`); or
//  2. it is a module (.ts, not a component) that reads from the API: a GET through any client (`apiGet(`,
//     `.$get(`) or a settled route load (`settle(`, `settledLoader(`) — API modules, typed clients' read helpers,
//     route loaders; or
//  3. it caches answers (its name contains "cache"), or it is one of the shared loading helpers (LOADING_HELPERS).
// A component that only renders what `useLoaderData()` or core's `useQuery()` gives it does not count: its
// loading is the shared mechanism's. Mutations alone (POST/PUT/PATCH/DELETE) are not loading.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const list = args.includes('--list');
const roles = args.includes('--roles');
const rev = args.find((a) => !a.startsWith('--'));
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const packageOf = (f) => (f.startsWith('shell/') ? 'shell' : f.split('/')[1]);

const git = (...a) => execFileSync('git', a, { encoding: 'utf8', maxBuffer: 64 << 20 });
const tracked = rev
  ? git('ls-tree', '-r', '--name-only', rev)
  : git('ls-files', '--cached', '--others', '--exclude-standard');
const files = tracked
  .split('\n')
  .filter((f) => /^(features\/[^/]+\/ui\/|shell\/src\/).*\.(ts|tsx)$/.test(f))
  .filter((f) => !/(^|\/)(test|tests|__tests__)\//.test(f) && !/\.test\.tsx?$/.test(f))
  .filter((f) => !only || only.includes(packageOf(f)));
const read = (f) => {
  if (!rev) return readFileSync(f, 'utf8');
  return git('show', `${rev}:${f}`);
};

const READS = /\b(apiGet|sharedGet)\s*[<(]|\.\$get\(|\bsettle(dLoader)?\(/;
const STORES_ANSWER = /(\.then\(|\bawait )[\s\S]*?\bset[A-Z]\w*\(/;
/** The bodies of the file's effects (an inline arrow, or a callback named in `useEffect(name, …)`). */
function effectBodies(text) {
  const bodies = [];
  for (const m of text.matchAll(/useEffect\(\s*(?:async\s*)?\(\)\s*=>\s*\{([\s\S]*?)\n\s*\},\s*\[/g)) bodies.push(m[1]);
  for (const m of text.matchAll(/useEffect\((\w+),/g)) {
    const def = text.match(new RegExp(`const ${m[1]} = useCallback\\(([\\s\\S]*?)\\n\\s*\\},\\s*\\[`));
    if (def) bodies.push(def[1]);
  }
  return bodies;
}
const ATOM_LOAD = /\batom\(\s*(null,\s*)?(async\b|\([^)]*\)[^=]*=>)[\s\S]{0,800}?(await |\.then\()/;
const LOADING_HELPERS =
  /\/(use-load|use-slot-data|use-query|settle|unwrap|rpc|viewer-cache|lru-cache|remote-atom|use-remote|api-get|shared-get|settled-loader|built-in-resources)\.ts$/;

// --roles: what each counted file is for, by its path, the same at any revision (docs/decisions/0008, fifth round).
const ROLES = [
  // The state that must outlive a route: the session, the bookmarks (their load,
  // their API and the sign-in sync) and the toolkit lookup cache (the spec's 200-entry LRU and its viewer scope).
  [
    'kept by item 2 (session, bookmarks, lookup cache)',
    /\/(session-api|bookmark-load|bookmark-api|toolkit-cache|lru-cache|viewer-cache)\.ts$/,
  ],
  // The one typed client and loading mechanism every screen goes through (item 1 and item 2's "one way").
  ['shared mechanism (core)', /^features\/core\//],
  ["API modules (a feature's calls, reads and writes)", /(-api|\/client|\/open-reports|\/pending)\.ts$/],
];
const roleOf = (f) => ROLES.find(([, pattern]) => pattern.test(f))?.[0] ?? "screens' loaders and per-screen state";

let total = 0;
const rows = [];
for (const f of files) {
  if (
    !rev &&
    !(() => {
      try {
        readFileSync(f);
        return true;
      } catch {
        return false;
      }
    })()
  )
    continue;
  const text = read(f);
  const name = f.split('/').pop();
  const handState = effectBodies(text).some((body) => STORES_ANSWER.test(body)) || ATOM_LOAD.test(text);
  const readModule = f.endsWith('.ts') && READS.test(text);
  if (!(handState || readModule || /cache/i.test(name) || LOADING_HELPERS.test(f))) continue;
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  total += lines;
  rows.push([lines, f]);
}
if (list) for (const [n, f] of rows.sort((a, b) => b[0] - a[0])) console.log(String(n).padStart(5), f);
/** The counted lines summed by a key of each file. */
function linesBy(keyOf) {
  const sums = new Map();
  for (const [n, f] of rows) sums.set(keyOf(f), (sums.get(keyOf(f)) ?? 0) + n);
  return sums;
}
// Per package, so a like-for-like comparison with an older revision can leave out packages it did not have.
console.log([...linesBy(packageOf)].map(([pkg, n]) => `${pkg} ${n}`).join(', '));
if (roles) for (const [role, n] of linesBy(roleOf)) console.log(`${String(n).padStart(5)} ${role}`);
console.log(`${total} lines in ${rows.length} files${rev ? ` at ${rev}` : ' (work tree)'}`);
