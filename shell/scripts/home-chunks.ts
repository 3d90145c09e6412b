// Chunk groups for the build (vite.config.ts): the home page's lazy sections load as one chunk instead of ~35,
// split in two so other screens never fetch home-only code:
// - 'home': modules only the home sections reach (their components, cards, CSS);
// - 'home-shared': modules the home sections share with other lazy screens (data clients, resource card, ...).
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
}

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
  return { home, shared };
}

/** `output.codeSplitting` for the shell build. */
export function homeChunkGroups() {
  const candidates: string[] = [];
  let computed: Partition | null = null;
  return {
    groups: [
      // Everything the entry imports statically: one chunk (the entry), not a dozen vendor fragments.
      { name: 'initial', tags: ['$initial' as const], priority: 2 },
      // The routes' head helpers: one chunk every public screen shares, not three more files for each lazy import
      // in the entry to list.
      {
        name: 'route-heads',
        test: /features[\\/]core[\\/](ui[\\/]route-head|shared[\\/](head-defaults|structured-data))\.tsx?$/,
        priority: 1,
        includeDependenciesRecursively: false,
      },
      {
        debugName: 'home sections',
        name: (id: string, ctx: ChunkingContext) => {
          computed ??= partition(candidates, ctx);
          if (computed.home.has(id)) return 'home';
          if (computed.shared.has(id)) return 'home-shared';
          return null;
        },
        test: (id: string) => {
          candidates.push(id);
          return true;
        },
        priority: 1,
        // The partition is closed under imports already (a shared module imports only shared or initial ones).
        includeDependenciesRecursively: false,
      },
    ],
  };
}
