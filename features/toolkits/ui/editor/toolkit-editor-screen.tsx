// The toolkit editor at /dashboard/create-toolkit, /dashboard/edit-toolkit/{id} and /toolkit/{id}/edit.
// Signed out: 'Sign in required'. Editing a toolkit that is missing or not the user's: the toast 'Failed to
// load toolkit for editing' and back to /dashboard.
import { SignInRequired } from '@quadkit/core/ui/sign-in-required';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { sessionUserAtom, type SessionUser } from '@quadkit/core/ui/session-atoms';
import { Spinner } from '@quadkit/core/ui/spinner';
import { useToast } from '@quadkit/core/ui/toasts';
import { TOOLKIT_MESSAGES } from '../../shared/toolkit-rules';
import { fetchToolkit } from '../data/toolkit-api';
import { DeleteToolkitButton } from './delete-toolkit-button';
import { ToolkitForm } from './toolkit-form';
import { NEW_TOOLKIT, valuesOf, type ToolkitValues } from './toolkit-values';
import '@quadkit/core/ui/fields.css';
import './editor.css';
import './pickers.css';

function EditToolkit({ id, user }: { id: string; user: SessionUser }) {
  const [initial, setInitial] = useState<ToolkitValues | null>(null);
  const navigate = useNavigate();
  const toast = useToast();

  useEffect(() => {
    const controller = new AbortController();
    const refuse = (reason: unknown) => {
      console.error('Loading the toolkit for editing failed', reason);
      toast.error('Failed to load toolkit for editing');
      void navigate('/dashboard', { replace: true });
    };
    // Always fresh from the API: the form must start from what is stored, not a cached copy.
    fetchToolkit(id).then(
      (toolkit) => {
        if (controller.signal.aborted) return;
        if (toolkit.isOwner) setInitial(valuesOf(toolkit));
        else refuse(new Error('The toolkit is not yours to edit.'));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) refuse(error);
      },
    );
    return () => controller.abort();
  }, [id, navigate, toast]);

  if (!initial) return <Spinner block label="Loading toolkit" />;
  return (
    <ToolkitForm toolkitId={id} initial={initial} user={user} deleteControl={<DeleteToolkitButton toolkitId={id} />} />
  );
}

export function ToolkitEditorScreen() {
  const { id } = useParams();
  const user = useAtomValue(sessionUserAtom);
  const title = id ? 'Edit Toolkit' : 'Create Toolkit';

  return (
    <div className="container page editor-page">
      <title>{`${title} – Quadkit`}</title>
      <meta name="robots" content="noindex" />
      <Link to="/dashboard" className="editor-page__back">
        ← Back to dashboard
      </Link>
      {user ? (
        <>
          <h1 className="editor-page__title">{title}</h1>
          {id ? (
            <EditToolkit key={`${user.id}:${id}`} id={id} user={user} />
          ) : (
            <ToolkitForm key={user.id} initial={NEW_TOOLKIT} user={user} />
          )}
        </>
      ) : (
        <SignInRequired
          headingLevel={1}
          badge="🔒"
          actionsClassName="editor__signed-out-actions"
          title="Sign in required"
          message={TOOLKIT_MESSAGES.signInToCreate}
        >
          <Link to="/dashboard" className="btn btn--secondary">
            Go to dashboard
          </Link>
        </SignInRequired>
      )}
    </div>
  );
}
