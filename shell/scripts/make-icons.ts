// Renders the app icons of the web app manifest (shell/public/icons/*.png) from the brand mark with Debian's
// Chromium, so they match the SVG exactly; the PNGs are committed. Rerun after changing images/brand/logo.svg:
//   npx tsx shell/scripts/make-icons.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const logo = readFileSync(`${publicDir}images/brand/logo.svg`, 'utf8');
/** --color-surface of features/core/ui/styles/tokens.css, the header's colour and the manifest's theme_color. */
const SURFACE = '#ffffff';

/** `any` icons: the mark on a transparent square. Maskable: on the surface colour inside the 80 % safe zone. */
const ICONS = [
  { file: 'icon-192.png', size: 192, mark: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, mark: 1, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, mark: 0.6, background: SURFACE },
  { file: 'apple-touch-icon.png', size: 180, mark: 0.8, background: SURFACE },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const mark = Math.round(icon.size * icon.mark);
    const svg = logo.replace(/width="64" height="64"/, `width="${mark}" height="${mark}"`);
    await page.setContent(
      `<body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;` +
        `background:${icon.background}">${svg}</body>`,
    );
    writeFileSync(`${publicDir}icons/${icon.file}`, await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
