// Route loaders of the browse screens (docs/decisions/0007): each settles to the data or the error state the
// screen draws in place. No window or storage here: the same loaders will run in the worker.
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { isCategorySlug } from '@quadkit/core/catalog/categories';
import type { Resource } from '@quadkit/core/catalog/types';
import { isNotFound } from '@quadkit/core/ui/api-client';
import { builtInResources } from '@quadkit/core/ui/data/built-in-resources';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { settledLoader } from '@quadkit/core/ui/data/settled-loader';
import { loadFailureMessages } from '../components/load-failures.messages';
import { browseClient } from './browse-client';
import { loadResourceList, type ResourceList } from './resource-list';
import { toSourceOrder } from './source-order';

/**
 * Search, sort and filters live in the URL's query but filter the loaded list in place: a query change is no
 * reason to load again. A new path, Try Again and a sign-in or sign-out still are.
 */
export const keepOnQueryChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;

export const browseLoader = settledLoader(async ({ context }) => {
  const list = await loadResourceList(undefined, context);
  return { ...list, resources: await toSourceOrder(list.resources) };
}, loadFailureMessages.en.resources);

const NO_RESOURCES: ResourceList = { resources: [], source: 'api' };

// A slug that is no category has nothing to ask the API for: its page is simply empty.
export const categoryLoader = settledLoader(async ({ params, context }) => {
  const slug = params.category ?? '';
  return isCategorySlug(slug) ? loadResourceList(slug, context) : NO_RESOURCES;
}, loadFailureMessages.en.resources);

export const majorsLoader = settledLoader(
  ({ context }) => unwrap(browseClient(context).majors.$get()),
  loadFailureMessages.en.majors,
);

// React Router hands the id over URL-decoded; it is encoded again for the request.
export const majorLoader = settledLoader(({ params, context }) => {
  const param = { majorId: encodeURIComponent(params.majorId ?? '') };
  return unwrap(browseClient(context).majors[':majorId'].$get({ param }));
}, loadFailureMessages.en.major);

export type ResourceDetailData = {
  resource: Resource;
  source: 'api' | 'built-in';
  /** An open broken-link report: the page says so quietly. */
  brokenLinkReported: boolean;
} | null;

/** One resource: the API first; a real 404 means missing, any other failure falls back to the built-in list. */
export async function resourceLoader({ params, context, request }: LoaderFunctionArgs): Promise<ResourceDetailData> {
  const id = params.id ?? '';
  // A navigation given up while the screen's code downloaded asks for nothing.
  request.signal.throwIfAborted();
  try {
    const client = browseClient(context);
    const { resource, brokenLinkReported } = await unwrap(
      client.resources[':id'].$get({ param: { id: encodeURIComponent(id) } }, { init: { signal: request.signal } }),
    );
    return { resource, source: 'api', brokenLinkReported: brokenLinkReported === true };
  } catch (error) {
    if (request.signal.aborted) throw error;
    if (isNotFound(error)) return null;
    console.warn('Resource API unavailable, using the built-in list', error);
    const resource = (await builtInResources()).find((candidate) => candidate.id === id);
    return resource ? { resource, source: 'built-in', brokenLinkReported: false } : null;
  }
}

export type BrowseLoaderData = Awaited<ReturnType<typeof browseLoader>>;
export type CategoryLoaderData = Awaited<ReturnType<typeof categoryLoader>>;
export type MajorsLoaderData = Awaited<ReturnType<typeof majorsLoader>>;
export type MajorLoaderData = Awaited<ReturnType<typeof majorLoader>>;
