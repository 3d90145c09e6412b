// The first `max` tags as chips, then '+N' for the rest.
export function TagChips({ tags, max }: { tags: readonly string[]; max: number }) {
  if (tags.length === 0) return null;
  const more = tags.length - Math.min(max, tags.length);
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.slice(0, max).map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
      {more > 0 ? (
        <li className="tag" title={tags.slice(max).join(', ')}>
          +{more}
        </li>
      ) : null}
    </ul>
  );
}
