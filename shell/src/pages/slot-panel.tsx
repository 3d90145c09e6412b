// One slot's section on a page of slots (/admin, /submissions): its heading, and the slot's component with a
// spinner while its chunk loads.
import { type ReactNode, Suspense } from 'react';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { Spinner } from '@quadkit/core/ui/spinner';
import { slotPageMessages } from './slot-page.messages';

export function SlotPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const t = useMessages(slotPageMessages);
  return (
    <section id={id} className="slot-page__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="slot-page__heading">
        {title}
      </h2>
      <Suspense fallback={<Spinner block label={t('loadingPanel', { title })} />}>{children}</Suspense>
    </section>
  );
}
