// The dashboard's slot for other features: each contributes counters and sections (My Toolkits, Saved
// resources, My Bulletin Board Posts…) as DashboardPanels, which the shell lists and hands to the dashboard.
import { createContext, useContext, type ComponentType } from 'react';
import type { SessionUser } from './session-atoms';
import type { SlotTitle } from './slot-title';

export interface DashboardPanelProps {
  /** The signed-in user whose dashboard is shown. */
  user: SessionUser;
}

export interface DashboardPanel {
  /** Unique and stable, e.g. "toolkits-count" or "my-toolkits". */
  id: string;
  /** A counter's label ("Toolkits") or a section's heading ("My Toolkits"), or one per reader's language. */
  title: SlotTitle;
  /** Lower comes first, within its placement. */
  order: number;
  /**
   * 'counter': a small stat tile in the counters row; the Component renders just the value.
   * 'section': a full-width card below the profile; the Component renders the body under the title.
   */
  placement: 'counter' | 'section';
  /** Pass a React.lazy component so the feature's code loads only when the dashboard is shown. */
  Component: ComponentType<DashboardPanelProps>;
}

/** Provided by the shell around its router; empty until features register panels. */
export const DashboardPanelsContext = createContext<readonly DashboardPanel[]>([]);

/** The registered panels of one placement, in order. */
export function useDashboardPanels(placement: DashboardPanel['placement']): DashboardPanel[] {
  return useContext(DashboardPanelsContext)
    .filter((panel) => panel.placement === placement)
    .toSorted((a, b) => a.order - b.order);
}
