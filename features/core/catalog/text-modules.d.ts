// Markdown and plain-text files import as their text: wrangler's Text module rule (wrangler.toml) in the worker and
// its tests, a load hook under Node (worker/scripts/text-modules.mjs), a plugin under Vite (tests/text-modules.ts).
declare module '*.md' {
  const text: string;
  export default text;
}
declare module '*.txt' {
  const text: string;
  export default text;
}
