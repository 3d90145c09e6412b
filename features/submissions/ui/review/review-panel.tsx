// The admin panel 'Resource submissions awaiting review': every pending suggestion as an editable card
// (all fields, tags) with Approve and Reject (with a reason). Loading, error and empty states.
import { useState } from 'react';
import type { AdminPanelProps } from '@quadkit/core/ui/admin-panels';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { Spinner } from '@quadkit/core/ui/spinner';
import { useKnownText } from '@quadkit/core/ui/i18n/use-known-text';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { ruleMessages } from '../../shared/rules.messages';
import { loadQueue } from './pending';
import { ReviewCard } from './review-card';
import { reviewMessages } from './review.messages';
import '@quadkit/core/ui/review-card.css';
import './review.css';

export function ReviewPanel(_props: AdminPanelProps) {
  const state = useQuery('resource-submissions-queue', loadQueue);
  // Decided cards leave the list at once; the queue is not loaded again for that.
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const t = useMessages(reviewMessages);
  const rule = useMessages(ruleMessages);
  const known = useKnownText(ruleMessages);

  if (state.status === 'loading') return <Spinner block label={t('loading')} />;
  if (state.status === 'error') {
    return (
      <ErrorState
        title={t('loadFailed')}
        message={known(messageOf(state.error, rule('fetchError')))}
        onRetry={state.reload}
      />
    );
  }
  const items = state.data.submissions.filter((item) => !decided.has(item.id));
  if (items.length === 0) {
    return <EmptyState title={t('empty')} message={t('emptyMessage')} headingLevel={3} />;
  }
  return (
    <ul className="review-list" aria-label={t('listLabel')}>
      {items.map((item) => (
        <li key={item.id}>
          <ReviewCard submission={item} onDecided={() => setDecided((ids) => new Set(ids).add(item.id))} />
        </li>
      ))}
    </ul>
  );
}
