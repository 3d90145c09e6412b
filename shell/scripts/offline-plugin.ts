// Vite plugin that makes the built shell work offline: after the bundle is written it lists what the service
// worker precaches (the entry and the route chunks of /browse, /resource/*, /toolkit/*, /bulletin-board and
// /dashboard with their CSS, the built-in catalog chunk, static files and the API answers those screens load),
// copies index.html to a hashed client-rendered shell (plus the offline notice's script), and writes dist/sw.js from shell/sw/service-worker.js with that list and a version.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { SPRITE_SETS, spriteFile } from '../../features/core/catalog/sprites.ts';
import { STATIC_TOOLKITS } from '../../features/core/catalog/toolkits.ts';

/** Route modules whose chunks (and their static imports) must be on the device for the offline routes. */
export const OFFLINE_ROUTE_MODULES: readonly RegExp[] = [
  /features[\\/]browse[\\/]ui[\\/]data[\\/]route-data\.tsx?$/,
  /features[\\/]browse[\\/]ui[\\/]browse[\\/]browse-screen\.tsx?$/,
  /features[\\/]browse[\\/]ui[\\/]screens[\\/]resource-detail\.tsx?$/,
  /features[\\/]toolkits[\\/]ui[\\/]screens[\\/]toolkit-detail-route\.tsx?$/,
  /features[\\/]toolkits[\\/]ui[\\/]screens[\\/]toolkit-detail-screen\.tsx?$/,
  // The board and the dashboard: without their chunks an offline visit fell to 'Something went wrong'.
  /features[\\/]bulletin[\\/]ui[\\/]board[\\/]board-route\.tsx?$/,
  /features[\\/]bulletin[\\/]ui[\\/]board[\\/]board-screen\.tsx?$/,
  /features[\\/]dashboard[\\/]ui[\\/]screens[\\/]dashboard-screen\.tsx?$/,
  // The dashboard's layout route (the panels other features give it).
  /shell[\\/]src[\\/]pages[\\/]dashboard-frame\.tsx$/,
  // Hono's client, which loads on a screen's first API call (core/ui/data/rpc.ts).
  /node_modules[\\/]hono[\\/]dist[\\/]client[\\/]index\.js$/,
  // The offline notice (loaded on demand, so it must be on the device before the network goes).
  /shell[\\/]src[\\/]offline[\\/]offline-notice\.ts$/,
  // The built-in catalog: the screens' own fallback when no API answer is on the device either.
  /features[\\/]core[\\/]catalog[\\/]resources[\\/]index\.ts$/,
];

/** GET answers the offline screens load, fetched without cookies at install (the same for every visitor). */
export const OFFLINE_API_ANSWERS: readonly string[] = [
  '/api/resources',
  '/api/categories',
  // The board's first page, as /bulletin-board asks for it.
  '/api/bulletin/articles?page=1',
  ...STATIC_TOOLKITS.map((toolkit) => `/api/toolkits/${encodeURIComponent(toolkit.id)}`),
];

/** Unhashed files every offline page uses, the artwork sprites among them. */
const STATIC_FILES = [
  '/favicon.svg',
  '/images/brand/logo.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  ...SPRITE_SETS.map(spriteFile),
];

/** The part of a Rollup/Rolldown output chunk this plugin reads. */
interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}
type BundleLike = Record<string, ChunkLike | { type: 'asset'; fileName: string }>;

const hash = (text: string, length = 10) => createHash('sha256').update(text).digest('hex').slice(0, length);

/** Every file a chunk needs before it runs: itself, its static imports (transitively) and their CSS and assets. */
function staticClosure(bundle: BundleLike, roots: ChunkLike[]): Set<string> {
  const files = new Set<string>();
  const queue = [...roots];
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (files.has(chunk.fileName)) continue;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') queue.push(next);
    }
  }
  return files;
}

/** The hashed bundle files to precache; throws when a route module is missing (renamed without updating here). */
export function offlineAssets(bundle: BundleLike): string[] {
  const chunks = Object.values(bundle).filter((file): file is ChunkLike => file.type === 'chunk');
  const roots = chunks.filter((chunk) => chunk.isEntry);
  for (const pattern of OFFLINE_ROUTE_MODULES) {
    const found = chunks.filter((chunk) => chunk.facadeModuleId && pattern.test(chunk.facadeModuleId));
    if (found.length === 0) throw new Error(`offline-plugin: no chunk for ${pattern}; update OFFLINE_ROUTE_MODULES.`);
    roots.push(...found);
  }
  return [...staticClosure(bundle, roots)].map((file) => `/${file}`).sort();
}

/** The offline notice's chunk (shell/src/offline/offline-notice.ts), which the entry loads only on demand. */
function noticeChunk(bundle: BundleLike): string {
  const chunk = Object.values(bundle).find(
    (file): file is ChunkLike => file.type === 'chunk' && /offline-notice\.ts$/.test(file.facadeModuleId ?? ''),
  );
  if (!chunk) throw new Error('offline-plugin: no chunk for shell/src/offline/offline-notice.ts.');
  return chunk.fileName;
}

export function offlinePlugin(): Plugin {
  const template = fileURLToPath(new URL('../sw/service-worker.js', import.meta.url));
  return {
    name: 'quadkit-offline',
    apply: 'build',
    writeBundle(options, bundle) {
      const dist = options.dir ?? 'dist';
      // index.html as the build wrote it: the client-rendered shell any route can start from. A hashed name under
      // /assets/ is served by the asset router (never the worker), so it stays the raw shell however pages render.
      const notice = noticeChunk(bundle as unknown as BundleLike);
      // The shell also loads the offline notice: a page answered with it is offline by definition.
      const html = readFileSync(join(dist, 'index.html'), 'utf8').replace(
        '</head>',
        `  <script type="module" src="/${notice}"></script>\n  </head>`,
      );
      const shell = `/assets/shell-${hash(html, 8)}`;
      // Written as .html and asked for without it: the asset router serves /x from x.html (a request for
      // /x.html would be redirected to /x).
      writeFileSync(join(dist, `${shell}.html`), html);
      const build = {
        shell,
        assets: offlineAssets(bundle as unknown as BundleLike),
        files: STATIC_FILES,
        api: [...OFFLINE_API_ANSWERS],
      };
      const source = readFileSync(template, 'utf8');
      const version = hash(JSON.stringify(build) + source);
      const worker = source.replace('self.__QUADKIT_OFFLINE__', JSON.stringify({ version, ...build }, null, 2));
      if (worker === source) throw new Error('offline-plugin: the service worker template lost its placeholder.');
      writeFileSync(join(dist, 'sw.js'), worker);
      this.info?.(`sw.js: version ${version}, ${build.assets.length} bundle files, ${build.api.length} API answers`);
    },
  };
}
