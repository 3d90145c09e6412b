// This file's seeded worker. End-to-end files run two at a time, each on a worker of its own (VITEST_POOL_ID is
// the slot the file runs in), so no file sees another's sign-ups, notices or trending views half-way.
import { inject } from 'vitest';

const workers = inject('seededWorkers');
const slot = (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % workers.length;
const mine = workers[slot]!;

export const baseURL = mine.baseURL;
/** Its --persist-to folder, for tests that write to its D1 directly (e.g. making an admin). */
export const seededState = mine.state;
