// A detail page's URL with its id taken off leads to the list it belongs to, in the page's language, keeping the
// query, and /resources to /browse; the lists themselves and the detail pages are untouched.
import { describe, expect, it } from 'vitest';
import { callWorker } from '../../tests/workers/call-worker';

const get = (path: string) => callWorker(path, { headers: { Accept: 'text/html' }, redirect: 'manual' });

describe('detail URLs without their id', () => {
  it('answer a 301 to their list', async () => {
    const landed: Record<string, [number, string | null]> = {};
    for (const path of [
      '/bulletin',
      '/toolkit',
      '/resource',
      '/category/',
      '/es/bulletin',
      '/zh/toolkit?ref=mail',
      '/resources',
    ]) {
      const response = await get(path);
      landed[path] = [response.status, response.headers.get('Location')];
    }
    expect(landed).toEqual({
      '/bulletin': [301, '/bulletin-board'],
      '/toolkit': [301, '/toolkits'],
      '/resource': [301, '/browse'],
      '/category/': [301, '/browse'],
      '/es/bulletin': [301, '/es/bulletin-board'],
      '/zh/toolkit?ref=mail': [301, '/zh/toolkits?ref=mail'],
      '/resources': [301, '/browse'],
    });
  });

  it('leave the lists and the detail pages alone', async () => {
    for (const path of ['/bulletin-board', '/toolkits', '/browse', '/resource/notion', '/category/design']) {
      expect((await get(path)).status, path).toBe(200);
    }
  });
});
