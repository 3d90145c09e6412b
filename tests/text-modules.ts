// Markdown and plain-text files import as their text under Vite too (the UI and end-to-end projects), as
// wrangler's Text module rule does in the worker and its tests (the bundled articles in features/core/catalog/data).
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
