// Home section (order 20): Recommended for You, for signed-in users with a profile; nothing for anyone else.
import { Link } from 'react-router';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { SaveControl } from '@quadkit/core/ui/save-control-slot';
import { HomeSectionFrame } from '@quadkit/core/ui/home-section-frame';
import { useSessionUser } from '@quadkit/core/ui/use-session-user';
import { Spinner } from '@quadkit/core/ui/spinner';
import type { Recommendation } from '../../shared/recommendation-body';
import { resourcePath } from '../components/trending-card';
import { trendingClient } from '../data/trending-client';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { recommendedMessages } from './recommended-for-you.messages';
import '@quadkit/core/ui/card-grid.css';
import '@quadkit/core/ui/card-text.css';
import './home-sections.css';

const loadRecommendations = () => unwrap(trendingClient().recommendations.$get());

function RecommendationCard({ item }: { item: Recommendation }) {
  const t = useMessages(recommendedMessages);
  const card =
    item.type === 'resource'
      ? {
          id: item.resource.id,
          title: item.resource.title,
          text: item.resource.description,
          to: resourcePath(item.resource.id),
          label: t('resource'),
        }
      : {
          id: item.toolkit.id,
          title: `${item.toolkit.emoji} ${item.toolkit.title}`,
          text: item.toolkit.description,
          to: `/toolkit/${encodeURIComponent(item.toolkit.id)}`,
          label: t('toolkit', { count: item.toolkit.resourceCount }),
        };
  return (
    <article className="card recommendation-card">
      <div className="recommendation-card__head">
        <p className="recommendation-card__label">{card.label}</p>
        <SaveControl itemId={card.id} type={item.type} title={card.title} size="sm" />
      </div>
      <h3 className="recommendation-card__title" lang="en">
        <Link to={card.to}>{card.title}</Link>
      </h3>
      <p className="card-text card-text--two" lang="en">
        {card.text}
      </p>
    </article>
  );
}

export default function RecommendedForYou() {
  const user = useSessionUser();
  const state = useQuery(user ? `recommendations:${user.id}` : null, loadRecommendations);
  const t = useMessages(recommendedMessages);
  if (!state || state.status === 'error') return null;
  if (state.status === 'loaded' && (!state.data.hasProfile || state.data.items.length === 0)) return null;
  return (
    <HomeSectionFrame id="home-recommended" title={t('title')} lead={t('lead')}>
      {state.status === 'loading' ? (
        <Spinner label={t('loading')} />
      ) : (
        <ul className="card-grid" aria-label={t('list')}>
          {state.data.items.map((item) => (
            <li key={`${item.type}:${item.type === 'resource' ? item.resource.id : item.toolkit.id}`}>
              <RecommendationCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </HomeSectionFrame>
  );
}
