// The save control's tooltip ('Save for later' / 'Remove from saved'), opening after 700 ms (docs/product.md#limits).
import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';

export const TOOLTIP_DELAY_MS = 700;

export function SaveTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="save-tooltip" side="top" sideOffset={6}>
            {label}
            <Tooltip.Arrow className="save-tooltip__arrow" width={10} height={5} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
