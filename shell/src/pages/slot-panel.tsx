// One slot's section on a page of slots (/admin, /submissions): its heading, and the slot's component with a
// spinner while its chunk loads.
import { type ReactNode, Suspense } from 'react';
import { Spinner } from '@quadkit/core/ui/spinner';

export function SlotPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="slot-page__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="slot-page__heading">
        {title}
      </h2>
      <Suspense fallback={<Spinner block label={`Loading ${title}`} />}>{children}</Suspense>
    </section>
  );
}
