// Vite build of the shell: React app rooted in shell/, output to shell/dist, feature screens as lazy chunks, plus
// the share images, the artwork sprites and the service worker with its precache list. `vite build --ssr` builds
// the edge renderer the worker imports (src/entry-server.tsx → dist-server, docs/decisions/0019) after the client.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { artworkSprites } from './scripts/artwork-sprites/artwork-sprites.ts';
import { edgeRenderPlugin } from './scripts/edge-render-plugin.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { offlinePlugin } from './scripts/offline-plugin.ts';
import { shareImages } from './scripts/share-images/share-images.ts';

const shellDir = fileURLToPath(new URL('.', import.meta.url));

/** Gives well-known lazy chunks a readable name, so the size report and reviewers can tell them apart. */
function chunkName(chunk: { name: string; facadeModuleId: string | null }): string {
  if (chunk.facadeModuleId?.includes('/features/core/catalog/resources/')) return 'catalog';
  return chunk.name;
}

/** The edge renderer: one self-contained module for the Workers runtime (React's edge build, no Node APIs). */
const serverBuild = defineConfig({
  root: shellDir,
  publicDir: false,
  plugins: [react(), edgeRenderPlugin(shellDir)],
  ssr: {
    target: 'webworker',
    noExternal: true,
    resolve: { conditions: ['workerd', 'worker', 'browser'], externalConditions: ['workerd', 'worker'] },
  },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    minify: true,
    rolldownOptions: {
      // Left as imports for the worker's bundler to resolve: the worker loads the same modules itself, so one copy
      // of each ships instead of two (the catalog data alone is about 43 KB gzip).
      external: [/^zod(\/|$)/, /^@quadkit\/core\/catalog\//],
      output: { codeSplitting: false },
    },
  },
});

const clientBuild = defineConfig({
  root: shellDir,
  // shareImages: one 1200x630 PNG per category for link previews (dist/images/og), drawn at build time.
  // artworkSprites: one SVG sprite per artwork set (dist/images/<set>/sprite.svg), drawn with <use>.
  // offlinePlugin: writes dist/sw.js with its precache list from the finished build.
  plugins: [react(), shareImages(), artworkSprites(), offlinePlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The edge renderer's build reads which CSS each chunk needs from it (scripts/edge-render-plugin.ts).
    manifest: true,
    // Every browser we target supports modulepreload natively; the polyfill would only add first-load bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Seven hash characters, not the default eight (rolldown refuses fewer for this many files): the entry lists
        // every lazy file's name for its preloads, so each character is about 170 bytes gzip of every first load.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: (chunk) => `assets/${chunkName(chunk)}-[hash:7].js`,
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // The home sections in two chunks instead of ~35, and what screens share in one (scripts/chunk-groups.ts).
        codeSplitting: chunkGroups(),
      },
    },
  },
  server: {
    // `npx vite --config shell/vite.config.ts` during development: the API lives in `wrangler dev`.
    proxy: { '/api': 'http://localhost:8787' },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : clientBuild));
