// Search's statements in one round trip (raw-batch.ts): a round trip to D1 costs more than the statements of a
// search (docs/decisions/0014-search-quality.md), so every source's first statements travel together (runSteps)
// and a source adds a round trip only when its first answer needs another stage.
import type { Db } from '../db';
import { runPlanned, type Planned } from '../raw-batch';

/** A source's first statements and what it makes of their answers (it may run further stages itself). */
export interface Step<T> {
  planned: Planned<unknown>[];
  finish: (answers: unknown[]) => Promise<T>;
}

/**
 * Every step's statements in one batch, each step finished on its own answers. A batch fails as a whole, so
 * when it does, each step runs again in a batch of its own: a failing source then fails alone (and is
 * skipped by the caller) while the others still answer.
 */
export async function runSteps<T>(db: Db, steps: readonly Step<T>[]): Promise<PromiseSettledResult<T>[]> {
  let answers: unknown[];
  try {
    answers = await runPlanned(
      db,
      steps.flatMap((s) => s.planned),
    );
  } catch (error) {
    if (steps.length === 1) return [{ status: 'rejected', reason: error }];
    return Promise.allSettled(steps.map(async (s) => s.finish(await runPlanned(db, s.planned))));
  }
  let at = 0;
  return Promise.allSettled(
    steps.map((s) => {
      const mine = answers.slice(at, at + s.planned.length);
      at += s.planned.length;
      return s.finish(mine);
    }),
  );
}
