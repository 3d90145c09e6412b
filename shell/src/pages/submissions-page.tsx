// /submissions: the signed-in user's own submissions from each feature (posts, resource suggestions), with
// their status. Linked from the dashboard; kept out of search engines.
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { pageTitle } from '@quadkit/core/shared/page-head';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { SignInRequired } from '@quadkit/core/ui/sign-in-required';
import { slotTitle } from '@quadkit/core/ui/slot-title';
import { submissionLists } from '../app/submission-lists';
import { slotPageMessages } from './slot-page.messages';
import { SlotPanel } from './slot-panel';
import './slot-page.css';

export function SubmissionsPage() {
  const user = useAtomValue(sessionUserAtom);
  const t = useMessages(slotPageMessages);
  const locale = useLocale();
  return (
    <div className="container page slot-page">
      <title>{pageTitle(t('submissions'))}</title>
      <meta name="robots" content="noindex" />
      <Link to="/dashboard" className="back-link">
        {t('backToDashboard')}
      </Link>
      <h1 className="slot-page__title">{t('submissions')}</h1>
      {user ? (
        submissionLists
          .toSorted((a, b) => a.order - b.order)
          .map(({ id, title, Component }) => (
            <SlotPanel key={id} id={id} title={slotTitle(title, locale)}>
              <Component user={user} />
            </SlotPanel>
          ))
      ) : (
        <SignInRequired title={t('submissionsSignIn')} message={t('submissionsWhy')} />
      )}
    </div>
  );
}
