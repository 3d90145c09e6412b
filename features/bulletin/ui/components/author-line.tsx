// An article's author: avatar (or the name's first letter) and name; a user post adds the poster's profile.
import { Artwork } from '@quadkit/core/ui/artwork';
import type { ArticleCardData } from '../data/client';
import './author-line.css';

export function AuthorLine({ author, extra }: { author: ArticleCardData['author']; extra?: string }) {
  return (
    <div className="author-line">
      {author.avatar ? (
        <Artwork className="author-line__avatar" src={author.avatar} width={32} height={32} />
      ) : (
        <span className="author-line__avatar author-line__avatar--letter" aria-hidden="true">
          {author.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="author-line__text">
        <span className="author-line__name">{author.name}</span>
        {author.profile || extra ? (
          <span className="author-line__meta">{[author.profile, extra].filter(Boolean).join(' · ')}</span>
        ) : null}
      </span>
    </div>
  );
}
