// A tag with its colour badge: each tag keeps one colour everywhere (a stable hash of its name).
import './tag-badge.css';

const COLOURS = 8;

export function tagColour(tag: string): number {
  let hash = 0;
  for (const ch of tag.toLowerCase()) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash % COLOURS;
}

export function TagBadge({ tag }: { tag: string }) {
  return <span className={`tag-badge tag-badge--c${tagColour(tag)}`}>{tag}</span>;
}

export function TagBadges({ tags, label = 'Tags' }: { tags: readonly string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-badges" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <TagBadge tag={tag} />
        </li>
      ))}
    </ul>
  );
}
