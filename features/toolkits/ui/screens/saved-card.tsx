// One saved item on /saved: a resource or a toolkit, a Remove button and 'View Details →' to /{type}/{id}.
// An item that no longer exists (deleted, or a toolkit made private) still shows, so it can be removed.
import { useSetAtom } from 'jotai';
import { Link } from 'react-router';
import { categoryTitle } from '@quadkit/core/catalog/categories';
import type { SavedBookmark } from '../data/toolkits-client';
import { toggleBookmarkAtom } from '../bookmarks/bookmark-toggle';
import { useSaved } from '../bookmarks/use-saved';
import { resourceCount } from '../components/counts';
import { usePrefetchToolkit } from '../data/prefetch';
import '@quadkit/core/ui/layout.css';
import '@quadkit/core/ui/card-text.css';
import '../components/emoji-tile.css';
import '../components/toolkit-card.css';

function describe(bookmark: SavedBookmark) {
  if (bookmark.type === 'resource') {
    const { item } = bookmark;
    return item
      ? {
          badge: null,
          kind: categoryTitle(item.category),
          title: item.title || 'Untitled',
          text: item.description,
          tags: item.tags,
        }
      : null;
  }
  const { item } = bookmark;
  return item
    ? {
        badge: item.emoji,
        kind: `Toolkit · ${resourceCount(item.resourceCount)}`,
        title: item.title,
        text: item.description,
        tags: [],
      }
    : null;
}

export function SavedCard({ bookmark }: { bookmark: SavedBookmark }) {
  const remove = useSetAtom(toggleBookmarkAtom);
  const { running } = useSaved(bookmark.type, bookmark.resourceId);
  const shown = describe(bookmark);
  const title = shown?.title ?? 'No longer available';
  const href = `/${bookmark.type}/${encodeURIComponent(bookmark.resourceId)}`;
  const prefetch = usePrefetchToolkit(bookmark.resourceId);

  return (
    <article className="card saved-card">
      <header className="saved-card__header">
        {shown?.badge ? (
          <span className="emoji-tile saved-card__emoji" aria-hidden="true">
            {shown.badge}
          </span>
        ) : null}
        <div className="saved-card__heading">
          <p className="card-kicker saved-card__kind">
            {shown ? shown.kind : bookmark.type === 'toolkit' ? 'Toolkit' : 'Resource'}
          </p>
          <h2 className="saved-card__title">{title}</h2>
        </div>
      </header>
      <p className="card-text saved-card__text">
        {shown
          ? shown.text
          : 'This item was removed or made private by its owner. You can remove it from your saved items.'}
      </p>
      {shown && shown.tags.length > 0 ? (
        <ul className="tag-list saved-card__tags" aria-label="Tags">
          {shown.tags.slice(0, 3).map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <footer className="spread-row saved-card__footer">
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={running}
          aria-busy={running || undefined}
          aria-label={`Remove ${title} from saved items`}
          onClick={() => void remove({ type: bookmark.type, itemId: bookmark.resourceId, title, to: false })}
        >
          Remove
        </button>
        {shown ? (
          <Link
            to={href}
            className="saved-card__link"
            onPointerEnter={bookmark.type === 'toolkit' ? prefetch : undefined}
          >
            View Details →
          </Link>
        ) : null}
      </footer>
    </article>
  );
}
