// The /submissions slot: each feature that takes submissions (bulletin posts, resource suggestions) contributes
// a list of the signed-in user's own, with status badges; the shell lists them in shell/src/app/submission-lists.ts.
import type { ComponentType } from 'react';
import type { SessionUser } from './session-atoms';
import type { SlotTitle } from './slot-title';

export interface SubmissionListProps {
  user: SessionUser;
}

export interface SubmissionList {
  id: string;
  /** The list's heading, e.g. 'Bulletin Board Posts'. */
  title: SlotTitle;
  order: number;
  /** Pass a React.lazy component. */
  Component: ComponentType<SubmissionListProps>;
}
