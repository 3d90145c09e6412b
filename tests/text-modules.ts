// Markdown and plain-text files import as their text in the end-to-end project too (its tests read the bundled
// articles, features/core/catalog/data), as wrangler's Text module rule does in the worker and its tests. The UI
// project has no such plugin, like the shell's build: the browser never imports the articles.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export const textModules = (): Plugin => ({
  name: 'quadkit-text-modules',
  enforce: 'pre',
  load(id) {
    const path = id.split('?')[0] ?? id;
    if (!/\.(md|txt)$/.test(path)) return null;
    return `export default ${JSON.stringify(readFileSync(path, 'utf8'))};`;
  },
});
