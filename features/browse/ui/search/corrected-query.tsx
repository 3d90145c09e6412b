// 'Showing results for …': the search answered with a typo correction (the API's correctedQuery), or with some of
// the words when all of them together matched nothing (relaxedQuery: 'No exact match for …').
export function CorrectedQuery({ query, className }: { query: string | undefined; className: string }) {
  if (!query) return null;
  return (
    <p className={className}>
      Showing results for <strong>{query}</strong>
    </p>
  );
}

export function RelaxedQuery({
  asked,
  kept,
  className,
}: {
  asked: string;
  kept: string | undefined;
  className: string;
}) {
  if (!kept) return null;
  return (
    <p className={className}>
      No exact match for <strong>"{asked.trim()}"</strong>. Showing results for <strong>"{kept}"</strong>
    </p>
  );
}
