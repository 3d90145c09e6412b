// Markdown files import as their text: wrangler's Text module rule (wrangler.toml) in the worker and its tests, a
// load hook under Node (worker/scripts/text-modules.ts), a plugin in the end-to-end tests (tests/vitest.config.ts).
// The worker's generated types declare the same; this one serves the other projects that reach the articles.
declare module '*.md' {
  const text: string;
  export default text;
}
