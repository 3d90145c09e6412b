// An account that draws every signed-in screen in full, for the page-wide checks (visual, pseudo-locale): onboarded
// with a level and a country (the dashboard and /browse's 'For me'), an unlisted toolkit of its own (its page shows
// the share link), something saved, a suggestion waiting for review (/admin draws its review form), and an admin.
import { expect } from 'vitest';
import { type ApiSession, signUpSession } from './api-session';
import { writeLocalD1 } from './local-d1-file';

export const FULL_ACCOUNT_TEXTS = {
  toolkitTitle: 'My exam week kit',
  toolkitDescription: 'The tools I open every exam week, in order.',
  suggestionName: 'Visual check suggestion',
} as const;

export async function fullAccount(
  baseURL: string,
  state: string,
  label: string,
): Promise<{ session: ApiSession; toolkitId: string }> {
  const session = await signUpSession(baseURL, label);
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await session.send(method, path, body);
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return response;
  };
  await send('PUT', '/api/profile', {
    study_level: 'Undergraduate',
    major: 'Computer Science',
    country: 'US',
    interests: ['Research'],
    onboarded: true,
  });
  const toolkit = (await (
    await send('POST', '/api/toolkits', {
      title: FULL_ACCOUNT_TEXTS.toolkitTitle,
      description: FULL_ACCOUNT_TEXTS.toolkitDescription,
      resourceIds: ['notion', 'anki'],
      visibility: 'unlisted',
    })
  ).json()) as { toolkit: { id: string } };
  await send('POST', '/api/bookmarks', { resourceId: 'notion', type: 'resource' });
  await send('POST', '/api/resource-submissions', {
    name: FULL_ACCOUNT_TEXTS.suggestionName,
    // One per account: a second suggestion of the same site is refused as a duplicate, and the files that make
    // this account can share a worker.
    url: `https://example.org/visual-check/${label}-${Date.now().toString(36)}`,
    description: 'A suggestion waiting for review, so /admin draws its review form.',
    category: 'research',
  });
  const { user } = (await (await send('GET', '/api/auth/session')).json()) as { user: { email: string } };
  writeLocalD1(state, `insert or ignore into admin_users (email) values ('${user.email}')`);
  return { session, toolkitId: toolkit.toolkit.id };
}

/** The signed-in routes the page-wide checks visit with that account. */
export const signedInRoutes = (toolkitId: string) => [
  // Signed in with a level and a country, /browse offers 'For me'.
  '/browse',
  '/dashboard',
  '/saved',
  '/dashboard/create-toolkit',
  `/toolkit/${toolkitId}`,
  `/toolkit/${toolkitId}/edit`,
  '/bulletin-board/submit',
  '/submissions',
  '/admin',
];
