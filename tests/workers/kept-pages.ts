// A public page as a signed-out visitor's browser asks for it, and the same page once the page cache keeps it (the
// write happens after the answer): for the tests of what each kind of write makes the next visit show.
import { expect } from 'vitest';
import { callWorker } from './call-worker';

export async function pageOf(path: string, headers: Record<string, string> = {}) {
  const response = await callWorker(path, { headers: { Accept: 'text/html', ...headers } });
  return { status: response.status, cache: response.headers.get('X-Cache'), html: await response.text() };
}

/** The page's HTML once a visit is answered from the page cache. */
export async function keptPage(path: string): Promise<string> {
  await expect.poll(async () => (await pageOf(path)).cache, { timeout: 15_000, interval: 100 }).toBe('HIT');
  return (await pageOf(path)).html;
}
