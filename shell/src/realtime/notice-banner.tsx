// The site-wide notice banner (e.g. maintenance), shown on every page while an admin has one set.
import { useAtomValue } from 'jotai';
import { siteNoticeAtom } from './site-notice';
import './notice-banner.css';

export function NoticeBanner() {
  const notice = useAtomValue(siteNoticeAtom);
  if (!notice) return null;
  return (
    <div className="notice-banner" role="status" aria-label="Site notice">
      {notice.text}
    </div>
  );
}
