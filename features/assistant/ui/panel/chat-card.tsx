// One recommended catalog item under an answer: title (a link inside the site), one line, Save, and for a
// signed-in student Add to toolkit (resources only: toolkits hold resources). Both controls are core slots.
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { AddToToolkit } from '@quadkit/core/ui/add-to-toolkit-slot';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { SaveControl } from '@quadkit/core/ui/save-control-slot';
import { signedInAtom } from '@quadkit/core/ui/session-atoms';
import type { ChatCard as Card } from '../../shared/chat-events';
import { panelMessages } from './messages';

export function ChatCard({ card }: { card: Card }) {
  const signedIn = useAtomValue(signedInAtom);
  const t = useMessages(panelMessages);
  return (
    <article className="assistant-card" aria-label={card.title}>
      <p className="assistant-card__kind">{t(card.kind)}</p>
      <h3 className="assistant-card__title">
        <Link to={card.href}>{card.title}</Link>
      </h3>
      {/* The catalog's words stay English; why it fits is written in the reader's language. */}
      <p className="assistant-card__line" lang="en">
        {card.line}
      </p>
      {card.why ? <p className="assistant-card__why">{card.why}</p> : null}
      {card.kind !== 'article' ? (
        <div className="assistant-card__actions">
          <SaveControl itemId={card.id} type={card.kind} title={card.title} size="sm" />
          {signedIn && card.kind === 'resource' ? <AddToToolkit resourceId={card.id} title={card.title} /> : null}
        </div>
      ) : null}
    </article>
  );
}
