// A screen's load failure: 'Error Loading …', the error's message and Try Again, which runs the loaders again.
import { useRevalidator } from 'react-router';
import { ErrorState } from '@quadkit/core/ui/error-state';
import { useLoadFailure } from './use-load-failure';

interface LoadErrorProps {
  title: string;
  message: string;
}

export function LoadError({ title, message }: LoadErrorProps) {
  const revalidator = useRevalidator();
  const failure = useLoadFailure();
  return <ErrorState title={title} message={failure(message)} onRetry={() => void revalidator.revalidate()} />;
}
