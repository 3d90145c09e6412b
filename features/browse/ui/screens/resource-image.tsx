// The resource's artwork; if the file is missing the tinted frame stays instead of a broken-image icon.
import { useState } from 'react';

export function ResourceImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="resource-detail__media">
      {failed ? null : (
        // Decorative: the title next to it names the resource. It is the page's largest paint on phones, so it is
        // fetched first and never lazily (Lighthouse: LCP image prioritised).
        <img
          src={src}
          alt=""
          width="640"
          height="400"
          fetchPriority="high"
          loading="eager"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
