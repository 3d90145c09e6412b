// The calls behind "Add to toolkit": the user's toolkits, appending a resource to one, and starting a new one.
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { DEFAULT_TOOLKIT_EMOJI } from '../../shared/emoji-palette';
import { toolkitsClient } from '../data/toolkits-client';

export const fetchOwnToolkits = async () => (await unwrap(toolkitsClient().toolkits.mine.$get())).toolkits;

/** Appends the resource to the toolkit's list; false when it is there already (nothing is sent then). */
export async function appendResource(toolkitId: string, resourceId: string): Promise<boolean> {
  const client = toolkitsClient();
  const { toolkit } = await unwrap(client.toolkits[':id'].$get({ param: { id: toolkitId }, query: {} }));
  const ids = toolkit.resources.map((resource) => resource.id);
  if (ids.includes(resourceId)) return false;
  await unwrap(client.toolkits[':id'].$put({ param: { id: toolkitId }, json: { resourceIds: [...ids, resourceId] } }));
  return true;
}

export const createToolkitWith = async (resourceId: string, title: string, description: string) =>
  (
    await unwrap(
      toolkitsClient().toolkits.$post({
        json: {
          title,
          description,
          emoji: DEFAULT_TOOLKIT_EMOJI,
          resourceIds: [resourceId],
          visibility: 'public',
          isFeatured: false,
        },
      }),
    )
  ).toolkit;
