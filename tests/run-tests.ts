// `npm test`: build once, then the checks beside the Workers and UI tests, then the end-to-end tests two files at a
// time. Side by side, the steps keep both cores of a 2-core machine busy (the run is CPU-bound: about 6 % idle).
// Every line is tagged with the step it came from, and the run ends with one line, "vitest: N passed, N failed,
// N skipped", summed over both test runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const summaries = mkdtempSync(join(tmpdir(), 'quadkit-test-'));

interface Step {
  tag: string;
  commands: string[][];
  /** Where this step's vitest writes its counts (tests/summary-reporter.ts). */
  summary?: string;
}

interface Outcome {
  tag: string;
  ok: boolean;
  seconds: number;
}

const vitest = (tag: string, projects: string[]): Step => ({
  tag,
  commands: [['vitest', 'run', '--config', 'tests/vitest.config.ts', ...projects.flatMap((p) => ['--project', p])]],
  summary: join(summaries, `${tag}.json`),
});

/** Runs the step's commands in order, each line prefixed with the tag; stops at the first that fails. */
async function run(step: Step, width: number): Promise<Outcome> {
  const started = performance.now();
  const prefix = `${step.tag.padEnd(width)} │ `;
  for (const [command, ...args] of step.commands) {
    const code = await new Promise<number>((resolve) => {
      const child = spawn(command!, args, {
        cwd: root,
        env: {
          ...process.env,
          // The children write to a pipe; keep their colours when the reader has a terminal.
          ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
          QK_TEST_SUMMARY: step.summary ?? '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
      }
      child.on('close', (exitCode) => resolve(exitCode ?? 1));
      child.on('error', () => resolve(1));
    });
    if (code !== 0) return { tag: step.tag, ok: false, seconds: (performance.now() - started) / 1000 };
  }
  return { tag: step.tag, ok: true, seconds: (performance.now() - started) / 1000 };
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
}

function counts(step: Step): Counts {
  try {
    return JSON.parse(readFileSync(step.summary!, 'utf8'));
  } catch {
    // The run died before its reporter wrote: count it as a failure, never as a pass.
    return { passed: 0, failed: 1, skipped: 0, failures: [`${step.tag}: the run ended before its reporter wrote`] };
  }
}

const build: Step = { tag: 'build', commands: [['npm', 'run', 'build', '--silent']] };
const checks: Step = {
  tag: 'checks',
  commands: [
    ['npm', 'run', 'typecheck'],
    ['npm', 'run', 'lint'],
    ['npm', 'run', 'check:startup'],
  ],
};
const unit = vitest('workers+ui', ['workers', 'ui']);
const e2e = vitest('e2e', ['e2e']);
const afterBuild = [checks, unit, e2e];
const width = Math.max(...[build, ...afterBuild].map((step) => step.tag.length));

// The worker's page tests and the end-to-end tests serve the built shell, and the startup check bundles it.
// The checks and the unit tests share the machine; the browser tests then have it to themselves (two files at a
// time), since a browser test starved of CPU waits out its timeouts.
const outcomes = [await run(build, width)];
if (outcomes[0]!.ok) {
  outcomes.push(...(await Promise.all([run(checks, width), run(unit, width)])));
  outcomes.push(await run(e2e, width));
}

console.log('');
for (const { tag, ok, seconds } of outcomes)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${tag.padEnd(width)} ${seconds.toFixed(1)} s`);
const total = [unit, e2e].map(counts).reduce((sum, c) => ({
  passed: sum.passed + c.passed,
  failed: sum.failed + c.failed,
  skipped: sum.skipped + c.skipped,
  failures: [...sum.failures, ...(c.failures ?? [])],
}));
// Named last, so that the tail of a long log says which test failed.
if (total.failures.length > 0) console.log('');
for (const failure of total.failures) console.log(`failed: ${failure}`);
console.log(`\nvitest: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
rmSync(summaries, { recursive: true, force: true });
process.exit(outcomes.length === afterBuild.length + 1 && outcomes.every((o) => o.ok) ? 0 : 1);
