// A toolkit's description, cut at 100 characters with a 'Read more' button when it is longer (docs/product.md#toolkit-page).
import { useId, useState } from 'react';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { detailMessages } from './toolkit-detail.messages';

export const DESCRIPTION_PREVIEW_LENGTH = 100;

// `lang` marks the built-in toolkits' English text; a student's own toolkit is in whatever language they wrote.
export function ToolkitDescription({ text, lang }: { text: string; lang?: string | undefined }) {
  const t = useMessages(detailMessages);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > DESCRIPTION_PREVIEW_LENGTH;
  const shown = long && !expanded ? `${text.slice(0, DESCRIPTION_PREVIEW_LENGTH).trimEnd()}…` : text;

  return (
    <div className="toolkit-detail__description">
      <p id={id} lang={lang}>
        {shown}
      </p>
      {long ? (
        <button
          type="button"
          className="link-btn"
          aria-controls={id}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {t(expanded ? 'showLess' : 'readMore')}
        </button>
      ) : null}
    </div>
  );
}
