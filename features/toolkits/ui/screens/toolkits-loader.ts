// /toolkits data: the public toolkits, featured first then newest (isOwner depends on who asks, so the shell
// revalidates on sign-in and sign-out).
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { settledLoader } from '@quadkit/core/ui/data/settled-loader';
import { cardMessages } from '../components/toolkit-card.messages';
import { toolkitsClient } from '../data/toolkits-client';

// docs/product.md#when-something-fails: the message, or 'Failed to load toolkits' (the screen shows that one in
// the reader's language).
export const toolkitsLoader = settledLoader(
  async ({ context }) => (await unwrap(toolkitsClient(context).toolkits.public.$get())).toolkits,
  cardMessages.en.loadFailed,
);

export type ToolkitsLoaderData = Awaited<ReturnType<typeof toolkitsLoader>>;
