// The admin area's slot (/admin): each feature contributes a review panel (bulletin post moderation, resource
// submissions, reports…); the shell lists them in shell/src/app/admin-panels.ts and /admin draws them in order.
import type { ComponentType } from 'react';
import type { SessionUser } from './session-atoms';
import type { SlotTitle } from './slot-title';

export interface AdminPanelProps {
  /** The signed-in admin. */
  user: SessionUser;
}

export interface AdminPanel {
  /** Unique and stable; also the panel's anchor on /admin (#bulletin-queue). */
  id: string;
  /** The panel's heading, e.g. 'Bulletin posts awaiting review'. */
  title: SlotTitle;
  /** Lower comes first. */
  order: number;
  /** Pass a React.lazy component so the feature's admin code loads only on /admin. */
  Component: ComponentType<AdminPanelProps>;
}
