// The save (bookmark) control every card and detail page shows through the SaveControl slot. Kept small:
// it ships in the first load, while its tooltip (fetched on the first hover or focus) and the sign-in prompt are
// lazy chunks.
import { useSetAtom } from 'jotai';
import { useCallback, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import type { SaveControlProps } from '@quadkit/core/ui/save-control-slot';
import { useWhenSessionChecked } from '@quadkit/core/ui/session-ready';
import { useHydratedValue } from '@quadkit/core/ui/use-hydrated';
import { BookmarkIcon } from './bookmark-icon';
import { bookmarkKey } from './bookmark-key';
import { toggleBookmarkAtom } from './bookmark-toggle';
import { saveMessages } from './messages';
import { hadFocusAtSwap, loadOnIntent, useSaveTooltip } from './save-tooltip-loader';
import { useSaved } from './use-saved';
import './save-button.css';

export function SaveButton({ itemId, type, title, size = 'md' }: SaveControlProps) {
  const key = bookmarkKey(type, itemId);
  const state = useSaved(type, itemId);
  // Not saved while hydrating, as the worker drew it (it never knows the visitor's bookmarks, docs/decisions/0019);
  // a control that stays unsaved does not draw again once hydrated.
  const saved = useHydratedValue(state.saved, false);
  const running = useHydratedValue(state.running, false);
  const toggle = useSetAtom(toggleBookmarkAtom);
  const whenSessionChecked = useWhenSessionChecked();
  const locale = useLocale();
  const t = useMessages(saveMessages);
  const Tooltip = useSaveTooltip();
  // The swap to the Radix trigger replaces the button element: the one that had focus hands it to its successor
  // (Radix then opens the tooltip on that focus, as it would have on the first).
  const plainButton = useRef<HTMLButtonElement | null>(null);
  // Keeps the plain button after React detaches it, so the layout effect can tell whether it had focus.
  const keepPlainButton = useCallback((element: HTMLButtonElement | null) => {
    if (element) plainButton.current = element;
  }, []);
  const radixButton = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    if (Tooltip && hadFocusAtSwap(plainButton.current)) radixButton.current?.focus();
  }, [Tooltip]);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Cards may sit inside a link: saving must not also open the item.
    event.preventDefault();
    event.stopPropagation();
    // A signed-in visitor who clicks before the session is known saves to their account, not to this browser.
    whenSessionChecked(() => void toggle({ type, itemId, title, locale }));
  };

  const button = (
    <button
      ref={Tooltip ? radixButton : keepPlainButton}
      {...(Tooltip ? null : loadOnIntent)}
      type="button"
      className={`save-btn save-btn--${size}${saved ? ' is-saved' : ''}`}
      aria-label={t(saved ? 'unsave' : 'save')}
      data-save-key={key}
      // Not `disabled`: a disabled button drops keyboard focus to the page (a second Enter could not undo the save,
      // and the sign-in prompt would return focus nowhere). A click while running is ignored by the toggle.
      aria-disabled={running || undefined}
      aria-busy={running || undefined}
      onClick={onClick}
    >
      <BookmarkIcon filled={saved} />
    </button>
  );
  return Tooltip ? <Tooltip label={t(saved ? 'tipUnsave' : 'tipSave')}>{button}</Tooltip> : button;
}
