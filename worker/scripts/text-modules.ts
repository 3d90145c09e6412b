// Markdown files import as their text under Node too, as wrangler's Text module rule does in the
// worker (the bundled articles, features/core/catalog/data). A script imports this first and loads whatever reads
// the articles with a dynamic import(): static imports are all loaded before any module runs, this hook included.
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

registerHooks({
  load(url, context, nextLoad) {
    if (!new URL(url).pathname.endsWith('.md')) return nextLoad(url, context);
    const text = readFileSync(new URL(url), 'utf8');
    return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
  },
});
