// What a dashboard panel shows instead of its list: a failed load with 'Try Again', or the empty list's next step.
import type { ReactNode } from 'react';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { coreMessages } from '@quadkit/core/ui/messages';
import '@quadkit/core/ui/layout.css';
import './panels.css';

export function PanelProblem({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const t = useMessages(coreMessages);
  return (
    <div className="spread-row dash-panel__problem">
      <p role="alert">{message}</p>
      <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}

export function PanelEmpty({ message, action }: { message: string; action: ReactNode }) {
  return (
    <div className="spread-row dash-panel__empty">
      <p>{message}</p>
      {action}
    </div>
  );
}
