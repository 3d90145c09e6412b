// Whether a page navigation names something that does not exist (an unknown resource, category, major, toolkit
// or article id), so the worker answers HTTP 404 with the shell, which draws its not-found page: search engines
// never index a soft 404. A toolkit this viewer may not see (someone else's private one, an unlisted one without
// its current ?share= token) is missing too, by the toolkits feature's own rule (canViewToolkit). When D1 cannot
// answer, the page is served as usual (200): the shell's built-in fallback may still show it.
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { createDb, type Db } from '@quadkit/core/server/db';
import { articles, bulletinSubmissions, categories, majors, resources } from '@quadkit/core/server/schema';
import { canViewToolkit } from '@quadkit/toolkits/api';
import { readSessionCookie } from '../auth/session-cookie';
import { findSession } from '../auth/sessions';

type Exists = (db: Db, id: string, c: Context<AppEnv>) => Promise<boolean>;

const found = (row: unknown) => row !== undefined;

async function viewerId(db: Db, c: Context<AppEnv>): Promise<string | null> {
  const token = readSessionCookie(c);
  if (!token) return null;
  const session = await findSession(db, token);
  return session.state === 'valid' ? session.user.id : null;
}

const DETAIL_PAGES: readonly [RegExp, Exists][] = [
  [
    /^\/resource\/([^/]+)$/,
    async (db, id) => found(await db.select({ id: resources.id }).from(resources).where(eq(resources.id, id)).get()),
  ],
  [
    /^\/category\/([^/]+)$/,
    async (db, slug) =>
      found(await db.select({ slug: categories.slug }).from(categories).where(eq(categories.slug, slug)).get()),
  ],
  [
    /^\/majors\/([^/]+)$/,
    async (db, id) => found(await db.select({ id: majors.id }).from(majors).where(eq(majors.id, id)).get()),
  ],
  [/^\/toolkit\/([^/]+)$/, async (db, id, c) => canViewToolkit(db, id, await viewerId(db, c), c.req.query('share'))],
  [
    /^\/bulletin\/([^/]+)$/,
    async (db, id) => {
      const [article, post] = await db.batch([
        db.select({ id: articles.id }).from(articles).where(eq(articles.id, id)),
        db
          .select({ id: bulletinSubmissions.id })
          .from(bulletinSubmissions)
          .where(and(eq(bulletinSubmissions.id, id), eq(bulletinSubmissions.status, 'approved'))),
      ]);
      return article.length + post.length > 0;
    },
  ],
];

export async function isMissingPage(c: Context<AppEnv>): Promise<boolean> {
  for (const [pattern, exists] of DETAIL_PAGES) {
    const match = pattern.exec(c.req.path);
    if (!match?.[1]) continue;
    let id: string;
    try {
      id = decodeURIComponent(match[1]);
    } catch {
      return true; // a malformed escape names nothing
    }
    try {
      return !(await exists(createDb(c.env.DB), id, c));
    } catch (error) {
      console.warn('Page existence check failed; serving the page', error);
      return false;
    }
  }
  return false;
}
