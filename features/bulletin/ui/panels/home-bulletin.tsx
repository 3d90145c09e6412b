// The home page's bulletin section (docs/product.md#home): the 6 latest articles as cards, each linking to /bulletin/{id}.
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { SectionHead } from '@quadkit/core/ui/section-head';
import { Spinner } from '@quadkit/core/ui/spinner';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { ArticleCard } from '../components/article-card';
import { fetchLatest } from '../data/client';
import { homeBulletinMessages } from './home-bulletin.messages';
import '../components/article-card.css';
import './home-bulletin.css';

export default function HomeBulletin() {
  const state = useQuery('bulletin-latest', (_signal, context) => fetchLatest(context), { atTheEdge: true });
  const t = useMessages(homeBulletinMessages);
  if (state.status === 'loaded' && state.data.length === 0) return null;
  return (
    <section className="container home-bulletin" aria-labelledby="home-bulletin-title">
      <SectionHead
        element="header"
        id="home-bulletin-title"
        title={t('title')}
        lead={t('lead')}
        more={{ to: '/bulletin-board', label: t('all') }}
      />
      {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
      {state.status === 'error' ? (
        <p className="home-bulletin__error" role="alert">
          {t('error', { message: messageOf(state.error, t('failed')) })}
        </p>
      ) : null}
      {state.status === 'loaded' ? (
        <ul className="article-grid phone-swipe" aria-label={t('latest')}>
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
