// A bulletin card (docs/product.md#home and #bulletin-board): image, tags, title, snippet, author and read time, linking to
// /bulletin/{id}. Every text is rendered as text: a post's title can never become markup. Title and snippet are
// catalog content, English in every language.
import { Link } from 'react-router';
import { Artwork } from '@quadkit/core/ui/artwork';
import type { ArticleCardData } from '../data/client';
import { AuthorLine } from './author-line';
import { TagBadges } from './tag-badge';
import { useReadTime } from './use-read-time';
import './article-card.css';

export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const readTime = useReadTime();
  return (
    <article className="card article-card">
      <Artwork className="article-card__image" src={article.image} width={400} height={200} />
      <div className="article-card__body">
        <TagBadges tags={article.tags} />
        <Heading className="article-card__title" lang="en">
          <Link to={`/bulletin/${encodeURIComponent(article.id)}`} className="article-card__link">
            {article.title}
          </Link>
        </Heading>
        <p className="article-card__snippet" lang="en">
          {article.snippet}
        </p>
        <div className="article-card__foot">
          <AuthorLine author={article.author} />
          <span className="article-card__time">{readTime(article.readTime)}</span>
        </div>
      </div>
    </article>
  );
}
