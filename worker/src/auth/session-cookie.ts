// The qk_session cookie: HttpOnly, SameSite=Lax, Path=/, and Secure everywhere but plain-HTTP localhost.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'qk_session';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Browsers drop Secure cookies on http://localhost, which `npm start` and the tests use. */
const isSecure = (c: Context): boolean => !LOCAL_HOSTS.has(new URL(c.req.url).hostname);

export const readSessionCookie = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE) || undefined;

export function sendSessionCookie(c: Context, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: isSecure(c),
    sameSite: 'Lax',
    path: '/',
    expires: expiresAt,
    maxAge: Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, secure: isSecure(c), sameSite: 'Lax', path: '/' });
}
