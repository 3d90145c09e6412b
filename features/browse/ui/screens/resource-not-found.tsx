// Shown when no resource has the requested id, in the API or in the built-in list.
import { NotFoundState } from '@quadkit/core/ui/not-found-state';

export function ResourceNotFound() {
  return (
    <div className="container page">
      <NotFoundState
        title="Resource not found"
        message="This resource may have been removed, or the link may be mistyped."
        back={{ to: '/', label: 'Back to home' }}
      />
    </div>
  );
}
