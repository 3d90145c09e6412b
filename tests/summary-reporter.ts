// Closes every vitest run with one plain line, "vitest: N passed, N failed, N skipped", which CI reads.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (module.state() === 'failed' && module.children.size === 0) failed++;
    }
    // Under `npm test` (tests/run-tests.ts) the counts go to the runner, which sums its two vitest runs.
    const file = process.env.QK_TEST_SUMMARY;
    if (file) writeFileSync(file, JSON.stringify({ passed, failed, skipped }));
    else console.log(`\nvitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
