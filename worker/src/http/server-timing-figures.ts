// What serverTimingOf (server-timing.ts) writes into an answer's Server-Timing header, read back: for the tests and
// the capacity bench, which run outside the Workers runtime, so this file needs no Workers types.

/** What one answer's Server-Timing reports. */
export interface ServerTimingFigures {
  d1Trips: number;
  /** Round trips to the D1 primary (every write) and to a replica (reads of a replicated session). */
  primaryTrips: number;
  replicaTrips: number;
  d1Ms: number;
  rowsRead: number;
  rowsWritten: number;
  kvReads: number;
  kvWrites: number;
}

/** The figures of one Server-Timing header, or null when the header is not ours. */
export function serverTimingFigures(header: string | null): ServerTimingFigures | null {
  const d1 = /\bd1;dur=([\d.]+);desc="(\d+) round trips"/.exec(header ?? '');
  const primary = /\bd1-primary;desc="(\d+) round trips"/.exec(header ?? '');
  const replica = /\bd1-replica;desc="(\d+) round trips"/.exec(header ?? '');
  const rows = /\bd1-rows;desc="read (\d+), written (\d+)"/.exec(header ?? '');
  const kv = /\bkv;desc="reads (\d+), writes (\d+)"/.exec(header ?? '');
  if (!d1 || !primary || !replica || !rows || !kv) return null;
  return {
    d1Trips: Number(d1[2]),
    primaryTrips: Number(primary[1]),
    replicaTrips: Number(replica[1]),
    d1Ms: Number(d1[1]),
    rowsRead: Number(rows[1]),
    rowsWritten: Number(rows[2]),
    kvReads: Number(kv[1]),
    kvWrites: Number(kv[2]),
  };
}
