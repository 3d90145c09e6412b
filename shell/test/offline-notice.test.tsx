// The offline notice (plain DOM, outside React) speaks the page's language, read from <html lang>.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerTranslations } from '@quadkit/core/shared/i18n/translate';
import zh from '../src/i18n/zh';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('lang');
});

describe('offline notice', () => {
  it('says it in Chinese on a zh-Hans page', async () => {
    registerTranslations('zh', zh);
    document.documentElement.lang = 'zh-Hans';
    vi.stubGlobal('navigator', { onLine: false });
    await import('../src/offline/offline-notice');
    expect(document.querySelector('.offline-notice')?.textContent).toBe('你已离线。正在显示已保存的内容。');
    expect(document.documentElement.hasAttribute('data-offline')).toBe(true);
  });
});
