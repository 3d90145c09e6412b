// Holds back the app's screens until the first session check has answered, so a signed-in visitor never
// sees signed-out UI. The wait is usually a few milliseconds; the splash only fades in if it is not.
// A page the worker rendered is not held (`hold` false): its screens are already on screen, drawn for a visitor
// whose session is not known yet, and the signed-in parts fill in when the check answers (docs/decisions/0019).
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { sessionCheckedAtom } from '@quadkit/core/ui/session-atoms';
import { Spinner } from '@quadkit/core/ui/spinner';
import { layoutMessages } from '../layout/messages';
import './session-gate.css';

export function SessionGate({ hold = true, children }: { hold?: boolean; children: ReactNode }) {
  const checked = useAtomValue(sessionCheckedAtom);
  const t = useMessages(layoutMessages);
  if (checked || !hold) return children;
  return (
    <div className="session-splash">
      <Spinner label={t('loadingApp')} />
    </div>
  );
}
