// The site-wide notice banner (e.g. maintenance), shown on every page while an admin has one set.
import { useAtomValue } from 'jotai';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { layoutMessages } from '../layout/messages';
import { siteNoticeAtom } from './site-notice';
import './notice-banner.css';

export function NoticeBanner() {
  const notice = useAtomValue(siteNoticeAtom);
  const t = useMessages(layoutMessages);
  if (!notice) return null;
  return (
    <div className="notice-banner" role="status" aria-label={t('siteNotice')}>
      {notice.text}
    </div>
  );
}
