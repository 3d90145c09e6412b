// /toolkits data: the public toolkits, featured first then newest (isOwner depends on who asks, so the shell
// revalidates on sign-in and sign-out).
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { settledLoader } from '@quadkit/core/ui/data/settled-loader';
import { toolkitsClient } from '../data/toolkits-client';

// SPEC section 8: the message, or 'Failed to load toolkits'.
export const toolkitsLoader = settledLoader(
  async ({ context }) => (await unwrap(toolkitsClient(context).toolkits.public.$get())).toolkits,
  'Failed to load toolkits',
);

export type ToolkitsLoaderData = Awaited<ReturnType<typeof toolkitsLoader>>;
