// The slice of D1's API the trending SQL needs, written structurally so scripts and the bench (Node, no Workers
// types) can pass getPlatformProxy's D1 to the same functions the worker uses.
export interface D1LikeStatement {
  bind(...values: unknown[]): D1LikeStatement;
  all<T = Record<string, unknown>>(): Promise<{ results: T[]; meta: { rows_read?: number; duration?: number } }>;
  run(): Promise<unknown>;
}

export interface D1Like {
  prepare(query: string): D1LikeStatement;
}
