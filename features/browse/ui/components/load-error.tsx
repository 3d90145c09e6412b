// A screen's load failure: 'Error Loading …', the error's message and Try Again, which reloads the page.
import { ErrorState } from '@quadkit/core/ui/error-state';

interface LoadErrorProps {
  title: string;
  message: string;
}

export function LoadError({ title, message }: LoadErrorProps) {
  return (
    <ErrorState
      title={title}
      message={message}
      action={
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Try Again
        </button>
      }
    />
  );
}
