// Shown when no resource has the requested id, in the API or in the built-in list.
import { NotFoundState } from '@quadkit/core/ui/not-found-state';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { sharedMessages } from '../components/messages';
import { resourceMessages } from './messages';

export function ResourceNotFound() {
  const t = useMessages(resourceMessages);
  const shared = useMessages(sharedMessages);
  return (
    <div className="container page">
      <NotFoundState
        title={t('notFound')}
        message={t('notFoundMessage')}
        back={{ to: '/', label: shared('backHome') }}
      />
    </div>
  );
}
