// The toolkits API (/api/toolkits/*) as the toolkit screens, the editor and the dashboard call it.
import type { RouterContextProvider } from 'react-router';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import type { CreateToolkitInput, UpdateToolkitInput } from '../../shared/toolkit-input';
import { type ToolkitDetail, toolkitsClient } from './toolkits-client';

const toolkits = () => toolkitsClient().toolkits;
// Hono types a JSON body by the schema's parsed output (the emoji as one of the palette's); the API checks it.
type CreateJson = Parameters<ReturnType<typeof toolkits>['$post']>[0]['json'];
type UpdateJson = Parameters<ReturnType<typeof toolkits>[':id']['$put']>[0]['json'];
const param = (id: string) => ({ id: encodeURIComponent(id) });

/** The signed-in user's own, newest first. */
export const fetchMyToolkits = async () => (await unwrap(toolkits().mine.$get())).toolkits;

/** One toolkit with its resources resolved; 404 'Toolkit not found' when missing or not this viewer's to see. */
export const fetchToolkit = async (
  id: string,
  context?: Readonly<RouterContextProvider>,
  share?: string,
): Promise<ToolkitDetail> =>
  (await unwrap(toolkitsClient(context).toolkits[':id'].$get({ param: param(id), query: share ? { share } : {} })))
    .toolkit;

/** 'Make a copy': the caller's own private copy (the share token lets an unlisted toolkit be copied). */
export const copyToolkit = async (id: string, share?: string) =>
  (await unwrap(toolkits()[':id'].copy.$post({ param: param(id), query: share ? { share } : {} }))).toolkit;

/** 'New link': a fresh share token for the owner's unlisted toolkit (the old link stops working). */
export const newShareLink = async (id: string) =>
  (await unwrap(toolkits()[':id']['share-link'].$post({ param: param(id) }))).shareToken;

/** 'Revoke link': the share link stops working. */
export const revokeShareLink = (id: string) => unwrap(toolkits()[':id']['share-link'].$delete({ param: param(id) }));

export const createToolkit = async (input: CreateToolkitInput) =>
  (await unwrap(toolkits().$post({ json: input as CreateJson }))).toolkit;

export const updateToolkit = async (id: string, changes: UpdateToolkitInput) =>
  (await unwrap(toolkits()[':id'].$put({ param: param(id), json: changes as UpdateJson }))).toolkit;

export const deleteToolkit = (id: string) => unwrap(toolkits()[':id'].$delete({ param: param(id) }));
