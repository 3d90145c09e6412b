// The browse API's typed client (types only from the API's routes: no server code in the bundle), and the
// shapes the screens read, derived from those routes rather than written a second time.
import type { RouterContextProvider } from 'react-router';
import { rpc, type SuccessBody } from '@quadkit/core/ui/data/rpc';
import type { browseApi } from '../../api/routes';

export const browseClient = (context?: Readonly<RouterContextProvider>) => rpc<typeof browseApi>(context);

type Client = ReturnType<typeof browseClient>;
export type MajorsBody = SuccessBody<Awaited<ReturnType<Client['majors']['$get']>>>;
export type MajorBody = SuccessBody<Awaited<ReturnType<Client['majors'][':majorId']['$get']>>>;
export type SearchBody = SuccessBody<Awaited<ReturnType<Client['search']['$get']>>>;
export type MajorFieldGroup = MajorsBody['fields'][number];
/** Hono types a query by its parsed output, so fields the schema defaults look required; the API fills them in. */
export type SearchArgs = Parameters<Client['search']['$get']>[0];
