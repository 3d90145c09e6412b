// Keeps `npm run load` working: a 3-second smoke run of the same mixed traffic at 4 connections against
// the e2e worker, with the read-back of every write (nothing lost, no duplicates, nothing unasked for).
import { describe, expect, it } from 'vitest';
import { formatLoadReport, loadPassed, runLoad } from '../load/load-run';
import { baseURL } from './seeded-worker';

describe('load smoke run (3 s at 4 connections)', () => {
  it('serves the mix without an error answer and reads every write back exactly once', async () => {
    const report = await runLoad(baseURL, { durationMs: 3000, connections: [4], staticMs: 1000 });
    console.log(formatLoadReport(report));
    const [level] = report.levels;
    expect(level!.requests).toBeGreaterThan(20);
    expect(level!.writes).toBeGreaterThan(0);
    expect(report.readBack.toolkitsWritten + report.readBack.bookmarksWritten).toBe(level!.writes);
    expect(Object.fromEntries(level!.errorKinds)).toEqual({});
    expect(report.readBack.lost).toEqual([]);
    expect(report.readBack.duplicates).toEqual([]);
    expect(report.readBack.unexpected).toEqual([]);
    expect(loadPassed(report)).toBe(true);
  }, 30_000);
});
