// A picture of Quadkit's own artwork: drawn from its set's sprite when it is one of them (catalog/sprites.ts says
// why), else an ordinary <img> (an uploaded avatar, a path the sprites do not hold). Always decorative: the text
// beside it names what it shows. A missing symbol draws nothing, so the tinted frame around it stays. An <img>
// loads lazily unless told otherwise.
import type { ImgHTMLAttributes } from 'react';
import { spriteHref } from '../catalog/sprites';

type ArtworkProps = Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'className' | 'width' | 'height' | 'loading' | 'decoding' | 'fetchPriority'
> & { src: string };

export function Artwork({ src, ...image }: ArtworkProps) {
  const href = spriteHref(src);
  return href ? (
    // Sized by the frame's CSS, as every place that draws artwork gives it one.
    <svg className={image.className} aria-hidden="true">
      <use href={href} />
    </svg>
  ) : (
    <img src={src} alt="" loading="lazy" decoding="async" {...image} />
  );
}
