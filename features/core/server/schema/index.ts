// The shared tables (catalog, accounts, profiles, limits). Each feature's own tables live in its package
// (features/<name>/api/schema.ts); drizzle-kit reads them all (worker/drizzle.config.ts).
export * from './catalog';
export * from './accounts';
export * from './limits';
export * from './profiles';
export * from './account-safety';
