// The floating Study Assistant button, on every page (the shell's layout draws it). Tiny on purpose: it is in the
// first load, so the panel itself is a lazy chunk fetched on the first open (or a hand-off from search).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ASK_ASSISTANT_EVENT, askAssistantQueryOf } from '@quadkit/core/ui/assistant-events';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import type { Draft } from '../draft';
import { launcherMessages } from './messages';
import './launcher.css';

const AssistantPanel = lazy(() => import('../panel/assistant-panel'));

export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>({ text: '', seq: 0 });
  const button = useRef<HTMLButtonElement>(null);
  const t = useMessages(launcherMessages);

  useEffect(() => {
    const onAsk = (event: Event) => {
      setDraft((last) => ({ text: askAssistantQueryOf(event), seq: last.seq + 1 }));
      setOpen(true);
    };
    window.addEventListener(ASK_ASSISTANT_EVENT, onAsk);
    return () => window.removeEventListener(ASK_ASSISTANT_EVENT, onAsk);
  }, []);

  const close = () => {
    setOpen(false);
    // Focus goes back where the panel was opened from.
    requestAnimationFrame(() => button.current?.focus());
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="assistant-launcher"
        aria-label={t('open')}
        aria-expanded={open}
        hidden={open}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Z"
          />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AssistantPanel draft={draft} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
