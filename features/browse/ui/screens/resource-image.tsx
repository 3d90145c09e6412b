// The resource's artwork; if the file is missing the tinted frame stays instead of a broken-image icon.
import { useState } from 'react';

export function ResourceImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="resource-detail__media">
      {failed ? null : (
        // Decorative: the title next to it names the resource.
        <img src={src} alt="" width="640" height="400" decoding="async" onError={() => setFailed(true)} />
      )}
    </div>
  );
}
