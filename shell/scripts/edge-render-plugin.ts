// Vite plugin for the edge renderer's build (`vite build --ssr src/entry-server.tsx`, docs/decisions/0019):
// - wraps each `import()` in the route files in `markModule(…, '<manifest key>')`, so the renderer can tell which
//   client chunk a matched route's screen lives in;
// - replaces src/ssr/client-assets.ts with, per source module, the CSS and JS files of its client chunk and the chunks
//   that chunk imports statically (minus the entry's, which index.html loads already), read from the client build's
//   manifest, with every stylesheet's text and CSP hash (a rendered page inlines its stylesheets).
import { createHash } from 'node:crypto';
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

function assetsFromManifest(manifest: Manifest) {
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const filesOf = (keys: Iterable<string>) =>
    [...keys].flatMap((key) => [...(manifest[key]?.css ?? []), manifest[key]?.file ?? '']).filter(Boolean);
  const entryFiles = new Set(
    filesOf(
      Object.keys(manifest)
        .filter((key) => manifest[key]?.isEntry)
        .flatMap((key) => [...closure(key)]),
    ),
  );
  const assets = (keys: Iterable<string>) => {
    const files = [...new Set(filesOf(keys))].filter((file) => !entryFiles.has(file));
    return {
      styles: files.filter((file) => file.endsWith('.css')),
      scripts: files.filter((file) => file.endsWith('.js')),
    };
  };
  const assetsByModule: Record<string, ReturnType<typeof assets>> = {};
  for (const key of Object.keys(manifest)) assetsByModule[key] = assets(closure(key));
  const homeKeys = Object.keys(manifest).filter((key) => ['home', 'home-shared'].includes(manifest[key]?.name ?? ''));
  const homeAssets = assets(homeKeys.flatMap((key) => [...closure(key)]));
  const entryStyles = [...entryFiles].filter((file) => file.endsWith('.css'));
  return { assetsByModule, homeAssets, entryStyles };
}

/** Every stylesheet the manifest names, read from the client build, with the hash a CSP allows its text by. */
function stylesheetsOf(manifest: Manifest, distDir: string) {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const stylesheets: Record<string, { file: string; css: string; hash: string }> = {};
  for (const file of files) {
    const css = readFileSync(resolve(distDir, file), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`edge-render-plugin: ${file} cannot be inlined in a <style> element`);
    stylesheets[file] = { file, css, hash: `sha256-${createHash('sha256').update(css).digest('base64')}` };
  }
  return stylesheets;
}

export function edgeRenderPlugin(shellDir: string): Plugin {
  const markModule = resolve(shellDir, 'src/ssr/module-keys.ts');
  const clientAssets = resolve(shellDir, 'src/ssr/client-assets.ts');
  return {
    name: 'quadkit-edge-render',
    apply: (_config, env) => env.isSsrBuild === true,
    load(id) {
      if (id !== clientAssets) return undefined;
      // The client build runs first (shell's `npm run build`); its manifest names every chunk's files.
      const manifest = JSON.parse(readFileSync(resolve(shellDir, 'dist/.vite/manifest.json'), 'utf8')) as Manifest;
      const indexHtml = readFileSync(resolve(shellDir, 'dist/index.html'));
      const exported = {
        ...assetsFromManifest(manifest),
        stylesheets: stylesheetsOf(manifest, resolve(shellDir, 'dist')),
        shellBuild: createHash('sha256').update(indexHtml).digest('base64url').slice(0, 16),
      };
      return Object.entries(exported)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
        .join('');
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
