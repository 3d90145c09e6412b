// The save (bookmark) control every card and detail page shows through the SaveControl slot. Kept small:
// it ships in the first load, while its tooltip and the sign-in prompt are lazy chunks.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo, type MouseEvent } from 'react';
import type { SaveControlProps } from '@quadkit/core/ui/save-control-slot';
import { pendingSavesAtom, savedKeysAtom } from './bookmark-atoms';
import { BookmarkIcon } from './bookmark-icon';
import { bookmarkKey } from './bookmark-key';
import { toggleBookmarkAtom } from './bookmark-toggle';
import { useSaveTooltip } from './save-tooltip-loader';
import './save-button.css';

export function SaveButton({ itemId, type, title, size = 'md' }: SaveControlProps) {
  const key = bookmarkKey(type, itemId);
  // One derived atom per control, so a change to another item does not re-render this one.
  const [savedAtom, runningAtom] = useMemo(
    () => [atom((get) => get(savedKeysAtom).has(key)), atom((get) => get(pendingSavesAtom).has(key))],
    [key],
  );
  const saved = useAtomValue(savedAtom);
  const running = useAtomValue(runningAtom);
  const toggle = useSetAtom(toggleBookmarkAtom);
  const Tooltip = useSaveTooltip();

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Cards may sit inside a link: saving must not also open the item.
    event.preventDefault();
    event.stopPropagation();
    void toggle({ type, itemId, title });
  };

  const button = (
    <button
      type="button"
      className={`save-btn save-btn--${size}${saved ? ' is-saved' : ''}`}
      aria-label={saved ? 'Remove from saved items' : 'Save item'}
      disabled={running}
      aria-busy={running || undefined}
      onClick={onClick}
    >
      <BookmarkIcon filled={saved} />
    </button>
  );
  return Tooltip ? <Tooltip label={saved ? 'Remove from saved' : 'Save for later'}>{button}</Tooltip> : button;
}
