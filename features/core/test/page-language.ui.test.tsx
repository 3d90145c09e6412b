// Every API call the UI makes names the page's language (<html lang>, which the worker writes), so the worker can
// answer its texts in it: the JSON client, the typed client's fetch and the shared GETs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_HEADER } from '../shared/i18n/request-locale';
import { apiPostJson } from '../ui/api-client';
import { loadApiClient, rpc } from '../ui/data/rpc';
import { sharedGet } from '../ui/data/shared-get';

const sent: Headers[] = [];

function recordFetch() {
  sent.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    sent.push(new Headers(init?.headers));
    return new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.lang = '';
});

describe("the page's language on API calls", () => {
  it('is sent by the JSON client, the typed client and the shared GETs', async () => {
    document.documentElement.lang = 'zh-Hans';
    recordFetch();
    await apiPostJson('/api/auth/sign-in', { email: 'a@example.edu', password: 'x' });
    await sharedGet('/api/auth/session');
    await loadApiClient();
    // biome-ignore lint/suspicious/noExplicitAny: any route of the recorder reaches fetch
    await (rpc<any>() as any).health.$get();
    expect(sent.map((headers) => headers.get(LOCALE_HEADER))).toEqual(['zh-Hans', 'zh-Hans', 'zh-Hans']);
    expect(sent[0]?.get('Accept')).toBe('application/json');
  });

  it('is left out where the page names none', async () => {
    recordFetch();
    await apiPostJson('/api/auth/sign-in', {});
    expect(sent[0]?.has(LOCALE_HEADER)).toBe(false);
  });
});
