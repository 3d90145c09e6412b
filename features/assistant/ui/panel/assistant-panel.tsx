// The Study Assistant panel (lazy chunk): header with minimise and close, the conversation with cards, and the
// message box (Enter sends, Shift+Enter adds a line). Full screen on phones, 600 px high elsewhere.
import { useAtomValue, useSetAtom } from 'jotai';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '@quadkit/core/shared/i18n/translate';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { Spinner } from '@quadkit/core/ui/spinner';
import { CHAT_MESSAGES, MESSAGE_MAX } from '../../shared/chat-rules';
import type { Draft } from '../draft';
import { busyAtom, clearAtom, entriesAtom, sendAtom } from './chat-atoms';
import { ChatCard } from './chat-card';
import type { ChatEntry } from './conversation';
import { panelMessages } from './messages';
import '@quadkit/core/ui/layout.css';
import './assistant-panel.css';

/** The message box grows with its text up to this height (docs/product.md#limits), then scrolls. */
const TEXTAREA_MAX_PX = 120;

interface AssistantPanelProps {
  draft: Draft;
  onClose: () => void;
}

type PanelTranslate = Translate<typeof panelMessages.en>;

/** An answer's text as shown: the fixed failure text in the reader's language, anything else as it came. */
function shownContent(entry: ChatEntry, t: PanelTranslate): string {
  return entry.status === 'error' && entry.content === CHAT_MESSAGES.failure ? t('failure') : entry.content;
}

function Message({ entry }: { entry: ChatEntry }) {
  const t = useMessages(panelMessages);
  if (entry.role === 'user') {
    return (
      <li className="assistant-msg assistant-msg--user">
        <span className="visually-hidden">{`${t('youSaid')} `}</span>
        {entry.content}
      </li>
    );
  }
  const waiting = entry.status === 'streaming' && entry.content === '' && entry.cards.length === 0;
  return (
    <li
      className={
        entry.status === 'error' ? 'assistant-msg assistant-msg--bot is-error' : 'assistant-msg assistant-msg--bot'
      }
      aria-busy={entry.status === 'streaming'}
    >
      {entry.label ? (
        <p className="assistant-msg__label">
          {entry.label === CHAT_MESSAGES.catalogLabel ? t('catalogLabel') : entry.label}
        </p>
      ) : null}
      {waiting ? <Spinner label={t('thinking')} /> : null}
      {entry.content ? <p className="assistant-msg__text">{shownContent(entry, t)}</p> : null}
      {entry.cards.length > 0 ? (
        <ul className="assistant-msg__cards">
          {entry.cards.map((card) => (
            <li key={card.id}>
              <ChatCard card={card} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** What screen readers hear when an answer is complete: its text and how many items it recommends. */
function announcement(entries: readonly ChatEntry[], t: PanelTranslate): string {
  const last = entries.at(-1);
  if (last?.role !== 'assistant' || last.status === 'streaming') return '';
  const items = last.cards.length > 0 ? ` ${t('recommended', { count: last.cards.length })}` : '';
  return `${t('said', { text: shownContent(last, t) })}${items}`;
}

export default function AssistantPanel({ draft, onClose }: AssistantPanelProps) {
  const entries = useAtomValue(entriesAtom);
  const busy = useAtomValue(busyAtom);
  const send = useSetAtom(sendAtom);
  const clear = useSetAtom(clearAtom);
  const [text, setText] = useState(draft.text);
  const [minimised, setMinimised] = useState(false);
  const titleId = useId();
  const t = useMessages(panelMessages);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // A hand-off from search fills the box (not sent) and brings the panel up.
  useEffect(() => {
    if (draft.seq === 0) return;
    setText(draft.text);
    setMinimised(false);
    inputRef.current?.focus();
  }, [draft]);

  // Focus the message box on open and whenever the panel is restored.
  useEffect(() => {
    if (minimised) return;
    // After the frame that shows the panel, so nothing drawn in the same frame takes focus back.
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [minimised]);

  // The box grows with its text up to 120 px.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the box is measured again whenever its text or visibility changes
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, TEXTAREA_MAX_PX)}px`;
  }, [text, minimised]);

  // Every change of the conversation scrolls smoothly to the newest message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again when the panel is restored from minimised
  useEffect(() => {
    const list = listRef.current;
    if (list && entries.length > 0) list.scrollTo?.({ top: list.scrollHeight, behavior: 'smooth' });
  }, [entries, minimised]);

  function submit() {
    if (!text.trim() || busy) return;
    const message = text;
    setText('');
    void send(message);
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <section
      className={minimised ? 'assistant-panel is-minimised' : 'assistant-panel'}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className="assistant-panel__head">
        <h2 id={titleId} className="assistant-panel__title">
          {t('title')}
        </h2>
        {entries.length > 0 && !minimised ? (
          <button type="button" className="assistant-panel__text-btn" onClick={() => clear()} disabled={busy}>
            {t('newChat')}
          </button>
        ) : null}
        <button
          type="button"
          className="icon-btn"
          aria-label={minimised ? t('restore') : t('minimise')}
          aria-expanded={!minimised}
          onClick={() => setMinimised((value) => !value)}
        >
          <span aria-hidden="true">{minimised ? '▴' : '▾'}</span>
        </button>
        <button type="button" className="icon-btn" aria-label={t('close')} onClick={onClose}>
          <span aria-hidden="true">✕</span>
        </button>
      </header>
      <div className="assistant-panel__body" hidden={minimised}>
        <div ref={listRef} className="assistant-panel__list">
          {entries.length === 0 ? (
            <p className="assistant-panel__empty">{t('empty')}</p>
          ) : (
            <ol className="stack-list stack-list--loose" aria-label={t('conversation')}>
              {entries.map((entry) => (
                <Message key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {announcement(entries, t)}
        </p>
        <form
          className="assistant-panel__form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label className="visually-hidden" htmlFor={`${titleId}-input`}>
            {t('inputLabel')}
          </label>
          <textarea
            id={`${titleId}-input`}
            ref={inputRef}
            className="assistant-panel__input"
            rows={1}
            maxLength={MESSAGE_MAX}
            value={text}
            placeholder={t('placeholder')}
            aria-describedby={`${titleId}-hint`}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="btn btn--primary btn--small" disabled={busy || !text.trim()}>
            {busy ? t('sending') : t('send')}
          </button>
          <p id={`${titleId}-hint`} className="visually-hidden">
            {t('hint')}
          </p>
        </form>
      </div>
    </section>
  );
}
