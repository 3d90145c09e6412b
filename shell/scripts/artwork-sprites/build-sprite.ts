// One SVG sprite from a set of standalone SVG files: each file becomes a <symbol> named after it. A page then draws
// every picture of the set from one document (`<svg><use href="sprite.svg#name"/></svg>`) instead of one document
// per <img>: Chromium builds, styles, lays out and paints each SVG image as a page of its own on the main thread.

export interface SpriteSource {
  /** The symbol's id: the file's name without `.svg`. */
  name: string;
  svg: string;
}

const SYMBOL_NAME = /^[a-z0-9][a-z0-9-]*$/;

/** The file's own ids, prefixed with its name, so that two files' `#g` or `#c` cannot meet in one document. */
function prefixIds(body: string, name: string): string {
  const ids = new Set([...body.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1] ?? ''));
  let out = body;
  for (const id of ids) {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out
      .replace(new RegExp(`\\bid="${escaped}"`, 'g'), `id="${name}--${id}"`)
      .replace(new RegExp(`url\\(#${escaped}\\)`, 'g'), `url(#${name}--${id})`)
      .replace(new RegExp(`href="#${escaped}"`, 'g'), `href="#${name}--${id}"`);
  }
  return out;
}

/**
 * A symbol per file, keeping its viewBox. The pictures are decorative where they are drawn (the page names what
 * they show), so their titles, descriptions and roles go. `slice` fills the box the page gives, as
 * `object-fit: cover` did for the <img>.
 */
export function buildSprite(sources: readonly SpriteSource[]): string {
  const symbols = [...sources]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, svg }) => {
      if (!SYMBOL_NAME.test(name))
        throw new Error(`artwork "${name}": a file name must be lowercase letters, digits and dashes`);
      const open = svg.match(/<svg\b[^>]*>/);
      const viewBox = open?.[0].match(/\bviewBox="([^"]+)"/)?.[1];
      if (open?.index === undefined || !viewBox || !svg.trimEnd().endsWith('</svg>'))
        throw new Error(`artwork "${name}": not one <svg> with a viewBox`);
      const body = svg
        .slice(open.index + open[0].length, svg.trimEnd().length - '</svg>'.length)
        .replace(/<title\b[^>]*>[\s\S]*?<\/title>|<desc\b[^>]*>[\s\S]*?<\/desc>/g, '')
        .replace(/\s+(role|aria-labelledby|aria-label)="[^"]*"/g, '')
        .replace(/>\s+</g, '><')
        .trim();
      return `<symbol id="${name}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${prefixIds(body, name)}</symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
