// Markdown files import as their text: wrangler's Text module rule (wrangler.toml) in the worker and its tests, a
// load hook under Node (worker/scripts/text-modules.mjs), a plugin under Vite (tests/text-modules.ts). The worker's
// generated types declare the same; this one serves the UI and the Node-side tests, which read the articles too.
declare module '*.md' {
  const text: string;
  export default text;
}
