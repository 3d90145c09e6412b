// 'Showing results for …': the search answered with a typo correction (the API's correctedQuery).
export function CorrectedQuery({ query, className }: { query: string | undefined; className: string }) {
  if (!query) return null;
  return (
    <p className={className}>
      Showing results for <strong>{query}</strong>
    </p>
  );
}
