// The e2e run's workers: the run's finished bundle (tests/e2e/test-config.ts) served by Miniflare itself, the
// runtime `wrangler dev` wraps, with the same bindings (read from the generated wrangler config by wrangler's own
// translation), assets and --persist-to layout. What it leaves out is dev's tooling around the worker: a proxy
// worker in a second workerd and a Node process in front of every request, which cost about as much CPU per
// request as the worker itself (a static file: 7.5 ms against 4.6 ms), on a run of thousands of page loads.
// `npm start` itself is run by the CI's smoke check (.ci/smoke-start.sh) and the benches.
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { type LocalWorker, waitForHealth, type WorkerOptions } from './local-worker';

/** wrangler's default module rules, for the files the bundle step writes beside its entry. */
const MODULE_TYPES: Record<string, 'ESModule' | 'Text' | 'Data' | 'CompiledWasm'> = {
  js: 'ESModule',
  mjs: 'ESModule',
  txt: 'Text',
  html: 'Text',
  md: 'Text',
  bin: 'Data',
  wasm: 'CompiledWasm',
};

/** Miniflare's own messages (warnings and errors) into the worker's log file. */
class FileLog extends Log {
  constructor(private readonly write: (line: string) => void) {
    super(LogLevel.WARN);
  }
  protected override log(message: string): void {
    this.write(message);
  }
}

export async function startMiniflareWorker(options: WorkerOptions & { config: string }): Promise<LocalWorker> {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(options.config);
  if (!main) throw new Error(`${options.config} names no bundle to serve`);
  const bundleDir = dirname(main);
  const modules = readdirSync(bundleDir)
    .map((file) => ({ file, type: MODULE_TYPES[file.split('.').pop() ?? ''] }))
    .filter(({ file, type }) => type !== undefined && file !== 'README.md')
    // The entry first: Miniflare takes the first module as the main one.
    .sort((a, b) => Number(join(bundleDir, b.file) === main) - Number(join(bundleDir, a.file) === main))
    .map(({ file, type }) => ({
      type: type!,
      path: join(bundleDir, file),
      contents: type === 'Text' ? readFileSync(join(bundleDir, file), 'utf8') : readFileSync(join(bundleDir, file)),
    }));
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile);
  // Miniflare may still log while it is disposed: nothing is written once the file is closed.
  const write = (line: string) => !log.writableEnded && log.write(`${line}\n`);
  const bindings = { ...(workerOptions as { bindings?: Record<string, unknown> }).bindings, ...options.vars };
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: 0,
      // wrangler dev --persist-to <dir> keeps D1, KV, R2, Durable Objects and the cache under <dir>/v3.
      resourcePersistencePath: join(options.persistTo, 'v3'),
      // Miniflare's /cdn-cgi/local/scheduled runs the cron's handler (tests/e2e/test-config.ts scheduledURL).
      unsafeTriggerHandlers: true,
      log: new FileLog(write),
      handleStructuredLogs: ({ level, message }) => write(`[${level}] ${message}`),
      workers: [{ name: 'quadkit', ...workerOptions, bindings, modules, modulesRoot: bundleDir }],
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
  );
  const stop = async () => {
    await miniflare.dispose().catch(() => {});
    log.end();
  };
  try {
    const url = (await miniflare.ready).origin;
    await waitForHealth(url, () => false, 60_000, options.expectHealthy ?? true);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
