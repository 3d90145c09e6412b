// /bulletin/{id}: the article with its author, date, read time and tags, the body from markdown, the
// reading-progress bar, previous/next links and up to 3 related articles; 'Article not found' otherwise.
import { useRef } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { Artwork } from '@quadkit/core/ui/artwork';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { formatDay } from '@quadkit/core/shared/i18n/format';
import { useKnownText } from '@quadkit/core/ui/i18n/use-known-text';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { NotFoundState } from '@quadkit/core/ui/not-found-state';
import { ruleMessages } from '../rules.messages';
import { ArticleCard } from '../components/article-card';
import { AuthorLine } from '../components/author-line';
import { TagBadges } from '../components/tag-badge';
import { useReadTime } from '../components/use-read-time';
import type { ArticlePageData } from '../data/client';
import type { ArticleLoaderData } from './article-loader';
import { ArticleBody } from './article-body';
import { articleMessages } from './article.messages';
import { ReadingProgress } from './reading-progress';
import { RouteHead } from '@quadkit/core/ui/route-head';
import '@quadkit/core/ui/layout.css';
import '../components/article-card.css';
import './article.css';

const BOARD_PATH = '/bulletin-board';

function ArticleView({ data }: { data: ArticlePageData }) {
  const { article, previous, next, related } = data;
  const bodyRef = useRef<HTMLDivElement>(null);
  const t = useMessages(articleMessages);
  const locale = useLocale();
  const readTime = useReadTime();
  return (
    <>
      <RouteHead />
      <ReadingProgress target={bodyRef} />
      <Link to={BOARD_PATH} className="back-link">
        {t('back')}
      </Link>
      <article className="article">
        <header className="article__header">
          <TagBadges tags={article.tags} />
          <h1 className="article__title" lang="en">
            {article.title}
          </h1>
          <div className="spread-row article__meta">
            <AuthorLine author={article.author} />
            <span>
              <time dateTime={article.date}>{formatDay(locale, article.date)}</time> · {readTime(article.readTime)}
            </span>
          </div>
        </header>
        <Artwork className="article__image" src={article.image} width={1200} height={630} />
        <div ref={bodyRef} className="article__body" lang="en">
          <ArticleBody key={article.id} markdown={article.content} userContent={article.kind === 'post'} />
        </div>
      </article>
      <nav className="article__neighbours" aria-label={t('more')}>
        {previous ? (
          <Link to={`/bulletin/${encodeURIComponent(previous.id)}`} rel="prev" className="article__neighbour">
            <span className="article__neighbour-label">{t('previous')}</span>
            <span lang="en">{previous.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link
            to={`/bulletin/${encodeURIComponent(next.id)}`}
            rel="next"
            className="article__neighbour article__neighbour--next"
          >
            <span className="article__neighbour-label">{t('next')}</span>
            <span lang="en">{next.title}</span>
          </Link>
        ) : null}
      </nav>
      {related.length > 0 ? (
        <section className="article__related" aria-labelledby="related-title">
          <h2 id="related-title">{t('related')}</h2>
          <ul className="article-grid">
            {related.map((card) => (
              <li key={card.id}>
                <ArticleCard article={card} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export function ArticleScreen() {
  const state = useLoaderData<ArticleLoaderData>();
  const revalidator = useRevalidator();
  const t = useMessages(articleMessages);
  const rule = useMessages(ruleMessages);
  const known = useKnownText(articleMessages);
  return (
    <div className="container page article-page">
      {state.ok ? (
        <ArticleView key={state.data.article.id} data={state.data} />
      ) : state.notFound ? (
        <NotFoundState title={rule('notFound')} message={t('missing')} back={{ to: BOARD_PATH, label: t('back') }} />
      ) : (
        <ErrorState
          headingLevel={1}
          title={t('errorTitle')}
          message={known(state.message)}
          onRetry={() => void revalidator.revalidate()}
        />
      )}
    </div>
  );
}
