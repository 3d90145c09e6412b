// The detail page's 'Report a problem' button. The dialog (Radix, with the form) loads on the first click, so the
// page itself carries neither.
import { lazy, Suspense, useRef, useState } from 'react';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { resourceMessages } from './messages';

const ReportDialog = lazy(() => import('./report-dialog'));

export function ReportProblem({ resourceId }: { resourceId: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const t = useMessages(resourceMessages);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="link-btn resource-detail__report"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('report')}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ReportDialog resourceId={resourceId} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
