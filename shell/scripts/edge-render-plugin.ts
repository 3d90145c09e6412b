// Vite plugin for the edge renderer's build (`vite build --ssr src/entry-server.tsx`, docs/decisions/0019):
// - wraps each `import()` in the route files in `markModule(…, '<manifest key>')`, so the renderer can tell which
//   client chunk a matched route's screen lives in;
// - replaces src/ssr/client-styles.ts with, per source module, the CSS files of its client chunk and the chunks that chunk
//   imports statically (minus the entry's, which index.html links already), read from the client build's manifest.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Files whose `import()`s are routes' lazy screens and loaders. */
const ROUTE_FILES = /([\\/]features[\\/][^\\/]+[\\/]ui[\\/]routes\.tsx|[\\/]shell[\\/]src[\\/]app[\\/]routes\.tsx)$/;
const DYNAMIC_IMPORT = /\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g;

function stylesFromManifest(manifest: Manifest) {
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const cssOf = (keys: Iterable<string>) => [...keys].flatMap((key) => manifest[key]?.css ?? []);
  const entryCss = new Set(
    cssOf(
      Object.keys(manifest)
        .filter((key) => manifest[key]?.isEntry)
        .flatMap((key) => [...closure(key)]),
    ),
  );
  const styles = (keys: Iterable<string>) => [...new Set(cssOf(keys))].filter((file) => !entryCss.has(file));
  const stylesByModule: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) stylesByModule[key] = styles(closure(key));
  const homeKeys = Object.keys(manifest).filter((key) => ['home', 'home-shared'].includes(manifest[key]?.name ?? ''));
  const homeStyles = styles(homeKeys.flatMap((key) => [...closure(key)]));
  return { stylesByModule, homeStyles };
}

export function edgeRenderPlugin(shellDir: string): Plugin {
  const markModule = resolve(shellDir, 'src/ssr/module-keys.ts');
  const clientStyles = resolve(shellDir, 'src/ssr/client-styles.ts');
  return {
    name: 'quadkit-edge-render',
    apply: (_config, env) => env.isSsrBuild === true,
    load(id) {
      if (id !== clientStyles) return undefined;
      // The client build runs first (shell's `npm run build`); its manifest names every chunk's CSS.
      const manifest = JSON.parse(readFileSync(resolve(shellDir, 'dist/.vite/manifest.json'), 'utf8')) as Manifest;
      const { stylesByModule, homeStyles } = stylesFromManifest(manifest);
      return `export const stylesByModule = ${JSON.stringify(stylesByModule)};\nexport const homeStyles = ${JSON.stringify(homeStyles)};\n`;
    },
    async transform(code, id) {
      if (!ROUTE_FILES.test(id)) return undefined;
      const replacements = new Map<string, string>();
      for (const [, , specifier] of code.matchAll(DYNAMIC_IMPORT)) {
        if (!specifier || replacements.has(specifier)) continue;
        const resolved = await this.resolve(specifier, id);
        if (!resolved) throw new Error(`edge-render-plugin: cannot resolve ${specifier} from ${id}`);
        replacements.set(specifier, relative(shellDir, resolved.id).split('\\').join('/'));
      }
      if (replacements.size === 0) return undefined;
      const marked = code.replace(DYNAMIC_IMPORT, (whole, _quote, specifier: string) => {
        const key = replacements.get(specifier);
        return key ? `__markModule(${whole}, ${JSON.stringify(key)})` : whole;
      });
      return {
        code: `import { markModule as __markModule } from ${JSON.stringify(markModule)};\n${marked}`,
        map: null,
      };
    },
  };
}
