// The first few tags of a card as chips, then '+N' for the rest (SPEC: 3 on browse cards, 2 on the strip).
interface TagSummaryProps {
  tags: readonly string[];
  max: number;
}

export function TagSummary({ tags, max }: TagSummaryProps) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const more = tags.length - shown.length;
  return (
    <ul className="tag-list resource-card__tags" aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
      {more > 0 ? (
        <li className="tag tag--more" title={tags.slice(max).join(', ')}>
          <span aria-hidden="true">+{more}</span>
          <span className="visually-hidden">and {more} more</span>
        </li>
      ) : null}
    </ul>
  );
}
