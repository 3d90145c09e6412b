// A card's artwork in its tinted frame; a picture the sprite lacks draws nothing, so the frame stays.
import { Artwork } from '@quadkit/core/ui/artwork';

export function CardImage({ src }: { src: string }) {
  return (
    <div className="card-media resource-card__media">
      {/* Decorative: the card's title names the resource. */}
      <Artwork src={src} width="320" height="200" />
    </div>
  );
}
