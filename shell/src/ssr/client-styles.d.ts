// The client build's stylesheets, as the SSR build's plugin reads them from its manifest (edge-render-plugin.ts).
declare module 'virtual:client-styles' {
  /** Per source module (manifest key): the CSS files its chunk and the chunks it imports statically need. */
  export const stylesByModule: Record<string, readonly string[]>;
  /** The CSS of the home page's lazy sections (the 'home' and 'home-shared' chunks). */
  export const homeStyles: readonly string[];
}
