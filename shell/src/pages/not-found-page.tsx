// 404 screen for any path no route claims.
import { NotFoundState } from '@quadkit/core/ui/not-found-state';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { notFoundMessages } from './not-found-page.messages';

export function NotFoundPage() {
  const t = useMessages(notFoundMessages);
  return (
    <div className="container page">
      <NotFoundState title={t('title')} message={t('message')} back={{ to: '/', label: t('back') }} />
    </div>
  );
}
