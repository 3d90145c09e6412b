// The first few tags of a card as chips, then '+N' for the rest (3 on browse and trending cards, 2 on the
// strip); every tag where no `max` is given. Styles: `.tag-list`, `.tag`, `.tag--more` in styles/controls.css.
import { useMessages } from './i18n/use-messages';
import { useTaxonomyName } from './i18n/use-taxonomy-name';
import { coreMessages } from './messages';

interface TagSummaryProps {
  tags: readonly string[];
  max?: number;
  className?: string;
}

export function TagSummary({ tags, max, className }: TagSummaryProps) {
  const t = useMessages(coreMessages);
  const name = useTaxonomyName();
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const more = tags.length - shown.length;
  return (
    <ul className={className ? `tag-list ${className}` : 'tag-list'} aria-label={t('tags')}>
      {shown.map((tag, i) =>
        // '+N' shares the last tag's item, so a wrapping row never leaves it on a line of its own.
        more > 0 && i === shown.length - 1 ? (
          <li key={tag} className="tag-list__tail">
            <span className="tag">{name('tag', tag)}</span>
            <span
              className="tag tag--more"
              title={tags
                .slice(max)
                .map((tag) => name('tag', tag))
                .join(', ')}
            >
              <span aria-hidden="true">+{more}</span>
              <span className="visually-hidden">{t('moreTags', { count: more })}</span>
            </span>
          </li>
        ) : (
          <li key={tag} className="tag">
            {name('tag', tag)}
          </li>
        ),
      )}
    </ul>
  );
}
