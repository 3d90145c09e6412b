// Calls the real worker (its default export, with the test bindings) the way a browser would.
import { exports } from 'cloudflare:workers';

export const ORIGIN = 'http://localhost:8787';

export function callWorker(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
}

export async function getJson<T = unknown>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await callWorker(path);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}
