// The user's resource suggestions on /submissions: name, category, status badge (pending yellow, approved
// green, rejected red, docs/product.md#my-submissions) and the reviewer's reason; loading, error and empty states.
import { Link } from 'react-router';
import type { SubmissionListProps } from '@quadkit/core/ui/submission-lists';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { EmptyState } from '@quadkit/core/ui/empty-state';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { Spinner } from '@quadkit/core/ui/spinner';
import { StatusBadge } from '@quadkit/core/ui/status-badge';
import { formatDay } from '@quadkit/core/shared/i18n/format';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useKnownText } from '@quadkit/core/ui/i18n/use-known-text';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { categoryName } from '../../shared/submission-input';
import { ruleMessages } from '../../shared/rules.messages';
import { submissionsClient } from '../data/client';
import { mineMessages } from './mine.messages';
import '@quadkit/core/ui/review-card.css';

const loadMine = () => unwrap(submissionsClient()['resource-submissions'].mine.$get());

export function MyResourceSubmissions({ user }: SubmissionListProps) {
  const state = useQuery(`resource-submissions:${user.id}`, loadMine);
  const t = useMessages(mineMessages);
  const rule = useMessages(ruleMessages);
  const known = useKnownText(ruleMessages);
  const locale = useLocale();
  const name = useTaxonomyName();

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
  if (state.data.submissions.length === 0) {
    return (
      <EmptyState
        title={t('empty')}
        headingLevel={3}
        action={
          <Link to="/submit" className="btn btn--primary">
            {t('submit')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="review-list" aria-label={t('listLabel')}>
      {state.data.submissions.map((s) => (
        <li key={s.id} className="review-card">
          <p>
            <strong>{s.name}</strong> <StatusBadge status={s.status} />
          </p>
          <p className="review-card__meta">
            {name('category', categoryName(s.category))} ·{' '}
            {formatDay(locale, new Date(s.createdAt).toISOString(), 'short')}
          </p>
          {s.reason ? <p className="review-card__meta">{t('reason', { reason: s.reason })}</p> : null}
          {s.status === 'approved' && s.resourceId ? (
            <Link to={`/resource/${encodeURIComponent(s.resourceId)}`}>{t('view')}</Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
