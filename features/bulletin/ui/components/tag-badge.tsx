// A tag with its colour badge: each tag keeps one colour everywhere (a stable hash of its name).
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { cardMessages } from './messages';
import './tag-badge.css';

const COLOURS = 8;

export function tagColour(tag: string): number {
  let hash = 0;
  for (const ch of tag.toLowerCase()) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash % COLOURS;
}

/** The colour follows the English name, so a tag keeps its colour in every language. */
export function TagBadge({ tag }: { tag: string }) {
  const name = useTaxonomyName();
  return <span className={`tag-badge tag-badge--c${tagColour(tag)}`}>{name('tag', tag)}</span>;
}

export function TagBadges({ tags, label }: { tags: readonly string[]; label?: string }) {
  const t = useMessages(cardMessages);
  if (tags.length === 0) return null;
  return (
    <ul className="tag-badges" aria-label={label ?? t('tags')}>
      {tags.map((tag) => (
        <li key={tag}>
          <TagBadge tag={tag} />
        </li>
      ))}
    </ul>
  );
}
