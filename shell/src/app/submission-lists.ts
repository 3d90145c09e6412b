// The user's submissions from each feature (see core/ui/submission-lists); /submissions draws them in `order`.
import { bulletinSubmissionLists } from '@quadkit/bulletin/panels';
import type { SubmissionList } from '@quadkit/core/ui/submission-lists';
import { resourceSubmissionList } from '@quadkit/submissions/panels';

export const submissionLists: readonly SubmissionList[] = [...bulletinSubmissionLists, resourceSubmissionList];
