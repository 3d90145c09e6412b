// Every table, for drizzle's typed client and drizzle-kit.
export * from './catalog';
export * from './accounts';
export * from './toolkits';
export * from './community';
export * from './profiles';
