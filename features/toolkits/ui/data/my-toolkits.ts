// The signed-in user's own toolkits: one query shared by the dashboard's Toolkits counter, My Toolkits and the
// add-to-toolkit menu (one request for all of them at once), kept current by the editor and deletes.
import { browserQueries } from '@quadkit/core/ui/data/query-cache';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useQuery } from '@quadkit/core/ui/data/use-query';
import { fetchMyToolkits } from './toolkit-api';
import type { ToolkitSummary } from './toolkits-client';

const KEY = 'my-toolkits:';

/** `fresh`: every mount asks again (the menu, at each opening); else the list is kept until a write changes it. */
export const useMyToolkits = (userId: string, fresh = false) =>
  useQuery(KEY + userId, fetchMyToolkits, { maxAge: fresh ? 0 : Number.POSITIVE_INFINITY });

/** docs/product.md#when-something-fails: the message, or `fallback` ('Failed to load toolkits' in the reader's language). */
export const myToolkitsError = (error: unknown, fallback: string) => messageOf(error, fallback);

/** After a create, an edit or a remix: a view showing the list asks again, and so does the next visit. */
export const myToolkitsChanged = () => browserQueries.invalidate(KEY);

/** After a delete: gone from the list at once. */
export const dropMyToolkit = (userId: string, id: string) =>
  browserQueries.update<ToolkitSummary[]>(KEY + userId, (list) => list.filter((toolkit) => toolkit.id !== id));
