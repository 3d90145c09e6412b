// 404 screen for any path no route claims.
import { NotFoundState } from '@quadkit/core/ui/not-found-state';

export function NotFoundPage() {
  return (
    <div className="container page">
      <NotFoundState
        title="Page not found"
        message="The page you are looking for does not exist or has moved."
        back={{ to: '/', label: 'Back to home' }}
      />
    </div>
  );
}
