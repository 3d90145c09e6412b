// API calls for worker tests, as visitor, user or admin: each from a client address of its own (so one test's
// rate limit never spills into another), the answer's JSON read whatever the status.
import { env } from 'cloudflare:workers';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { send, sendJson, signUp, type SignedUp } from './session';

let address = 0;
/** A fresh client address (CF-Connecting-IP) per call. */
export const freshAddress = () => `203.0.113.${++address % 250}-${Date.now().toString(36)}`;

export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T & Partial<ApiErrorBody>;
}

export async function call<T = Record<string, unknown>>(
  path: string,
  method: string,
  json?: unknown,
  options: { token?: string; ip?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'CF-Connecting-IP': options.ip ?? freshAddress() };
  const response =
    json === undefined
      ? await send(path, method, null, { token: options.token, headers })
      : await sendJson(path, method, json, { token: options.token, headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : {}) as Answer<T>['body'],
  };
}

/** A new user listed in admin_users. */
export async function signUpAdmin(): Promise<SignedUp> {
  const admin = await signUp();
  await env.DB.prepare('insert into admin_users (email) values (?)').bind(admin.email).run();
  return admin;
}
