// Helpers for the bulletin worker tests: calling the API as someone, making an admin, and reading the
// stored posts straight from D1 to check what a request did (or did not) change.
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { getWithSession, send, sendJson } from '../../../tests/workers/session';
import type { NewPostInput } from '../shared/post-input';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T & Partial<ApiErrorBody>;
}

async function answer<T>(response: Response): Promise<Answer<T>> {
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as T & Partial<ApiErrorBody>,
  };
}

export const getAs = async <T = Record<string, unknown>>(path: string, token?: string) =>
  answer<T>(await getWithSession(path, token));

export const sendAs = async <T = Record<string, unknown>>(
  path: string,
  method: string,
  json: unknown,
  token?: string,
) => answer<T>(await sendJson(path, method, json, token ? { token } : {}));

export const rawSendAs = async (path: string, body: string, token?: string) =>
  answer<Record<string, unknown>>(
    await send(path, 'POST', body, { ...(token ? { token } : {}), headers: { 'Content-Type': 'application/json' } }),
  );

export const deleteAs = async <T = Record<string, unknown>>(path: string, token?: string) =>
  answer<T>(await send(path, 'DELETE', null, token ? { token } : {}));

let serial = 0;
export const validPost = (overrides: Partial<NewPostInput> = {}): NewPostInput => ({
  title: `A study plan that works ${++serial}`,
  body: 'Plan each week on Sunday evening, keep the plan short, and review what you learned every Friday.',
  tags: ['Study Tips', 'Productivity'],
  ...overrides,
});

export interface PostRow {
  id: string;
  user_id: string;
  title: string;
  body: string;
  tags: string;
  status: string;
  reviewed_by: string | null;
  reviewed_at: number | null;
  reason: string | null;
}

/** Forgets the posting limit's counters, so tests that make many posts are not stopped by the 5-an-hour rule. */
export const resetPostingLimit = () =>
  env.DB.prepare("delete from rate_limit_counters where key like 'bulletin-post:%'").run();

/** Submits a post and returns its id (fails the test unless the API answers 201). */
export async function createPostAs(token: string, overrides: Partial<NewPostInput> = {}): Promise<string> {
  await resetPostingLimit();
  const { status, body } = await sendAs<{ post: { id: string } }>(
    '/api/bulletin/posts',
    'POST',
    validPost(overrides),
    token,
  );
  expect(status, JSON.stringify(body)).toBe(201);
  return body.post.id;
}

export const storedPost = (id: string) =>
  env.DB.prepare('select * from bulletin_submissions where id = ?').bind(id).first<PostRow>();

export async function countPosts(where = '1 = 1', ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`select count(*) as n from bulletin_submissions where ${where}`)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Signs up a user whose e-mail is in admin_users (as worker/scripts/make-admin.ts does). */
export { signUpAdmin } from '../../../tests/workers/api-calls';

/** Approves (or rejects) a post as this admin, failing the test unless it answers 200. */
export async function decideAs(token: string, id: string, decision: 'approve' | 'reject', reason?: string) {
  const { status, body } = await sendAs(
    `/api/bulletin/queue/${id}/${decision}`,
    'POST',
    reason ? { reason } : {},
    token,
  );
  expect(status, JSON.stringify(body)).toBe(200);
}
