// The client build's stylesheets for the edge renderer. The SSR build's plugin (scripts/edge-render-plugin.ts)
// replaces this module with what the client build's manifest says; outside that build it knows none.

/** Per source module (manifest key): the CSS files its chunk and the chunks it imports statically need. */
export const stylesByModule: Readonly<Record<string, readonly string[]>> = {};
/** The CSS of the home page's lazy sections (the 'home' and 'home-shared' chunks). */
export const homeStyles: readonly string[] = [];
