// The language of a page request whose URL names none: the reader's saved choice (the switcher's cookie, which
// sign-in fills from a student's profile), else their browser's Accept-Language, else English. A crawler sends
// neither and gets English.
import { LOCALE_COOKIE, publicLocaleOf } from '@quadkit/core/shared/i18n/locale-path';
import type { PublicLocale } from '@quadkit/core/shared/i18n/locales';

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The language Accept-Language prefers most among ours (es*, zh*, en*), q-values honoured; null for none. */
export function acceptedLocale(header: string | null | undefined): PublicLocale | null {
  let best: { locale: PublicLocale; q: number } | null = null;
  for (const range of (header ?? '').split(',')) {
    const [tag = '', ...params] = range.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const language = tag.trim().toLowerCase().split('-')[0];
    const locale = language === 'es' ? 'es' : language === 'zh' ? 'zh' : language === 'en' ? 'en' : null;
    // The first of equal weights wins: the header lists them in the reader's order.
    if (locale && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? null;
}

export function chooseLocale(request: Request): PublicLocale {
  const saved = publicLocaleOf(cookieValue(request.headers.get('Cookie'), LOCALE_COOKIE));
  return saved ?? acceptedLocale(request.headers.get('Accept-Language')) ?? 'en';
}
