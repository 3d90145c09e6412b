// The trending API's typed client (types only from the API's routes: no server code in the bundle).
import type { RouterContextProvider } from 'react-router';
import { rpc } from '@quadkit/core/ui/data/rpc';
import type { TrendingApi } from '../../api/index';

export const trendingClient = (context?: Readonly<RouterContextProvider>) => rpc<TrendingApi>(context);
