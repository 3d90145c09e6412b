// /bulletin-board: search, tag chips, 9 cards a page with browse's pager, 'Submit an Article' (signed out:
// the sign-in dialog, then on to the submit page); loading, error and empty states.
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { Pagination } from '@quadkit/core/ui/pagination/pagination';
import { signedInAtom } from '@quadkit/core/ui/session-atoms';
import { openAuthModal } from '@quadkit/core/ui/session-events';
import { useWhenSessionChecked } from '@quadkit/core/ui/session-ready';
import { useKnownText } from '@quadkit/core/ui/i18n/use-known-text';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { ruleMessages } from '../rules.messages';
import { ArticleCard } from '../components/article-card';
import { tagColour } from '../components/tag-badge';
import type { BoardLoaderData } from './board-loader';
import { boardSearch, readBoardParams } from './board-params';
import { boardMessages } from './board.messages';
import { RouteHead } from '@quadkit/core/ui/route-head';
import '../components/article-card.css';
import '../components/tag-badge.css';
import './board.css';

const SUBMIT_PATH = '/bulletin-board/submit';

function SubmitButton() {
  const signedIn = useAtomValue(signedInAtom);
  const whenSessionChecked = useWhenSessionChecked();
  const navigate = useNavigate();
  const t = useMessages(boardMessages);
  if (signedIn) {
    return (
      <Link to={SUBMIT_PATH} className="btn btn--primary">
        {t('submit')}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="btn btn--primary"
      // Before the session is known (a page the worker drew), a signed-in student goes on to the form.
      onClick={() =>
        whenSessionChecked((user) => (user ? void navigate(SUBMIT_PATH) : openAuthModal({ redirectTo: SUBMIT_PATH })))
      }
    >
      {t('submit')}
    </button>
  );
}

export function BoardScreen() {
  const state = useLoaderData<BoardLoaderData>();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const t = useMessages(boardMessages);
  const rule = useMessages(ruleMessages);
  const known = useKnownText(boardMessages);
  const name = useTaxonomyName();
  const [search] = useSearchParams();
  const params = readBoardParams(search);
  const urlQuery = params.q ?? '';
  const [query, setQuery] = useState(urlQuery);
  // The search this box last wrote to the address; any other change there (Back, Forward, a link) is shown in the
  // box, or the pending search below would write the old words back.
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (urlQuery !== written.current) setQuery(urlQuery);
    written.current = null;
  }, [urlQuery]);

  // Typing searches after a short pause; the address keeps the search so Back and links work.
  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed === urlQuery) return;
    const timer = setTimeout(() => {
      written.current = trimmed;
      void navigate(`/bulletin-board${boardSearch({ ...params, q: trimmed, page: 1 })}`, { replace: true });
    }, 250);
    return () => clearTimeout(timer);
  }, [query, urlQuery, params, navigate]);

  const hrefFor = (page: number) => `/bulletin-board${boardSearch({ ...params, page })}`;
  const tagHref = (tag: string | undefined) => `/bulletin-board${boardSearch({ ...params, tag, page: 1 })}`;

  let body: ReactNode;
  if (!state.ok) {
    body = (
      <ErrorState
        title={t('errorTitle')}
        message={known(state.message)}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  } else if (state.data.articles.length === 0) {
    body = (
      <EmptyState
        title={rule('noArticles')}
        action={
          params.q || params.tag ? (
            <Link to="/bulletin-board" className="btn btn--secondary" onClick={() => setQuery('')}>
              {t('clearFilters')}
            </Link>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        <p className="board__count" aria-live="polite">
          {t('count', { count: state.data.total })}
        </p>
        <ul className="article-grid" aria-label={t('articles')}>
          {state.data.articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} headingLevel={2} />
            </li>
          ))}
        </ul>
        <Pagination current={state.data.page} total={state.data.pageCount} hrefFor={hrefFor} />
      </>
    );
  }

  const tags = state.ok ? state.data.tags : [];
  return (
    <div className="container page board">
      <RouteHead />
      <header className="board__header">
        <div>
          <h1 className="board__title">{t('title')}</h1>
          <p className="board__lead">{t('lead')}</p>
        </div>
        <SubmitButton />
      </header>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role=search is the landmark every reader supports */}
      <form className="board__search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="visually-hidden" htmlFor="board-search">
          {t('searchLabel')}
        </label>
        <input
          id="board-search"
          className="input"
          type="search"
          placeholder={t('searchPlaceholder')}
          value={query}
          maxLength={200}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      {tags.length > 0 ? (
        <nav className="board__chips" aria-label={t('filterByTag')}>
          <Link to={tagHref(undefined)} className="board__chip" aria-current={params.tag ? undefined : 'page'}>
            {t('all')}
          </Link>
          {tags.map((tag) => {
            const active = params.tag?.toLowerCase() === tag.toLowerCase();
            return (
              <Link
                key={tag}
                to={tagHref(active ? undefined : tag)}
                className={`board__chip tag-badge--c${tagColour(tag)}`}
                aria-current={active ? 'page' : undefined}
              >
                {name('tag', tag)}
              </Link>
            );
          })}
        </nav>
      ) : null}
      {body}
    </div>
  );
}
