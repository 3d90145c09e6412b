// A screen's load failure: 'Error Loading …', the error's message and Try Again, which runs the loaders again.
import { useRevalidator } from 'react-router';
import { ErrorState } from '@quadkit/core/ui/error-state';

interface LoadErrorProps {
  title: string;
  message: string;
}

export function LoadError({ title, message }: LoadErrorProps) {
  const revalidator = useRevalidator();
  return <ErrorState title={title} message={message} onRetry={() => void revalidator.revalidate()} />;
}
