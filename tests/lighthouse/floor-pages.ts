// `npm run lighthouse -- --floor`: two floors for a page, audited in the same run as the app. The page's own HTML
// as the worker serves it (inlined CSS, loader data) with every script taken out: what its paint alone costs; and
// the same HTML with React 19 and the data router started (tests/lighthouse/floor/entry.tsx): what the stack
// costs before any of the app's code. A gap between the app and the second floor is the app's own.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const floorDir = fileURLToPath(new URL('./floor', import.meta.url));

export interface FloorPages {
  /** Page name (as the table shows it) → its URL. */
  pages: [name: string, url: string][];
  close(): void;
}

/** The floor's script, built as the shell's are (Vite, React's production build): its file name and text. */
async function buildFloorScript(): Promise<{ name: string; text: Buffer }> {
  const outDir = mkdtempSync(join(tmpdir(), 'quadkit-floor-'));
  try {
    await build({
      root: floorDir,
      configFile: false,
      logLevel: 'error',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, rolldownOptions: { input: join(floorDir, 'entry.tsx') } },
    });
    const dir = join(outDir, 'assets');
    const name = readdirSync(dir).find((file) => file.endsWith('.js'));
    if (!name) throw new Error('the floor build wrote no script');
    return { name, text: readFileSync(join(dir, name)) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Serves both floors of `path` (fetched from the worker at `baseURL`) from a local server, gzipped as the worker's. */
export async function startFloorPages(baseURL: string, path: string): Promise<FloorPages> {
  const response = await fetch(`${baseURL}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: no floor for it`);
  const withoutScripts = (await response.text())
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  const script = await buildFloorScript();
  const withStack = withoutScripts.replace(
    '</head>',
    `<script type="module" crossorigin src="/${script.name}"></script></head>`,
  );
  const files = new Map<string, [type: string, body: Buffer]>([
    ['/no-script.html', ['text/html; charset=utf-8', gzipSync(withoutScripts)]],
    ['/stack.html', ['text/html; charset=utf-8', gzipSync(withStack)]],
    [`/${script.name}`, ['text/javascript', gzipSync(script.text)]],
  ]);
  const server = createServer((request, reply) => {
    const file = files.get((request.url ?? '/').split('?')[0]!);
    if (!file) return void reply.writeHead(404).end();
    reply.writeHead(200, { 'Content-Type': file[0], 'Content-Encoding': 'gzip', 'Cache-Control': 'no-cache' });
    reply.end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    pages: [
      [`floor: ${path} without scripts`, `${origin}/no-script.html`],
      [`floor: ${path} + React and router`, `${origin}/stack.html`],
    ],
    close: () => server.close(),
  };
}
