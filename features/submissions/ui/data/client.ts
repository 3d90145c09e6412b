// The submissions API's typed client (types only from the API's routes: no server code in the bundle).
import type { RouterContextProvider } from 'react-router';
import { rpc } from '@quadkit/core/ui/data/rpc';
import type { SubmissionsApi } from '../../api/routes';

export const submissionsClient = (context?: Readonly<RouterContextProvider>) => rpc<SubmissionsApi>(context);
