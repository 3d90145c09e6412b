// Build step (vite.config.ts): one sprite per artwork set (dist/images/<set>/sprite.svg) from the set's files in
// shell/public/images/<set>, which stay beside it for share cards, feeds and stored links. The dev server serves
// the same sprites from the source files.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { SPRITE_SETS, type SpriteSet, spriteFile } from '../../../features/core/catalog/sprites.ts';
import { buildSprite } from './build-sprite.ts';

const imagesDir = fileURLToPath(new URL('../../public/images/', import.meta.url));

function spriteOf(set: SpriteSet): string {
  const dir = `${imagesDir}${set}/`;
  const files = readdirSync(dir).filter((file) => file.endsWith('.svg') && file !== 'sprite.svg');
  return buildSprite(
    files.map((file) => ({ name: file.slice(0, -'.svg'.length), svg: readFileSync(dir + file, 'utf8') })),
  );
}

export function artworkSprites(): Plugin {
  return {
    name: 'quadkit-artwork-sprites',
    generateBundle() {
      for (const set of SPRITE_SETS)
        this.emitFile({ type: 'asset', fileName: spriteFile(set).slice(1), source: spriteOf(set) });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const set = SPRITE_SETS.find((name) => request.url?.split('?')[0] === spriteFile(name));
        if (!set) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(spriteOf(set));
      });
    },
  };
}
