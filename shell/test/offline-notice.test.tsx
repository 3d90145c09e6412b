// The offline notice (plain DOM, outside React) speaks the page's language, read from <html lang>, and shows when the
// service worker answered from its cache even where the browser believes it is online (a network that connects but
// answers nothing), until the browser says it is back online.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import zh from '../src/i18n/zh';

const NOTICE = "You're offline. Showing saved content.";

beforeEach(() => {
  vi.resetModules();
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('data-offline');
});

/** A navigator whose service worker the test speaks for: `answer` delivers one of its messages. */
function stubNavigator(onLine: boolean) {
  const worker = new EventTarget();
  const asked: unknown[] = [];
  vi.stubGlobal('navigator', {
    onLine,
    serviceWorker: Object.assign(worker, { controller: { postMessage: (message: unknown) => asked.push(message) } }),
  });
  const answer = (data: unknown) => worker.dispatchEvent(new MessageEvent('message', { data }));
  return { asked, answer };
}

const noticeText = () => document.querySelector('.offline-notice')?.textContent;

describe('offline notice', () => {
  it('says it in Chinese on a zh-Hans page', async () => {
    // After resetModules: the notice reads the same table registry as this.
    const { registerTranslations } = await import('@quadkit/core/shared/i18n/translate');
    registerTranslations('zh', zh);
    document.documentElement.lang = 'zh-Hans';
    vi.stubGlobal('navigator', { onLine: false });
    await import('../src/offline/offline-notice');
    expect(noticeText()).toBe('你已离线。正在显示已保存的内容。');
    expect(document.documentElement.hasAttribute('data-offline')).toBe(true);
  });

  it('shows when the service worker answered from its cache though the browser reports a connection', async () => {
    const { asked, answer } = stubNavigator(true);
    await import('../src/offline/offline-notice');
    expect(asked).toEqual([{ type: 'quadkit:offline-status?' }]);
    expect(noticeText()).toBe('');
    answer({ type: 'quadkit:from-cache', fromCache: true });
    expect(noticeText()).toBe(NOTICE);
    expect(document.documentElement.hasAttribute('data-offline')).toBe(true);
    // Another answer from the cache keeps it; only the browser's 'online' event takes it away.
    answer({ type: 'quadkit:from-cache' });
    expect(noticeText()).toBe(NOTICE);
    dispatchEvent(new Event('online'));
    expect(noticeText()).toBe('');
    expect(document.documentElement.hasAttribute('data-offline')).toBe(false);
  });
});
