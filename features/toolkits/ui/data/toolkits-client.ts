// The toolkits API's typed client (types only from the API's routes: no server code in the bundle), and the
// shapes the screens read, derived from those routes rather than written a second time.
import type { RouterContextProvider } from 'react-router';
import { rpc, type SuccessBody } from '@quadkit/core/ui/data/rpc';
import type { toolkitsApi } from '../../api/routes';

export const toolkitsClient = (context?: Readonly<RouterContextProvider>) => rpc<typeof toolkitsApi>(context);

type Client = ReturnType<typeof toolkitsClient>;
type Body<F extends (...args: never[]) => Promise<unknown>> = SuccessBody<Awaited<ReturnType<F>>>;

export type ToolkitSummary = Body<Client['toolkits']['public']['$get']>['toolkits'][number];
export type ToolkitDetail = Body<Client['toolkits'][':id']['$get']>['toolkit'];
export type SavedBookmark = Body<Client['bookmarks']['$get']>['bookmarks'][number];
