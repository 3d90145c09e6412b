// One Vitest run, three projects: worker tests inside the Workers runtime (Miniflare, real D1/KV/R2), UI unit
// tests (jsdom), and end-to-end tests (real worker + Debian Chromium), which include the bundle-size budget (as
// Chromium loads `/` from the same worker).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * Markdown imports as its text in the end-to-end project (its tests read the bundled articles), as wrangler's Text
 * module rule does in the worker and its tests. The UI project has none, like the shell's build: the browser never
 * imports the articles. Kept in this file: Vite's native config loader wants no extensionless local import.
 */
const markdownAsText = (): Plugin => ({
  name: 'quadkit-markdown-as-text',
  enforce: 'pre',
  load(id) {
    const path = id.split('?')[0] ?? id;
    return path.endsWith('.md') ? `export default ${JSON.stringify(readFileSync(path, 'utf8'))};` : null;
  },
});

export default defineConfig({
  test: {
    root,
    reporters: ['default', at('tests/summary-reporter.ts')],
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: at('wrangler.toml') },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(at('migrations')),
                // Password hashes at 1,000 PBKDF2 iterations rather than 100,000: the campus and parallel sign-in
                // tests hash hundreds of passwords, about a third of this project's CPU at full strength. Still
                // real PBKDF2; the end-to-end tests and every run of the worker itself keep the full count.
                PASSWORD_HASH_ITERATIONS: '1000',
              },
              // A second, never-migrated database: a real D1 whose queries fail, for failure-path tests.
              d1Databases: { EMPTY_DB: 'quadkit-empty' },
            },
          })),
        ],
        test: {
          name: 'workers',
          root,
          isolate: false,
          // Vitest's default on a 2-core machine is one file at a time (cores - 1); two keep both cores busy once
          // the checks beside them are done (npm test: about a third less time for this step).
          maxWorkers: 2,
          // Table-scanning and PBKDF2-heavy tests need more than the 5 s default on a busy 2-core machine.
          testTimeout: 20_000,
          include: ['worker/test/**/*.test.ts', 'features/*/test/**/*.worker.test.ts'],
          setupFiles: [at('tests/workers/setup.ts')],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          root,
          environment: 'jsdom',
          maxWorkers: 2,
          // One jsdom per worker, a fresh VM context per file: creating jsdom for each of 36 files was half the
          // project's time; isolation between files is kept.
          pool: 'vmThreads',
          // Above Testing Library's 10 s wait (tests/ui/setup.ts): a test that waits for a lazy chunk and then acts
          // must not run out of time while the wait itself is still allowed.
          testTimeout: 20_000,
          include: ['shell/test/**/*.test.tsx', 'features/*/test/**/*.ui.test.tsx'],
          setupFiles: [at('tests/ui/setup.ts')],
        },
      },
      {
        plugins: [markdownAsText()],
        test: {
          name: 'e2e',
          root,
          environment: 'node',
          // The size budget runs here too: it measures `/` as Chromium loads it from the same seeded worker.
          include: ['tests/e2e/**/*.test.ts', 'tests/size/**/*.test.ts'],
          globalSetup: [at('tests/e2e/global-setup.ts')],
          // One process per parallel slot for all its files, not one per file: a process of each file's own
          // imported playwright-core and the catalog again (the files' span fell from 401 to 377 s). Files share no
          // module state that matters (a file's browser, worker slot and accounts are its own).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page on a busy 2-core CI machine can take seconds to settle; vitest's 1 s default made flakes.
          expect: { poll: { timeout: 15_000 } },
          // Two files at a time, each on a seeded worker of its own (tests/e2e/seeded-worker.ts): a file spends
          // most of its time waiting on Chromium and workerd, so two keep a 2-core machine busy.
          maxWorkers: 2,
          // After the Workers and UI projects when all run in one vitest (npm test runs them side by side).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
