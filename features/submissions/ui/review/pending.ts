// The admin queue's data: the load call and the row type, derived from the API's own route.
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { submissionsClient } from '../data/client';

export const loadQueue = () => unwrap(submissionsClient().admin['resource-submissions'].$get());

export type PendingSubmission = Awaited<ReturnType<typeof loadQueue>>['submissions'][number];
