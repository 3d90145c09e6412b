// The admin reports queue's data: the load call and the row type, derived from the API's own route.
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { browseClient } from '../data/browse-client';

export const loadOpenReports = () => unwrap(browseClient().admin['resource-reports'].$get());

export type OpenReport = Awaited<ReturnType<typeof loadOpenReports>>['reports'][number];

export const resolveReport = (id: string) =>
  unwrap(browseClient().admin['resource-reports'][':id'].resolve.$post({ param: { id } }));

export const confirmBroken = (id: string) =>
  unwrap(browseClient().admin['resource-reports'][':id'].confirm.$post({ param: { id } }));
