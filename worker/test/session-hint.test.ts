// A page the worker renders for a visitor with a session cookie carries <html data-session> (pages/session-hint.ts),
// so the header holds the avatar's place until the browser knows who is visiting; other visitors' pages, and the
// kept page every cookieless visitor shares, never do.
import { describe, expect, it } from 'vitest';
import { keptPage, pageOf } from '../../tests/workers/kept-pages';
import { SESSION_COOKIE, signUp } from '../../tests/workers/session';

const marked = (html: string) => /<html\b[^>]*\bdata-session\b/.test(html);

describe('the session mark on a rendered page', () => {
  it('marks the page of a visitor with a session cookie, and only theirs', async () => {
    const { token } = await signUp();
    const signedIn = await pageOf('/resource/notion', { Cookie: `${SESSION_COOKIE}=${token}` });
    expect(signedIn.status).toBe(200);
    expect(marked(signedIn.html)).toBe(true);
    expect(signedIn.html).toMatch(/<html data-session lang="en" dir="ltr">/);

    const anonymous = await pageOf('/resource/notion');
    expect(marked(anonymous.html)).toBe(false);
    expect(marked(await keptPage('/resource/notion'))).toBe(false);
  });
});
