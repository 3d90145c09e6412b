// The markdown renderer as a lazily loaded module, remembered once loaded: the article's loader awaits it beside
// the article, so a client-side visit draws the body at once (no spinner, and the reading progress measures the
// whole text), while a page the worker rendered never fetches it (article-body.tsx keeps the worker's HTML).
type SafeMarkdownModule = typeof import('../components/safe-markdown');

let loaded: SafeMarkdownModule | undefined;

export const loadSafeMarkdown = (): Promise<SafeMarkdownModule> =>
  import('../components/safe-markdown').then((module) => {
    loaded = module;
    return module;
  });

/** The module when it has been loaded, else undefined (the body then loads it itself). */
export const loadedSafeMarkdown = (): SafeMarkdownModule | undefined => loaded;
