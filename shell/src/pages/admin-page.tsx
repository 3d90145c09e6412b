// /admin: the one admin area. Each feature's review panel in order; anyone who is not an admin gets the
// same 'Page not found' as any unknown path (the API answers them 404 too), so the area's existence never leaks.
import { useAtomValue } from 'jotai';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { slotTitle } from '@quadkit/core/ui/slot-title';
import { adminPanels } from '../app/admin-panels';
import { NotFoundPage } from './not-found-page';
import { SlotPanel } from './slot-panel';
import './slot-page.css';

export function AdminPage() {
  const user = useAtomValue(sessionUserAtom);
  const locale = useLocale();
  if (!user?.isAdmin) return <NotFoundPage />;
  const panels = adminPanels
    .toSorted((a, b) => a.order - b.order)
    .map((panel) => ({ ...panel, title: slotTitle(panel.title, locale) }));
  return (
    <div className="container page slot-page">
      <title>Admin – Quadkit</title>
      <meta name="robots" content="noindex" />
      <h1 className="slot-page__title">Admin</h1>
      {panels.length > 0 ? (
        <nav className="slot-page__toc" aria-label="Admin panels">
          {panels.map((panel) => (
            <a key={panel.id} href={`#${panel.id}`}>
              {panel.title}
            </a>
          ))}
        </nav>
      ) : null}
      {panels.map(({ id, title, Component }) => (
        <SlotPanel key={id} id={id} title={title}>
          <Component user={user} />
        </SlotPanel>
      ))}
    </div>
  );
}
