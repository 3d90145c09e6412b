// A card's artwork; if the file is missing the tinted frame stays instead of a broken-image icon.
import { useState } from 'react';

export function CardImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="card-media resource-card__media">
      {failed ? null : (
        // Decorative: the card's title names the resource.
        <img
          src={src}
          alt=""
          width="320"
          height="200"
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
