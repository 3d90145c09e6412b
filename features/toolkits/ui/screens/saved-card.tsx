// One saved item on /saved: a resource or a toolkit, a Remove button and 'View Details →' to /{type}/{id}.
// An item that no longer exists (deleted, or a toolkit made private) still shows, so it can be removed.
import { useSetAtom } from 'jotai';
import { Link } from 'react-router';
import { categoryTitle } from '@quadkit/core/catalog/categories';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import type { Translate } from '@quadkit/core/shared/i18n/translate';
import type { SavedBookmark } from '../data/toolkits-client';
import { toggleBookmarkAtom } from '../bookmarks/bookmark-toggle';
import { useSaved } from '../bookmarks/use-saved';
import { commonMessages } from '../components/messages';
import { cardMessages } from '../components/toolkit-card.messages';
import { usePrefetchToolkit } from '../data/prefetch';
import { savedMessages } from './saved-screen.messages';
import '@quadkit/core/ui/layout.css';
import '@quadkit/core/ui/card-text.css';
import '../components/emoji-tile.css';
import '../components/toolkit-card.css';

interface Texts {
  t: Translate<typeof savedMessages.en>;
  common: Translate<typeof commonMessages.en>;
  card: Translate<typeof cardMessages.en>;
  name: ReturnType<typeof useTaxonomyName>;
}

function describe(bookmark: SavedBookmark, { t, common, card, name }: Texts) {
  if (bookmark.type === 'resource') {
    const { item } = bookmark;
    return item
      ? {
          badge: null,
          kind: name('category', categoryTitle(item.category)),
          title: item.title || common('untitled'),
          text: item.description,
          lang: 'en',
          tags: item.tags,
        }
      : null;
  }
  const { item } = bookmark;
  return item
    ? {
        badge: item.emoji,
        kind: t('kindToolkit', { resources: card('resources', { count: item.resourceCount }) }),
        title: item.title,
        text: item.description,
        lang: item.isBuiltIn ? 'en' : undefined,
        tags: [],
      }
    : null;
}

export function SavedCard({ bookmark }: { bookmark: SavedBookmark }) {
  const remove = useSetAtom(toggleBookmarkAtom);
  const locale = useLocale();
  const t = useMessages(savedMessages);
  const common = useMessages(commonMessages);
  const card = useMessages(cardMessages);
  const name = useTaxonomyName();
  const { running } = useSaved(bookmark.type, bookmark.resourceId);
  const shown = describe(bookmark, { t, common, card, name });
  const title = shown?.title ?? common('gone');
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
          <p className="card-kicker saved-card__kind">{shown ? shown.kind : common(bookmark.type)}</p>
          <h2 className="saved-card__title">{title}</h2>
        </div>
      </header>
      <p className="card-text saved-card__text" lang={shown?.lang}>
        {shown ? shown.text : t('goneText')}
      </p>
      {shown && shown.tags.length > 0 ? (
        <ul className="tag-list saved-card__tags" aria-label={t('tags')}>
          {shown.tags.slice(0, 3).map((tag) => (
            <li key={tag} className="tag">
              {name('tag', tag)}
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
          aria-label={t('removeLabel', { title })}
          onClick={() => void remove({ type: bookmark.type, itemId: bookmark.resourceId, title, to: false, locale })}
        >
          {t('remove')}
        </button>
        {shown ? (
          <Link
            to={href}
            className="saved-card__link"
            onPointerEnter={bookmark.type === 'toolkit' ? prefetch : undefined}
          >
            {t('details')}
          </Link>
        ) : null}
      </footer>
    </article>
  );
}
