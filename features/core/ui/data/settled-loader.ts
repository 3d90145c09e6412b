// The loader of a route that calls one endpoint and settles with the spec's fallback text (docs/decisions/0007),
// so such a route's loader is one line: `settledLoader(({ context }) => unwrap(client(context).x.$get()), 'Failed…')`.
import type { LoaderFunctionArgs } from 'react-router';
import { settle } from './settle';

export const settledLoader =
  <T>(load: (args: LoaderFunctionArgs) => Promise<T>, fallback: string) =>
  (args: LoaderFunctionArgs) =>
    settle(load(args), fallback);
