// Dashboard panel: where the account is signed in (device and browser, last seen), and 'Sign out everywhere else'.
import { useState } from 'react';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { Spinner } from '@quadkit/core/ui/spinner';
import { fetchSessions, signOutOthers } from './account-api';
import { LANGUAGE_TAG, type Locale } from '@quadkit/core/shared/i18n/locales';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { coreMessages } from '@quadkit/core/ui/messages';
import { accountPanelMessages } from '../account-safety-panels.messages';
import { accountSafetyMessages } from './account-safety.messages';
import './sessions-panel.css';

// English keeps the browser's own date and time style; the other languages write theirs.
const when = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(locale === 'en' ? undefined : LANGUAGE_TAG[locale]);

export function SessionsPanel() {
  const sessions = useQuery('account-sessions', fetchSessions);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const locale = useLocale();
  const t = useMessages(accountSafetyMessages);
  const titles = useMessages(accountPanelMessages);
  const core = useMessages(coreMessages);

  if (sessions.status === 'error' || failure) {
    const error = sessions.status === 'error' ? sessions.error : failure;
    return (
      <div className="form-error" role="alert">
        {t('sessionsFailed')} {messageOf(error, failure ? '' : t('sessionsFailed'))}{' '}
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => {
            setFailure(null);
            sessions.reload();
          }}
        >
          {core('tryAgain')}
        </button>
      </div>
    );
  }
  if (sessions.status === 'loading') return <Spinner label={t('loadingSessions')} />;
  const others = sessions.data.filter((session) => !session.current).length;
  const signOut = async () => {
    setBusy(true);
    try {
      const { signedOut } = await signOutOthers();
      setNote(t('signedOutOthers', { count: signedOut }));
      sessions.reload();
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="sessions-panel">
      {note ? (
        <p className="form-success" role="status">
          {note}
        </p>
      ) : null}
      <ul className="sessions-panel__list" aria-label={titles('sessions')}>
        {sessions.data.map((session) => (
          <li key={session.id}>
            <strong>{session.device}</strong>
            {session.current ? t('thisDevice') : ''}
            <br />
            <span className="field__hint">{t('lastSeen', { when: when(session.lastSeenAt, locale) })}</span>
          </li>
        ))}
      </ul>
      {others === 0 ? (
        <p className="field__hint">{t('onlyDevice')}</p>
      ) : (
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void signOut()}>
          {t('signOutOthers')}
        </button>
      )}
    </div>
  );
}
