// The toolkit editor at /dashboard/create-toolkit, /dashboard/edit-toolkit/{id} and /toolkit/{id}/edit.
// Signed out: 'Sign in required'. Editing a toolkit that is missing or not the user's: the toast 'Failed to
// load toolkit for editing' and back to /dashboard.
import { SignInRequired } from '@quadkit/core/ui/sign-in-required';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLoaderData, useNavigate, useParams } from 'react-router';
import type { Settled } from '@quadkit/core/ui/data/settle';
import { sessionUserAtom, type SessionUser } from '@quadkit/core/ui/session-atoms';
import { Spinner } from '@quadkit/core/ui/spinner';
import { useToast } from '@quadkit/core/ui/toasts';
import { pageTitle } from '@quadkit/core/shared/page-head';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import type { ToolkitDetail } from '../data/toolkits-client';
import { DeleteToolkitButton } from './delete-toolkit-button';
import { editorMessages } from './messages';
import { ruleMessages } from '../../shared/rules.messages';
import { ToolkitForm } from './toolkit-form';
import type { ToolkitEditorLoaderData } from './toolkit-editor-loader';
import { NEW_TOOLKIT, valuesOf } from './toolkit-values';
import '@quadkit/core/ui/fields.css';
import './editor.css';
import './pickers.css';

function EditToolkit({ id, user, toolkit }: { id: string; user: SessionUser; toolkit: Settled<ToolkitDetail> }) {
  const navigate = useNavigate();
  const toast = useToast();
  const t = useMessages(editorMessages);
  const refused = !toolkit.ok ? toolkit.message : toolkit.data.isOwner ? null : 'The toolkit is not yours to edit.';
  const initial = useMemo(() => (toolkit.ok && toolkit.data.isOwner ? valuesOf(toolkit.data) : null), [toolkit]);
  // Once per refusal (effects run twice in development).
  const told = useRef(false);

  useEffect(() => {
    if (refused === null || told.current) return;
    told.current = true;
    console.error('Loading the toolkit for editing failed', refused);
    toast.error(t('loadFailed'));
    void navigate('/dashboard', { replace: true });
  }, [refused, navigate, toast, t]);

  if (!initial) return <Spinner block label={t('loading')} />;
  return (
    <ToolkitForm toolkitId={id} initial={initial} user={user} deleteControl={<DeleteToolkitButton toolkitId={id} />} />
  );
}

export function ToolkitEditorScreen() {
  const { id } = useParams();
  const { toolkit } = useLoaderData<ToolkitEditorLoaderData>();
  const user = useAtomValue(sessionUserAtom);
  const t = useMessages(editorMessages);
  const rules = useMessages(ruleMessages);
  const title = t(id ? 'editTitle' : 'createTitle');

  return (
    <div className="container page editor-page">
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <Link to="/dashboard" className="back-link">
        {t('back')}
      </Link>
      {user ? (
        <>
          <h1 className="editor-page__title">{title}</h1>
          {id && toolkit ? (
            <EditToolkit key={`${user.id}:${id}`} id={id} user={user} toolkit={toolkit} />
          ) : (
            <ToolkitForm key={user.id} initial={NEW_TOOLKIT} user={user} />
          )}
        </>
      ) : (
        <SignInRequired
          headingLevel={1}
          badge="🔒"
          actionsClassName="editor__signed-out-actions"
          title={t('signInTitle')}
          message={rules('signInToCreate')}
        >
          <Link to="/dashboard" className="btn btn--secondary">
            {t('toDashboard')}
          </Link>
        </SignInRequired>
      )}
    </div>
  );
}
