// Chunk groups for the build (vite.config.ts). Left alone, the build makes a file of every module two lazy imports
// share: a page then fetched 15 to 23 scripts, most of them a kilobyte or two, and the entry listed each file's name.
// - 'home': modules only the home sections reach (their components, cards, CSS);
// - 'home-shared': modules the home sections share with other lazy screens (data clients, resource card, ...);
// - 'screens-shared': our modules that three or more screens reach beyond those (their head, loaders, message
//   tables, formats, load error and empty states): one file, fetched with the first screen that needs it.
// Whatever the entry imports statically stays in the entry chunk (the 'initial' group), fetched on every page.
import type { ChunkingContext } from 'rolldown';

/** The modules `React.lazy` loads for each home section (features' home-sections.ts and bulletin's slots.ts). */
const HOME_SECTION_ROOTS = [
  /features[\\/]browse[\\/]ui[\\/]home[\\/](category-tiles|popular-resources|featured-strip|popular-majors)\.tsx?$/,
  /features[\\/]toolkits[\\/]ui[\\/]home[\\/]featured-toolkits\.tsx?$/,
  /features[\\/]trending[\\/]ui[\\/]home[\\/](recommended-for-you|trending-now)\.tsx?$/,
  /features[\\/]bulletin[\\/]ui[\\/]panels[\\/]home-bulletin\.tsx?$/,
];

type Info = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

interface Partition {
  home: Set<string>;
  shared: Set<string>;
  screens: Set<string>;
}

/**
 * Screens that must share a module of ours for it to join 'screens-shared'. Libraries keep their own chunks: zod is
 * shared by the forms alone, and would add about 22 KB gzip to every other screen.
 */
const SHARED_BY = 3;

/** The route tables: what they import lazily is a screen (and its loaders). */
const ROUTE_TABLE = /(features[\\/][^\\/]+[\\/]ui[\\/][\w-]*routes|shell[\\/]src[\\/]app[\\/]routes)\.tsx?$/;

/** Static closure of `roots`, not entering `stop`. */
function closure(roots: Iterable<string>, ctx: ChunkingContext, stop: Set<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) queue.push(next);
  }
  return seen;
}

function partition(ids: string[], ctx: ChunkingContext): Partition {
  const infos = ids.map((id) => ctx.getModuleInfo(id)).filter((info): info is Info => info !== null);
  const entries = infos.filter((info) => info.isEntry).map((info) => info.id);
  const initial = closure(entries, ctx, new Set());
  const lazyRoots = new Set(infos.flatMap((info) => info.dynamicallyImportedIds));
  const homeRoots = [...lazyRoots].filter((id) => HOME_SECTION_ROOTS.some((pattern) => pattern.test(id)));
  const otherRoots = [...lazyRoots].filter((id) => !homeRoots.includes(id));
  const reachedByHome = closure(homeRoots, ctx, initial);
  const reachedByOthers = closure(otherRoots, ctx, initial);
  const home = new Set<string>();
  const shared = new Set<string>();
  for (const id of reachedByHome) (reachedByOthers.has(id) ? shared : home).add(id);
  const screenRoots = [...otherRoots].filter((id) =>
    (ctx.getModuleInfo(id)?.dynamicImporters ?? []).some((importer) => ROUTE_TABLE.test(importer)),
  );
  const stop = new Set([...initial, ...home, ...shared]);
  const reachCount = new Map<string, number>();
  for (const root of screenRoots)
    for (const id of closure([root], ctx, stop)) reachCount.set(id, (reachCount.get(id) ?? 0) + 1);
  const screens = new Set(
    [...reachCount]
      .filter(([id, n]) => n >= SHARED_BY && !screenRoots.includes(id) && !id.includes('node_modules'))
      .map(([id]) => id),
  );
  return { home, shared, screens };
}

/** `output.codeSplitting` for the shell build. */
export function chunkGroups() {
  const candidates: string[] = [];
  let computed: Partition | null = null;
  return {
    groups: [
      // Everything the entry imports statically: one chunk (the entry), not a dozen vendor fragments.
      { name: 'initial', tags: ['$initial' as const], priority: 2 },
      {
        debugName: 'home sections and what screens share',
        name: (id: string, ctx: ChunkingContext) => {
          computed ??= partition(candidates, ctx);
          if (computed.home.has(id)) return 'home';
          if (computed.shared.has(id)) return 'home-shared';
          if (computed.screens.has(id)) return 'screens-shared';
          return null;
        },
        test: (id: string) => {
          candidates.push(id);
          return true;
        },
        priority: 1,
        // The partition is closed under imports already: a module of a group imports only modules of these groups
        // and the entry, or a library (which keeps a chunk of its own).
        includeDependenciesRecursively: false,
      },
    ],
  };
}
