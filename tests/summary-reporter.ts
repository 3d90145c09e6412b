// Closes every vitest run with one plain line, "vitest: N passed, N failed, N skipped", which CI reads, and names
// each failed test with its first error line: CI keeps only the tail of a run's output.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const module of testModules) {
      const file = module.moduleId.replace(`${process.cwd()}/`, '');
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') {
          failed++;
          failures.push(`${file} > ${test.fullName}: ${firstLine(test.result().errors?.[0]?.message)}`);
        } else skipped++;
      }
      if (module.state() === 'failed' && module.children.size === 0) {
        failed++;
        failures.push(`${file}: ${firstLine(module.errors()[0]?.message)}`);
      }
    }
    // Under `npm test` (tests/run-tests.ts) the counts go to the runner, which sums its two vitest runs.
    const summary = process.env.QK_TEST_SUMMARY;
    if (summary) writeFileSync(summary, JSON.stringify({ passed, failed, skipped, failures }));
    else {
      for (const failure of failures) console.log(`failed: ${failure}`);
      console.log(`\nvitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
    }
  }
}

function firstLine(message: string | undefined): string {
  return (message ?? 'no error message').split('\n')[0]!.slice(0, 300);
}
