// The visibility permission matrix: public, unlisted and private toolkits against the owner, another
// user, an anonymous visitor and an admin, over every way a toolkit can be reached: by id, by share link, by a
// revoked share link, the public list, search, the sitemap and the toolkit's page (its HTTP status). Only what
// should be visible is.
import { beforeAll, describe, expect, it } from 'vitest';
import { callWorker } from '../../../tests/workers/call-worker';
import { getWithSession, signUp, type SignedUp } from '../../../tests/workers/session';
import type { ShareLinkResponse, ToolkitListResponse, ToolkitResponse } from '../shared/toolkit-responses';
import type { ToolkitVisibility } from '../shared/visibility';
import { createToolkitAs, deleteAs, getAs, signUpAdmin } from './toolkit-helpers';

type Viewer = 'owner' | 'other user' | 'anonymous' | 'admin';
type Surface = 'view by id' | 'view by share link' | 'revoked link' | 'list' | 'search' | 'sitemap' | 'page';
type Kit = ToolkitVisibility | 'revoked';

const VIEWERS: Viewer[] = ['owner', 'other user', 'anonymous', 'admin'];
const KITS: Kit[] = ['public', 'unlisted', 'private', 'revoked'];

/** A word no other toolkit has, so search answers only this file's toolkits. */
const WORD = `zebracorn${crypto.randomUUID().slice(0, 8)}`;

let users: Record<Exclude<Viewer, 'anonymous'>, SignedUp>;
const ids = {} as Record<Kit, string>;
/** The share link token each toolkit is reached with: the unlisted one's, and the revoked one's old token. */
let liveToken = '';
let revokedToken = '';

const tokenOf = (viewer: Viewer) => (viewer === 'anonymous' ? undefined : users[viewer].token);

beforeAll(async () => {
  users = { owner: await signUp(), 'other user': await signUp(), admin: await signUpAdmin() };
  const owner = users.owner.token;
  for (const kit of KITS) {
    const visibility = kit === 'revoked' ? 'unlisted' : kit;
    const made = await createToolkitAs(owner, { title: `${WORD} ${kit} kit`, visibility });
    ids[kit] = made.id;
  }
  const read = async (kit: Kit) =>
    (await getAs<ToolkitResponse>(`/api/toolkits/${ids[kit]}`, owner)).body.toolkit.shareToken;
  liveToken = (await read('unlisted')) ?? '';
  revokedToken = (await read('revoked')) ?? '';
  expect(liveToken).toMatch(/^[\w-]{32}$/);
  const revoked = await deleteAs<ShareLinkResponse>(`/api/toolkits/${ids.revoked}/share-link`, owner);
  expect(revoked.status).toBe(200);
});

/** What the rules say: public for all; the owner sees their own; a live link opens an unlisted toolkit. */
function expected(surface: Surface, kit: Kit, viewer: Viewer): boolean {
  const listed = kit === 'public';
  if (surface === 'list' || surface === 'search' || surface === 'sitemap') return listed;
  if (viewer === 'owner') return true;
  if (surface === 'view by share link' || surface === 'page') return listed || kit === 'unlisted';
  return listed;
}

/** The token a surface brings: the live one for every kit on 'share link', the revoked one on 'revoked link'. */
const shareFor = (surface: Surface) =>
  surface === 'view by share link' || surface === 'page'
    ? liveToken
    : surface === 'revoked link'
      ? revokedToken
      : undefined;

async function listedIds(token: string | undefined): Promise<string[]> {
  const found: string[] = [];
  let cursor: string | null | undefined;
  do {
    const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
    const { status, body } = await getAs<ToolkitListResponse>(`/api/toolkits/public?${query}`, token);
    expect(status).toBe(200);
    found.push(...body.toolkits.map((t) => t.id));
    cursor = body.nextCursor;
  } while (cursor);
  return found;
}

async function sees(surface: Surface, kit: Kit, viewer: Viewer): Promise<boolean> {
  const token = tokenOf(viewer);
  const id = ids[kit];
  switch (surface) {
    case 'view by id':
    case 'view by share link':
    case 'revoked link': {
      const share = shareFor(surface);
      const path = `/api/toolkits/${id}${share ? `?share=${encodeURIComponent(share)}` : ''}`;
      const { status, body } = await getAs<ToolkitResponse>(path, token);
      if (status === 404) return false;
      expect(status).toBe(200);
      expect(body.toolkit.id).toBe(id);
      // The link's token goes to the owner alone.
      if (viewer !== 'owner') expect(body.toolkit.shareToken).toBeNull();
      return true;
    }
    case 'list':
      return (await listedIds(token)).includes(id);
    case 'search': {
      const { status, body } = await getAs<{ results: { id: string }[] }>(
        `/api/search?${new URLSearchParams({ q: WORD, type: 'toolkit' })}`,
        token,
      );
      expect(status).toBe(200);
      return body.results.some((result) => result.id === id);
    }
    case 'sitemap': {
      const response = await callWorker('/sitemap.xml');
      expect(response.status).toBe(200);
      return (await response.text()).includes(`/toolkit/${encodeURIComponent(id)}<`);
    }
    case 'page': {
      // The page a share link opens: HTTP 200 with the toolkit's head, or 404 (no soft 404s).
      const open = async (kitId: string, share: string) => {
        const path = `/toolkit/${kitId}?share=${encodeURIComponent(share)}`;
        const response = await getWithSession(path, token);
        expect([200, 404]).toContain(response.status);
        return response.status === 200;
      };
      expect(await open(ids.revoked, revokedToken)).toBe(viewer === 'owner');
      return open(id, liveToken);
    }
  }
}

const SURFACES: Surface[] = ['view by id', 'view by share link', 'revoked link', 'list', 'search', 'sitemap', 'page'];

describe('who sees which toolkit', () => {
  for (const surface of SURFACES) {
    describe(surface, () => {
      for (const kit of KITS) {
        for (const viewer of VIEWERS) {
          const want = expected(surface, kit, viewer);
          it(`${want ? 'shows' : 'hides'} a ${kit} toolkit to ${viewer === 'owner' ? 'its' : 'an'} ${viewer}`, async () => {
            expect(await sees(surface, kit, viewer)).toBe(want);
          });
        }
      }
    });
  }

  it("lists every one of them, unlisted and private too, on the owner's own list only", async () => {
    const mine = await getAs<ToolkitListResponse>('/api/toolkits/mine', users.owner.token);
    expect(mine.body.toolkits.map((t) => [t.id, t.visibility])).toEqual(
      expect.arrayContaining(KITS.map((kit) => [ids[kit], kit === 'revoked' ? 'unlisted' : kit])),
    );
    const theirs = await getAs<ToolkitListResponse>('/api/toolkits/mine', users['other user'].token);
    expect(theirs.body.toolkits.map((t) => t.id)).not.toEqual(expect.arrayContaining([ids.unlisted]));
  });
});
