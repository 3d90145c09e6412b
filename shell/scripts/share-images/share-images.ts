// Build step (vite.config.ts): one 1200x630 PNG share image per category (Open Graph and Twitter cards), drawn
// in the colours of the category's own artwork (shell/public/images/categories/<slug>-1.svg) with its name, and
// emitted to dist/images/og/<slug>.png; the same for each bundled article with its title
// (dist/images/og/articles/<id>.png). No network and no image library: see png-canvas.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { CATEGORIES, type Category } from '../../../features/core/catalog/categories.ts';
import { splitFrontMatter } from '../../../features/core/catalog/articles/front-matter.ts';
import { articleShareImage, categoryShareImage } from '../../../features/core/catalog/images.ts';
import { Canvas, hexColor, type Rgb, TEXT_HEIGHT, textWidth } from './png-canvas.ts';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
const MARGIN = 80;
const TAGLINE = 'Free tools, student discounts and guides';

const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
const saturation = ([r, g, b]: Rgb) => Math.max(r, g, b) - Math.min(r, g, b);

interface Palette {
  background: Rgb;
  soft: Rgb;
  ink: Rgb;
  accents: Rgb[];
}

/** The artwork's fills in order: the backdrop first, then a soft shape; the darkest is the ink. */
function paletteOf(svg: string): Palette {
  const fills = [...new Set([...svg.matchAll(/fill="(#[0-9a-fA-F]{6})"/g)].map(([, fill = '']) => fill.toUpperCase()))];
  const colors = fills.map(hexColor);
  const [background = hexColor('#F0EBFF'), soft = hexColor('#D6CCFF')] = colors;
  const rest = colors.slice(2);
  const ink = [...colors].sort((a, b) => luminance(a) - luminance(b))[0] ?? hexColor('#2E1F66');
  const accents = rest.filter((c) => c !== ink).sort((a, b) => saturation(b) - saturation(a));
  return { background, soft, ink, accents: accents.length > 0 ? accents : [ink] };
}

/** The backdrop, decorations and wordmark every share image has; returns the canvas and its colours. */
function frame(svg: string, wordmark: string) {
  const { background, soft, ink, accents } = paletteOf(svg);
  const [accent, second = accent] = accents as [Rgb, ...Rgb[]];
  const canvas = new Canvas(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, background);
  canvas.circle(1010, 330, 300, soft);
  canvas.circle(1110, 90, 16, accent, 0.6);
  canvas.circle(880, 560, 44, second, 0.35);
  canvas.circle(140, 565, 20, accent, 0.5);
  canvas.text(MARGIN, 72, wordmark, 7, ink);
  canvas.rect(MARGIN, 72 + TEXT_HEIGHT * 7 + 18, 132, 12, accent);
  return { canvas, ink };
}

export function drawShareImage(category: Category, svg: string): Buffer {
  const { canvas, ink } = frame(svg, 'Quadkit');
  const name = category.name.toUpperCase();
  const scale = Math.min(16, Math.floor((SHARE_IMAGE_WIDTH - 2 * MARGIN) / textWidth(name, 1)));
  const nameTop = 250;
  canvas.text(MARGIN, nameTop, name, scale, ink);
  canvas.text(MARGIN, nameTop + TEXT_HEIGHT * scale + 44, TAGLINE, 4, ink);
  return canvas.png();
}

/** Words into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function drawArticleImage(title: string, svg: string): Buffer {
  const { canvas, ink } = frame(svg, 'Quadkit Bulletin');
  const scale = 7;
  let perLine = 1;
  while (textWidth('x'.repeat(perLine + 1), scale) <= SHARE_IMAGE_WIDTH - 2 * MARGIN) perLine++;
  const lines = wrap(title.toUpperCase(), perLine).slice(0, 4);
  for (const [index, line] of lines.entries())
    canvas.text(MARGIN, 230 + index * (TEXT_HEIGHT * scale + 22), line, scale, ink);
  return canvas.png();
}

const categoriesArt = fileURLToPath(new URL('../../public/images/categories/', import.meta.url));
const articlesArt = fileURLToPath(new URL('../../public/images/articles/', import.meta.url));
const articleFiles = fileURLToPath(new URL('../../../features/core/catalog/data/articles/', import.meta.url));

/** The bundled articles' ids and titles, read from their files (Vite's config loader has no Markdown import). */
const bundledArticles = (): { id: string; title: string }[] =>
  readdirSync(articleFiles)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const id = name.slice(0, -'.md'.length);
      const { fields } = splitFrontMatter(id, readFileSync(`${articleFiles}${name}`, 'utf8'));
      return { id, title: fields.title ?? id };
    });

/** Emits every category's and bundled article's share image into the build output, where the worker's heads say. */
export function shareImages(): Plugin {
  return {
    name: 'quadkit-share-images',
    apply: 'build',
    generateBundle() {
      for (const category of CATEGORIES) {
        const svg = readFileSync(`${categoriesArt}${category.slug}-1.svg`, 'utf8');
        this.emitFile({
          type: 'asset',
          fileName: categoryShareImage(category.slug).slice(1),
          source: drawShareImage(category, svg),
        });
      }
      for (const article of bundledArticles()) {
        const svg = readFileSync(`${articlesArt}${article.id}.svg`, 'utf8');
        this.emitFile({
          type: 'asset',
          fileName: articleShareImage(article.id).slice(1),
          source: drawArticleImage(article.title, svg),
        });
      }
    },
  };
}
