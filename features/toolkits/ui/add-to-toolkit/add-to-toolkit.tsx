// The Add to toolkit control the shell puts in core's AddToToolkit slot: for a signed-in user, a small menu
// of their toolkits (pick one to append the resource) and 'Start a new toolkit'. Nothing while signed out.
import { useAtomValue } from 'jotai';
import { useId, useRef, useState } from 'react';
import type { AddToToolkitProps } from '@quadkit/core/ui/add-to-toolkit-slot';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { Spinner } from '@quadkit/core/ui/spinner';
import { useToast } from '@quadkit/core/ui/toasts';
import { coreMessages } from '@quadkit/core/ui/messages';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import type { ToolkitSummary } from '../../shared/toolkit-responses';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { DEFAULT_TOOLKIT_EMOJI } from '../../shared/emoji-palette';
import { myToolkitsChanged, myToolkitsError, useMyToolkits } from '../data/my-toolkits';
import { createToolkit, fetchToolkit, updateToolkit } from '../data/toolkit-api';
import { addMessages } from './messages';
import { cardMessages } from '../components/toolkit-card.messages';
import { NewToolkitForm } from './new-toolkit-form';
import '@quadkit/core/ui/fields.css';
import './add-to-toolkit.css';

/**
 * Appends the resource to the stored list; false when it is there already (nothing is sent then). Kept here, not in
 * toolkit-api, whose module the home page's first load carries.
 */
async function appendResource(id: string, resourceId: string): Promise<boolean> {
  const resourceIds = (await fetchToolkit(id)).resources.map((resource) => resource.id);
  if (resourceIds.includes(resourceId)) return false;
  await updateToolkit(id, { resourceIds: [...resourceIds, resourceId] });
  return true;
}

export default function AddToToolkitControl({ resourceId, title }: AddToToolkitProps) {
  const user = useAtomValue(sessionUserAtom);
  const toast = useToast();
  const t = useMessages(addMessages);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);

  if (!user) return null;

  const close = () => {
    setOpen(false);
    setCreating(false);
    buttonRef.current?.focus();
  };

  async function addTo(toolkit: ToolkitSummary) {
    setBusyId(toolkit.id);
    try {
      if (await appendResource(toolkit.id, resourceId)) {
        myToolkitsChanged();
        toast.success(t('updated'));
      } else {
        toast.info(t('already', { title, toolkit: toolkit.title }));
      }
      close();
    } catch (error) {
      console.error('Adding to a toolkit failed', error);
      toast.error(t('failed', { message: messageOf(error) }));
    } finally {
      setBusyId(null);
    }
  }

  async function create(newTitle: string, description: string) {
    await createToolkit({
      title: newTitle,
      description,
      emoji: DEFAULT_TOOLKIT_EMOJI,
      resourceIds: [resourceId],
      visibility: 'public',
      isFeatured: false,
    });
    myToolkitsChanged();
    toast.success(t('created'));
    close();
  }

  return (
    <div className="add-to-toolkit">
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--secondary btn--small"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('label', { title })}
        onClick={() => {
          if (open) return close();
          setOpen(true);
        }}
      >
        {t('button')}
      </button>
      {open ? (
        // biome-ignore lint/a11y/useSemanticElements: a popover list of choices, not a form field group
        <div
          id={menuId}
          className="add-to-toolkit__menu"
          role="group"
          aria-label={t('label', { title })}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          {creating ? (
            <NewToolkitForm onCreate={create} onCancel={() => setCreating(false)} />
          ) : (
            // 'Start a new toolkit' first: the list loads beneath it, so it never moves under a pointer aimed at
            // it (below a loading list it jumped as the list arrived, and the click landed elsewhere).
            <>
              <button type="button" className="btn btn--primary btn--small" onClick={() => setCreating(true)}>
                {t('start')}
              </button>
              <ToolkitChoices userId={user.id} busyId={busyId} onPick={(toolkit) => void addTo(toolkit)} />
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

interface ToolkitChoicesProps {
  userId: string;
  busyId: string | null;
  onPick: (toolkit: ToolkitSummary) => void;
}

/** The user's toolkits, the dashboard's list (one query), asked afresh at each opening of the menu. */
function ToolkitChoices({ userId, busyId, onPick }: ToolkitChoicesProps) {
  const t = useMessages(addMessages);
  const core = useMessages(coreMessages);
  const card = useMessages(cardMessages);
  const state = useMyToolkits(userId, true);
  if (state.status === 'error') {
    return (
      <p className="add-to-toolkit__error">
        {myToolkitsError(state.error, card('loadFailed'))}{' '}
        <button type="button" className="btn btn--secondary btn--small" onClick={state.reload}>
          {core('tryAgain')}
        </button>
      </p>
    );
  }
  if (state.status !== 'loaded') return <Spinner label={t('loading')} />;
  return (
    <ul className="add-to-toolkit__list">
      {state.data.map((toolkit) => (
        <li key={toolkit.id}>
          <button
            type="button"
            className="add-to-toolkit__pick"
            disabled={busyId !== null}
            onClick={() => onPick(toolkit)}
          >
            <span aria-hidden="true">{toolkit.emoji}</span> {toolkit.title}
            {busyId === toolkit.id ? '…' : ''}
          </button>
        </li>
      ))}
    </ul>
  );
}
