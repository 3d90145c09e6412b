// The worker renders a page before the browser has asked who is visiting. For a visitor who carries a session
// cookie it marks <html data-session>, so the header holds the account avatar's place rather than Sign In's
// (user-menu.css): no gap beside the avatar, and nothing moves when the session answers. A kept page never has
// the mark: the page cache serves and keeps only visitors without such a cookie.
import type { Context } from 'hono';
import { readSessionCookie } from '../auth/session-cookie';

export const withSessionHint = (html: string, c: Context): string =>
  readSessionCookie(c) === undefined ? html : html.replace(/<html\b/, '<html data-session');
