// The admin panel 'Site notice': set or clear the banner every open page shows (sent on the 'system' channel).
import { useState } from 'react';
import type { AdminPanelProps } from '@quadkit/core/ui/admin-panels';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { Spinner } from '@quadkit/core/ui/spinner';
import { useToast } from '@quadkit/core/ui/toasts';
import { useKnownText } from '@quadkit/core/ui/i18n/use-known-text';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { NOTICE_MAX } from '../../shared/notice-input';
import { submissionsClient } from '../data/client';
import { ruleMessages } from '../../shared/rules.messages';
import { noticeMessages } from './notice.messages';
import { Field } from '@quadkit/core/ui/text-field';
import '@quadkit/core/ui/review-card.css';
import './review.css';

const loadNotice = () => unwrap(submissionsClient().admin.notice.$get()).then((body) => body.notice?.text ?? null);

export function NoticePanel(_props: AdminPanelProps) {
  const toast = useToast();
  const t = useMessages(noticeMessages);
  const rule = useMessages(ruleMessages);
  const known = useKnownText(ruleMessages);
  const [text, setText] = useState('');
  const loaded = useQuery('site-notice', loadNotice);
  // What this panel last set or cleared wins over the loaded notice; a failed load shows 'No notice is showing.'
  const [changed, setChanged] = useState<string | null | undefined>(undefined);
  const fromLoad = loaded.status === 'loading' ? undefined : loaded.status === 'loaded' ? loaded.data : null;
  const current = changed !== undefined ? changed : fromLoad;
  const [busy, setBusy] = useState(false);
  const client = submissionsClient();

  const run = async (action: () => Promise<{ notice: { text: string } | null }>, done: string) => {
    setBusy(true);
    try {
      const { notice } = await action();
      setChanged(notice?.text ?? null);
      setText('');
      toast.success(done);
    } catch (error) {
      toast.error(known(messageOf(error, rule('error'))));
    } finally {
      setBusy(false);
    }
  };

  if (current === undefined) return <Spinner label={t('loading')} />;
  return (
    <div>
      <p className="review-card__meta">{current ? t('showing', { text: current }) : t('none')}</p>
      <form
        className="notice-control"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => unwrap(client.admin.notice.$put({ json: { text } })), t('shown'));
        }}
      >
        <Field id="site-notice-text" label={t('label')}>
          <input
            id="site-notice-text"
            className="input"
            maxLength={NOTICE_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <button type="submit" className="btn btn--primary" disabled={busy || !text.trim()}>
          {t('show')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={busy || !current}
          onClick={() => void run(() => unwrap(client.admin.notice.$delete()), t('cleared'))}
        >
          {t('clear')}
        </button>
      </form>
    </div>
  );
}
