// The resource's artwork in its tinted frame; a picture the sprite lacks draws nothing, so the frame stays.
import { Artwork } from '@quadkit/core/ui/artwork';

export function ResourceImage({ src }: { src: string }) {
  return (
    <div className="resource-detail__media">
      {/* Decorative: the title next to it names the resource. Drawn from the category sprite, which the page's
          first parse asks for; a path outside the sprites is an <img> fetched first, never lazily. */}
      <Artwork src={src} width="640" height="400" fetchPriority="high" loading="eager" />
    </div>
  );
}
