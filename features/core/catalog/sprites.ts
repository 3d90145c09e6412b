// The artwork sets a page draws from one sprite each (built from their files by shell/scripts/artwork-sprites,
// docs/decisions/0028): Chromium makes every SVG <img> a document of its own, built and painted on the main
// thread; a sprite is one document however many pictures the page shows. A module of its own so that the home
// page's chunks take spriteHref alone, not the rest of catalog/images.
export const SPRITE_SETS = ['categories', 'articles', 'authors'] as const;
export type SpriteSet = (typeof SPRITE_SETS)[number];

export const spriteFile = (set: SpriteSet): string => `/images/${set}/sprite.svg`;

/** A set's artwork path (`/images/categories/writing-1.svg`) → its symbol in the sprite; null for other pictures. */
export function spriteHref(src: string): string | null {
  // SPRITE_SETS written out: this runs in the browser, where every byte of the home page's first load counts.
  const match = /^\/images\/(categories|articles|authors)\/([a-z0-9][a-z0-9-]*)\.svg$/.exec(src);
  return match && `/images/${match[1]}/sprite.svg#${match[2]}`;
}
