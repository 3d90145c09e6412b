// The toolkits API's typed client (types only from the API's routes: no server code in the bundle).
import type { RouterContextProvider } from 'react-router';
import { rpc } from '@quadkit/core/ui/data/rpc';
import type { toolkitsApi } from '../../api/routes';

export const toolkitsClient = (context?: Readonly<RouterContextProvider>) => rpc<typeof toolkitsApi>(context);
