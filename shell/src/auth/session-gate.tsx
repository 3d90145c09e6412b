// Holds back the app's screens until the first session check has answered, so a signed-in visitor never
// sees signed-out UI. The wait is usually a few milliseconds; the splash only fades in if it is not.
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { sessionCheckedAtom } from '@quadkit/core/ui/session-atoms';
import { Spinner } from '@quadkit/core/ui/spinner';
import './session-gate.css';

export function SessionGate({ children }: { children: ReactNode }) {
  const checked = useAtomValue(sessionCheckedAtom);
  if (checked) return children;
  return (
    <div className="session-splash">
      <Spinner label="Loading Quadkit" />
    </div>
  );
}
