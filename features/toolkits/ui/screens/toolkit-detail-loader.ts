// /toolkit/{id} data: the toolkit from the lookup cache when fresh, else from the API, timed for page analytics
// (docs/product.md#behind-the-screens: a load under 50 ms counts as a cache hit; the screen reports it, loaders send nothing).
import type { LoaderFunctionArgs } from 'react-router';
import { settle } from '@quadkit/core/ui/data/settle';
import { loadToolkit } from '../data/toolkit-cache';
import { detailMessages } from './toolkit-detail.messages';

/** docs/product.md#behind-the-screens: a load under 50 ms counts as a cache hit. */
export const CACHE_HIT_MS = 50;

export async function toolkitDetailLoader({ params, context, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  // ?share= opens an unlisted toolkit by its link (docs/decisions/0015).
  const share = new URL(request.url).searchParams.get('share') ?? undefined;
  const started = performance.now();
  // The toolkit and its resources come in one request; any failure leaves no resources to show. The fallback is
  // English (a loader has no reader); the screen shows it in the reader's language.
  const toolkit = await settle(loadToolkit(id, context, share), detailMessages.en.resourcesFailed);
  return { id, share, toolkit, loadMs: Math.round(performance.now() - started) };
}

export type ToolkitDetailLoaderData = Awaited<ReturnType<typeof toolkitDetailLoader>>;
