// /bulletin/{id}: the article with its author, date, read time and tags, the body from markdown, the
// reading-progress bar, previous/next links and up to 3 related articles; 'Article not found' otherwise.
import { useRef } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { formatIsoDay } from '@quadkit/core/shared/plain-format';
import { NotFoundState } from '@quadkit/core/ui/not-found-state';
import { POST_MESSAGES } from '../../shared/post-rules';
import { ArticleCard } from '../components/article-card';
import { AuthorLine } from '../components/author-line';
import { TagBadges } from '../components/tag-badge';
import type { ArticlePageData } from '../data/client';
import type { ArticleLoaderData } from './article-loader';
import { ArticleBody } from './article-body';
import { ReadingProgress } from './reading-progress';
import { RouteHead } from '@quadkit/core/ui/route-head';
import '@quadkit/core/ui/layout.css';
import '../components/article-card.css';
import './article.css';

const BACK = { to: '/bulletin-board', label: 'Back to Bulletin Board' };

function ArticleView({ data }: { data: ArticlePageData }) {
  const { article, previous, next, related } = data;
  const bodyRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <RouteHead />
      <ReadingProgress target={bodyRef} />
      <Link to={BACK.to} className="article__back">
        ← {BACK.label}
      </Link>
      <article className="article">
        <header className="article__header">
          <TagBadges tags={article.tags} />
          <h1 className="article__title">{article.title}</h1>
          <div className="spread-row article__meta">
            <AuthorLine author={article.author} />
            <span>
              <time dateTime={article.date}>{formatIsoDay(article.date)}</time> · {article.readTime}
            </span>
          </div>
        </header>
        <img className="article__image" src={article.image} alt="" width={1200} height={630} />
        <div ref={bodyRef} className="article__body">
          <ArticleBody key={article.id} markdown={article.content} userContent={article.kind === 'post'} />
        </div>
      </article>
      <nav className="article__neighbours" aria-label="More articles">
        {previous ? (
          <Link to={`/bulletin/${encodeURIComponent(previous.id)}`} rel="prev" className="article__neighbour">
            <span className="article__neighbour-label">← Previous</span>
            <span>{previous.title}</span>
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
            <span className="article__neighbour-label">Next →</span>
            <span>{next.title}</span>
          </Link>
        ) : null}
      </nav>
      {related.length > 0 ? (
        <section className="article__related" aria-labelledby="related-title">
          <h2 id="related-title">Related Articles</h2>
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
  return (
    <div className="container page article-page">
      {state.ok ? (
        <ArticleView key={state.data.article.id} data={state.data} />
      ) : state.notFound ? (
        <NotFoundState
          title={POST_MESSAGES.notFound}
          message="This article may have been removed, or the link may be mistyped."
          back={BACK}
        />
      ) : (
        <ErrorState
          headingLevel={1}
          title="Error Loading Article"
          message={state.message}
          onRetry={() => void revalidator.revalidate()}
        />
      )}
    </div>
  );
}
