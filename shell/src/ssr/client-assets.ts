// The client build's files for the edge renderer. The SSR build's plugin (scripts/edge-render-plugin.ts) replaces
// this module with what the client build's manifest says; outside that build it knows none.
import type { InlineStyle } from '@quadkit/core/shared/rendered-page';

/** What a chunk needs beyond the entry's own files (which index.html already loads). */
export interface ChunkAssets {
  /** Stylesheets: inlined in the head, so the first paint is styled. */
  styles: readonly string[];
  /** Scripts: preloaded (`modulepreload`), so they download beside the entry instead of after it has run. */
  scripts: readonly string[];
}

/** Per source module (manifest key): its chunk's files and those of the chunks it imports statically. */
export const assetsByModule: Readonly<Record<string, ChunkAssets>> = {};
/** The home page's lazy sections (the 'home' and 'home-shared' chunks). */
export const homeAssets: ChunkAssets = { styles: [], scripts: [] };
/** Which client build this renderer belongs to (a hash of its index.html): the page cache's key names it. */
export const shellBuild = 'unbuilt';
/** The entry's stylesheets (index.html links them; a rendered page inlines them instead). */
export const entryStyles: readonly string[] = [];
/** Every stylesheet of the client build by file, with its text and CSP hash. */
export const stylesheets: Readonly<Record<string, InlineStyle>> = {};
