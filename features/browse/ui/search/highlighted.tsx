// Text with the search's matched words marked, built from the API's segments as text nodes (never as HTML).
import type { SearchBody } from '../data/browse-client';

type HighlightSegment = SearchBody['results'][number]['matches']['title'][number];

export function Highlighted({ segments, fallback }: { segments: readonly HighlightSegment[]; fallback: string }) {
  if (segments.length === 0) return <>{fallback}</>;
  return (
    <>
      {segments.map((segment, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed run of text pieces; the position is their identity
        segment.hit ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
