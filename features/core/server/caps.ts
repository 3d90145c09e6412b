// Per-user caps on how many rows of a kind one account may own (toolkits, bookmarks, posts, submissions),
// plus the write limit that goes with them. Any feature uses it the same way:
//   await assertUnderCap(() => countOwn(db, userId), TOOLKIT_CAP, 'toolkits');  // before the insert
//   await hitRateLimit(db, { name: 'toolkit-write', limit: 60, windowMs: HOUR, what: 'toolkit changes' }, …);
// The count is read before the insert, so two inserts racing at cap-1 may both pass; callers that must hold
// the cap exactly call assertStillUnderCap after their insert, which undoes it when the cap was passed.
import { ApiError } from './errors';

export class CapReachedError extends ApiError {
  constructor(what: string, cap: number) {
    super(409, 'limit_reached', `You have reached the limit of ${cap} ${what}. Delete some before adding more.`);
  }
}

/** Throws 409 limit_reached when `count()` is already at or over `cap`. */
export async function assertUnderCap(count: () => Promise<number>, cap: number, what: string): Promise<void> {
  if ((await count()) >= cap) throw new CapReachedError(what, cap);
}

/** After an insert: when the owner now has more than `cap`, runs `undo` (delete the new row) and throws 409. */
export async function assertStillUnderCap(
  count: () => Promise<number>,
  cap: number,
  what: string,
  undo: () => Promise<unknown>,
): Promise<void> {
  if ((await count()) > cap) {
    await undo();
    throw new CapReachedError(what, cap);
  }
}
