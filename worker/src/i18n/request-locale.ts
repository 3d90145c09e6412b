// The language of an API request: the page's own (the UI names it in X-Quadkit-Locale), else the reader's saved
// choice (the qk_locale cookie), else English. Never the browser's Accept-Language: the answer is read on a page,
// and the page's language is the one the reader chose or was sent to. Pseudo-locales only where they are on.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { LOCALE_COOKIE, publicLocaleOf } from '@quadkit/core/shared/i18n/locale-path';
import { isPublicLocale, type Locale } from '@quadkit/core/shared/i18n/locales';
import { LOCALE_HEADER, localeOfTag } from '@quadkit/core/shared/i18n/request-locale';
import { cookieValue } from '../pages/locale/choose-locale';

export function requestLocale(request: Request, pseudoLocales: string | undefined): Locale {
  const named = localeOfTag(request.headers.get(LOCALE_HEADER));
  if (named && (isPublicLocale(named) || pseudoLocales === '1')) return named;
  return publicLocaleOf(cookieValue(request.headers.get('Cookie'), LOCALE_COOKIE)) ?? 'en';
}

export const localeMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('locale', requestLocale(c.req.raw, c.env.PSEUDO_LOCALES));
  await next();
};
