// Text with the search's matched words marked, built from the API's segments as text nodes (never as HTML).
import type { HighlightSegment } from '../../shared/search-responses';

export function Highlighted({ segments, fallback }: { segments: readonly HighlightSegment[]; fallback: string }) {
  if (segments.length === 0) return <>{fallback}</>;
  return (
    <>
      {segments.map((segment, index) =>
        segment.hit ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
