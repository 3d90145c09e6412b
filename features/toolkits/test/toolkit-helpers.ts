// Helpers for the toolkits and bookmarks worker tests: calling the API as a user, making an admin, and
// reading the stored rows straight from D1 to check what a request did (or did not) change.
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { STATIC_TOOLKITS } from '@quadkit/core/catalog/toolkits';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { send, sendJson, getWithSession } from '../../../tests/workers/session';
import type { CreateToolkitInput } from '../shared/toolkit-input';
import type { ToolkitResponse } from '../shared/toolkit-responses';

/** Catalog resource ids, in catalog order. */
export const RESOURCE_IDS = RESOURCES.map((r) => r.id);

/** The built-in toolkits' ids, in catalog order (core's catalog test pins them to the spec's seven). */
export const BUILT_IN_IDS = STATIC_TOOLKITS.map((t) => t.id);

export interface Answer<T> {
  status: number;
  body: T & Partial<ApiErrorBody>;
}

async function answer<T>(response: Response): Promise<Answer<T>> {
  return { status: response.status, body: (await response.json()) as T & Partial<ApiErrorBody> };
}

/** GET as this user (signed out without a token). */
export const getAs = async <T>(path: string, token?: string) => answer<T>(await getWithSession(path, token));

/** A JSON request as this user, same-origin as the browser would send it. */
export const sendAs = async <T>(path: string, method: string, json: unknown, token?: string) =>
  answer<T>(await sendJson(path, method, json, token ? { token } : {}));

export const deleteAs = async <T>(path: string, token?: string) =>
  answer<T>(await send(path, 'DELETE', null, token ? { token } : {}));

export const validToolkit = (overrides: Partial<CreateToolkitInput> = {}): CreateToolkitInput => ({
  title: 'Exam week',
  description: 'Everything I use to get through exam week.',
  resourceIds: ['notion', 'quizlet', 'anki'],
  ...overrides,
});

/** Creates a toolkit through the API and returns it (fails the test unless it answers 201). */
export async function createToolkitAs(token: string, overrides: Partial<CreateToolkitInput> = {}) {
  const { status, body } = await sendAs<ToolkitResponse>('/api/toolkits', 'POST', validToolkit(overrides), token);
  expect(status, JSON.stringify(body)).toBe(201);
  return body.toolkit;
}

/** Signs up a user whose e-mail is in admin_users. */
export { signUpAdmin } from '../../../tests/workers/api-calls';

/** Everything stored about one toolkit, straight from D1: its row, its resource list and its bookmarks. */
export async function storedToolkit(id: string) {
  const row = await env.DB.prepare('select * from toolkits where id = ?').bind(id).first();
  const { results: resources } = await env.DB.prepare(
    'select resource_id, position from toolkit_resources where toolkit_id = ? order by position',
  )
    .bind(id)
    .all();
  const { results: bookmarks } = await env.DB.prepare(
    "select id, user_id, created_at from bookmarks where type = 'toolkit' and resource_id = ? order by id",
  )
    .bind(id)
    .all();
  return { row, resources, bookmarks };
}

type CountedTable = 'toolkits' | 'toolkit_resources' | 'bookmarks' | 'user_interactions';

export async function countRows(table: CountedTable, where = '1 = 1', ...binds: unknown[]) {
  const row = await env.DB.prepare(`select count(*) as n from ${table} where ${where}`)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** A catalog resource made for one test (e.g. to delete it later); `position` keeps it after the seeded ones. */
export const insertResourceStatement = (id: string, title = id) =>
  env.DB.prepare(
    "insert into resources (id, title, category, url, image, position) values (?, ?, 'research', 'https://x.example', '/x.png', 9000)",
  ).bind(id, title);

export const insertResource = async (id: string, title = id) => {
  await insertResourceStatement(id, title).run();
};
