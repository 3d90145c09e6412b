// Every table, for drizzle's typed client and drizzle-kit.
export * from './catalog';
export * from './accounts';
export * from './toolkits';
export * from './bulletin';
export * from './resource-submissions';
export * from './resource-reports';
export * from './limits';
export * from './profiles';
export * from './account-safety';
export * from './link-checks';
