// The home page's 'Featured Toolkits' showcase: at most 9 public toolkits (featured first, then newest),
// and 'See All Toolkits' to /toolkits when there are more.
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useSessionUser } from '@quadkit/core/ui/use-session-user';
import { SectionHead } from '@quadkit/core/ui/section-head';
import { Spinner } from '@quadkit/core/ui/spinner';
import { cardMessages } from '../components/toolkit-card.messages';
import { ToolkitCard } from '../components/toolkit-card';
import { toolkitsClient } from '../data/toolkits-client';
import { showcaseMessages } from './messages';
import './featured-toolkits.css';

/** docs/product.md#limits: the toolkit showcase shows 9. */
export const SHOWCASE_SIZE = 9;

export default function FeaturedToolkits() {
  const t = useMessages(showcaseMessages);
  const card = useMessages(cardMessages);
  // isOwner on each card depends on who asks.
  const viewerId = useSessionUser()?.id ?? '';
  const state = useQuery(
    `public-toolkits:${viewerId}`,
    async (signal, context) => {
      const body = await unwrap(toolkitsClient(context).toolkits.public.$get(undefined, { init: { signal } }));
      return body.toolkits;
    },
    { atTheEdge: true },
  );
  if (state.status === 'loaded' && state.data.length === 0) return null;

  return (
    <section className="container toolkit-showcase" aria-labelledby="featured-toolkits-title">
      <SectionHead
        element="header"
        id="featured-toolkits-title"
        title={t('title')}
        lead={t('lead')}
        more={
          state.status === 'loaded' && state.data.length > SHOWCASE_SIZE
            ? { to: '/toolkits', label: t('seeAll') }
            : undefined
        }
      />
      {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
      {state.status === 'error' ? (
        <p className="toolkit-showcase__error" role="alert">
          {t('failed', { message: messageOf(state.error, card('loadFailed')) })}
        </p>
      ) : null}
      {state.status === 'loaded' ? (
        <ul className="toolkit-grid phone-swipe" aria-label={t('list')}>
          {state.data.slice(0, SHOWCASE_SIZE).map((toolkit) => (
            <li key={toolkit.id}>
              <ToolkitCard toolkit={toolkit} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
