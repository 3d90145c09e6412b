// D1 binds at most 100 parameters per statement, so multi-row inserts go in chunks that fit.
export const D1_MAX_BOUND_PARAMETERS = 100;

export function chunkRows<T extends object>(rows: readonly T[]): T[][] {
  const first = rows[0];
  if (!first) return [];
  const perRow = Object.keys(first).length;
  const size = Math.max(1, Math.floor(D1_MAX_BOUND_PARAMETERS / perRow));
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}
