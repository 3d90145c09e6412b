// The home page's bulletin section (docs/product.md#home): the 6 latest articles as cards, each linking to /bulletin/{id}.
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { SectionHead } from '@quadkit/core/ui/section-head';
import { Spinner } from '@quadkit/core/ui/spinner';
import { ArticleCard } from '../components/article-card';
import { fetchLatest } from '../data/client';
import '../components/article-card.css';
import './home-bulletin.css';

export default function HomeBulletin() {
  const state = useQuery('bulletin-latest', (_signal, context) => fetchLatest(context), { atTheEdge: true });
  if (state.status === 'loaded' && state.data.length === 0) return null;
  return (
    <section className="container home-bulletin" aria-labelledby="home-bulletin-title">
      <SectionHead
        element="header"
        id="home-bulletin-title"
        title="From the Bulletin Board"
        lead="Guides and tips for student life, from our writers and from students."
        more={{ to: '/bulletin-board', label: 'View all articles' }}
      />
      {state.status === 'loading' ? <Spinner label="Loading articles" /> : null}
      {state.status === 'error' ? (
        <p className="home-bulletin__error" role="alert">
          Couldn't load articles: {messageOf(state.error, 'Failed to load articles')}
        </p>
      ) : null}
      {state.status === 'loaded' ? (
        <ul className="article-grid phone-swipe" aria-label="Latest articles">
          {state.data.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
