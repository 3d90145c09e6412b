// /toolkits data: the public toolkits, featured first then newest (isOwner depends on who asks, so the shell
// revalidates on sign-in and sign-out).
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { settle } from '@quadkit/core/ui/data/settle';
import { toolkitsClient } from '../data/toolkits-client';

export const toolkitsLoader = ({ context }: LoaderFunctionArgs) =>
  // SPEC section 8: the message, or 'Failed to load toolkits'.
  settle(
    unwrap(toolkitsClient(context).toolkits.public.$get()).then((body) => body.toolkits),
    'Failed to load toolkits',
  );

export type ToolkitsLoaderData = Awaited<ReturnType<typeof toolkitsLoader>>;
