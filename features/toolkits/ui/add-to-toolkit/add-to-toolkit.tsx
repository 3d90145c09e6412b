// The Add to toolkit control the shell puts in core's AddToToolkit slot: for a signed-in user, a small menu
// of their toolkits (pick one to append the resource) and 'Start a new toolkit'. Nothing while signed out.
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useRef, useState } from 'react';
import type { AddToToolkitProps } from '@quadkit/core/ui/add-to-toolkit-slot';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { Spinner } from '@quadkit/core/ui/spinner';
import { useToast } from '@quadkit/core/ui/toasts';
import type { ToolkitSummary } from '../../shared/toolkit-responses';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useSlotData } from '@quadkit/core/ui/data/use-slot-data';
import { myToolkitsChangedAtom } from '../data/my-toolkits-atoms';
import { appendResource, createToolkitWith, fetchOwnToolkits } from './add-to-toolkit-api';
import { NewToolkitForm } from './new-toolkit-form';
import '@quadkit/core/ui/fields.css';
import './add-to-toolkit.css';

export default function AddToToolkitControl({ resourceId, title }: AddToToolkitProps) {
  const user = useAtomValue(sessionUserAtom);
  const toast = useToast();
  const changed = useSetAtom(myToolkitsChangedAtom);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  // Each opening of the menu loads the user's toolkits afresh (a toolkit made elsewhere shows up).
  const [opened, setOpened] = useState(0);
  const list = useSlotData(open && user ? `own-toolkits:${user.id}:${opened}` : null, fetchOwnToolkits);

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
        changed();
        toast.success('Toolkit updated successfully!');
      } else {
        toast.info(`${title} is already in ${toolkit.title}.`);
      }
      close();
    } catch (error) {
      console.error('Adding to a toolkit failed', error);
      toast.error(`Failed to update toolkit: ${messageOf(error)}`);
    } finally {
      setBusyId(null);
    }
  }

  async function create(newTitle: string, description: string) {
    await createToolkitWith(resourceId, newTitle, description);
    changed();
    toast.success('Toolkit created successfully!');
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
        aria-label={`Add ${title} to a toolkit`}
        onClick={() => {
          if (open) return close();
          setOpened((n) => n + 1);
          setOpen(true);
        }}
      >
        Add to toolkit
      </button>
      {open ? (
        // biome-ignore lint/a11y/useSemanticElements: a popover list of choices, not a form field group
        <div
          id={menuId}
          className="add-to-toolkit__menu"
          role="group"
          aria-label={`Add ${title} to a toolkit`}
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
            <>
              {!list || list.status === 'loading' ? <Spinner label="Loading your toolkits" /> : null}
              {list?.status === 'error' ? (
                <p className="add-to-toolkit__error">
                  {messageOf(list.error, 'Failed to load toolkits')}{' '}
                  <button type="button" className="btn btn--secondary btn--small" onClick={list.reload}>
                    Try Again
                  </button>
                </p>
              ) : null}
              {list?.status === 'loaded' ? (
                <ul className="add-to-toolkit__list">
                  {list.data.map((toolkit) => (
                    <li key={toolkit.id}>
                      <button
                        type="button"
                        className="add-to-toolkit__pick"
                        disabled={busyId !== null}
                        onClick={() => void addTo(toolkit)}
                      >
                        <span aria-hidden="true">{toolkit.emoji}</span> {toolkit.title}
                        {busyId === toolkit.id ? '…' : ''}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
              <button type="button" className="btn btn--primary btn--small" onClick={() => setCreating(true)}>
                Start a new toolkit
              </button>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
