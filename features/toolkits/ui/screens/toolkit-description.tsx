// A toolkit's description, cut at 100 characters with a 'Read more' button when it is longer (docs/product.md#toolkit-page).
import { useId, useState } from 'react';

export const DESCRIPTION_PREVIEW_LENGTH = 100;

export function ToolkitDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > DESCRIPTION_PREVIEW_LENGTH;
  const shown = long && !expanded ? `${text.slice(0, DESCRIPTION_PREVIEW_LENGTH).trimEnd()}…` : text;

  return (
    <div className="toolkit-detail__description">
      <p id={id}>{shown}</p>
      {long ? (
        <button
          type="button"
          className="link-btn"
          aria-controls={id}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Read more'}
        </button>
      ) : null}
    </div>
  );
}
