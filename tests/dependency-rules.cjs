// Architecture rules checked by `npm run lint` (dependency-cruiser): features stay independent, code flows
// one way (core → features → shell/worker), each feature's tables are its own (others read them through its
// api/server.ts), the shell and the worker reach a feature only through its public entries, no cycles, and no
// server code reaches the UI bundle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature-imports',
      comment:
        'A feature package may import the shared core, and of another feature only its public server entry ' +
        '(@quadkit/<pkg>/server, api/server.ts: what it lets others read of its data). Compose in the shell or worker.',
      severity: 'error',
      from: { path: '^features/([^/]+)/' },
      to: {
        path: '^features/([^/]+)/',
        pathNot: ['^features/$1/', '^features/core/', '^features/[^/]+/api/(server|schema)\\.ts$'],
      },
    },
    {
      name: 'no-foreign-schema',
      comment:
        "A feature's tables are its own (api/schema.ts): another feature reads them through the owner's " +
        '@quadkit/<pkg>/server, never by querying its tables. Shared tables live in @quadkit/core.',
      severity: 'error',
      from: { path: '^features/([^/]+)/' },
      to: { path: '^features/([^/]+)/api/schema\\.ts$', pathNot: '^features/$1/' },
    },
    {
      name: 'only-public-feature-entries',
      comment:
        'The shell imports a feature only through @quadkit/<pkg>/ui (ui/index.ts), /panels (ui/panels.ts: the ' +
        'slots of lazy pages) and its translations ' +
        '(/translations/es and /zh: ui/translations/*.ts), the worker only through ' +
        '@quadkit/<pkg>/api (api/index.ts), /server (api/server.ts) and, for the seed, account deletion and the ' +
        "schema test, /schema (api/schema.ts): what sits behind them is the package's own to change.",
      severity: 'error',
      from: { path: '^(shell|worker)/' },
      to: {
        path: '^features/(?!core/)[^/]+/',
        pathNot: '^features/[^/]+/(ui/index|ui/panels|ui/translations/(es|zh)|api/index|api/server|api/schema)\\.ts$',
      },
    },
    {
      name: 'no-unresolvable-imports',
      comment:
        "An import nothing resolves, such as a deep path a package's `exports` does not list " +
        "(@quadkit/dashboard/ui/profile-state): it would fail in Vite and wrangler's bundler too.",
      severity: 'error',
      from: {},
      // @quadkit/shell/server is the shell's build output (shell/dist-server): lint runs before the build in
      // `npm test`, so on a clean checkout it does not exist yet.
      to: { couldNotResolve: true, pathNot: ['^cloudflare:', '^@quadkit/shell/server$'] },
    },
    {
      name: 'core-imports-no-feature',
      comment: 'The core is shared by every feature, so it depends on none of them.',
      severity: 'error',
      from: { path: '^features/core/' },
      to: { path: '^features/(?!core/)' },
    },
    {
      name: 'features-import-no-composition-root',
      comment: 'Features are composed by the shell and the worker; they never reach back into either.',
      severity: 'error',
      from: { path: '^features/' },
      to: { path: '^(shell|worker)/' },
    },
    {
      name: 'worker-imports-no-ui',
      comment:
        'The one exception is the edge renderer the shell builds for it (@quadkit/shell/server → shell/dist-server, ' +
        'docs/decisions/0019): a separate build, loaded on page renders only.',
      severity: 'error',
      from: { path: '^worker/' },
      to: { path: '^(shell/|features/[^/]+/ui/)', pathNot: '^shell/dist-server/' },
    },
    {
      name: 'ui-imports-no-server-code',
      comment: 'UI code may import API code as types only, so no server code reaches the bundle.',
      severity: 'error',
      from: { path: '^(shell/|features/[^/]+/ui/)' },
      to: { path: '^(worker/|features/[^/]+/(api|server)/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'build-scripts-import-no-tests-or-worker',
      comment:
        "The shell's build scripts (shell/scripts) run before any worker or test exists: they import neither, so " +
        'the shell never sits above the worker.',
      severity: 'error',
      from: { path: '^shell/scripts/' },
      to: { path: '^(worker|tests)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server)/' },
    tsPreCompilationDeps: true,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.d.ts'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
