// The artwork sprites: each file becomes a symbol of its name with its own viewBox, its ids cannot meet another
// file's, and the pages' paths map to the symbols (browse-home's e2e test compares what Chromium draws).
import { describe, expect, it } from 'vitest';
import { SPRITE_SETS, spriteFile, spriteHref } from '@quadkit/core/catalog/sprites';
import { buildSprite } from '../scripts/artwork-sprites/build-sprite';

const clipped = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-labelledby="t">
  <title id="t">Someone</title>
  <defs><clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath></defs>
  <g clip-path="url(#c)"><rect width="96" height="96" fill="${fill}"/></g>
</svg>`;

describe('buildSprite', () => {
  const sprite = buildSprite([
    { name: 'maya', svg: clipped('#FFD9B0') },
    { name: 'daniel', svg: clipped('#B0D9FF') },
    {
      name: 'tile-1',
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360"/></svg>',
    },
  ]);
  const symbol = (name: string) => new RegExp(`<symbol id="${name}"[^>]*>(.*?)</symbol>`).exec(sprite)?.[0] ?? '';

  it('makes one symbol per file, by name, keeping its viewBox and filling the box as object-fit: cover did', () => {
    expect([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])).toEqual(['daniel', 'maya', 'tile-1']);
    expect(symbol('tile-1')).toContain('viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice"');
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
  });

  it("gives each file's ids its own name, references included, so two files' #c stay apart", () => {
    expect(symbol('maya')).toContain('<clipPath id="maya--c">');
    expect(symbol('maya')).toContain('clip-path="url(#maya--c)"');
    expect(symbol('daniel')).toContain('clip-path="url(#daniel--c)"');
    expect(sprite).not.toMatch(/id="c"|url\(#c\)/);
  });

  it('drops titles and roles: where a page draws the picture it is decorative', () => {
    expect(sprite).not.toMatch(/<title|role=|aria-labelledby/);
  });

  it('refuses a file it cannot make a symbol of, naming it', () => {
    expect(() => buildSprite([{ name: 'flat', svg: '<svg><rect/></svg>' }])).toThrow('artwork "flat"');
    expect(() => buildSprite([{ name: 'Bad Name', svg: clipped('#000') }])).toThrow('artwork "Bad Name"');
  });
});

describe('spriteHref', () => {
  it('maps a set artwork path to its symbol, and leaves other pictures to <img>', () => {
    expect(spriteHref('/images/categories/writing-1.svg')).toBe('/images/categories/sprite.svg#writing-1');
    expect(spriteHref('/images/authors/maya-okafor.svg')).toBe('/images/authors/sprite.svg#maya-okafor');
    expect(spriteHref('/images/brand/logo.svg')).toBeNull();
    expect(spriteHref('/api/avatars/u1?v=2')).toBeNull();
    expect(spriteHref('/images/categories/../secret.svg')).toBeNull();
    for (const set of SPRITE_SETS) expect(spriteHref(`/images/${set}/a-1.svg`)).toBe(`${spriteFile(set)}#a-1`);
  });
});
