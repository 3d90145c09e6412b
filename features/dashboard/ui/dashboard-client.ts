// The dashboard API's typed client (types only from the API's routes: no server code in the bundle).
import { rpc } from '@quadkit/core/ui/data/rpc';
import type { dashboardApi } from '../api/routes';

export const dashboardClient = () => rpc<typeof dashboardApi>();
