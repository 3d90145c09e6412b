// Bad input to the bulletin API: missing or wrong-typed fields, oversized bodies, too many tags, unknown ids
// and out-of-range pages all answer 4xx with the one error shape, and nothing is stored.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../../tests/workers/session';
import { POST_MESSAGES } from '../shared/post-rules';
import {
  countPosts,
  getAs,
  rawSendAs,
  resetPostingLimit,
  sendAs,
  signUpAdmin,
  validPost,
  type Answer,
} from './bulletin-helpers';

let author: SignedUp;
let admin: SignedUp;

beforeAll(async () => {
  author = await signUp();
  admin = await signUpAdmin();
});
beforeEach(async () => {
  await resetPostingLimit();
});

function expectErrorShape(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.error?.code).toEqual(expect.any(String));
  expect(answer.body.error?.message).toEqual(expect.any(String));
}

const spammy = 'Great tips here! Visit my page for more about studying for finals this term. ';

describe('submitting a post with bad input', () => {
  const cases: [string, unknown, string?, string?][] = [
    ['no body at all', {}, 'title'],
    ['a missing title', { body: validPost().body }, 'title'],
    ['a title that is a number', { ...validPost(), title: 12345 }, 'title'],
    ['a short title', { ...validPost(), title: 'Hi' }, 'title', POST_MESSAGES.titleShort],
    ['a title over 100 characters', { ...validPost(), title: 'x'.repeat(101) }, 'title', POST_MESSAGES.titleLong],
    ['a short body', { ...validPost(), body: 'Too short.' }, 'body', POST_MESSAGES.bodyShort],
    ['a body of only spaces', { ...validPost(), body: ' '.repeat(80) }, 'body', POST_MESSAGES.bodyShort],
    ['a body with a link', { ...validPost(), body: `${spammy} https://spam.example` }, 'body', POST_MESSAGES.spam],
    ['a body with 11 repeats', { ...validPost(), body: `${spammy} Wowwwwwwwwwwww` }, 'body', POST_MESSAGES.spam],
    ['tags as a string', { ...validPost(), tags: 'a, b' }, 'tags'],
    ['tags that are numbers', { ...validPost(), tags: [1, 2] }, 'tags.0'],
    ['nine tags', { ...validPost(), tags: 'abcdefghi'.split('') }, 'tags', POST_MESSAGES.tooManyTags],
    ['1,000 tags', { ...validPost(), tags: Array.from({ length: 1000 }, (_, i) => `t${i}`) }, 'tags'],
    ['an unknown field', { ...validPost(), status: 'approved' }, ''],
  ];

  it.each(cases)('refuses %s with 400 and stores nothing', async (_, json, path, message) => {
    const before = await countPosts();
    const answer = await sendAs('/api/bulletin/posts', 'POST', json, author.token);
    expectErrorShape(answer, 400);
    expect(answer.body.error?.code).toBe('invalid_request');
    if (path !== undefined) expect(answer.body.error?.issues?.[0]?.path).toBe(path);
    if (message) expect(answer.body.error?.issues?.[0]?.message).toBe(message);
    expect(await countPosts()).toBe(before);
  });

  it('refuses a 1 MB body with 413 before parsing it', async () => {
    const before = await countPosts();
    const answer = await sendAs(
      '/api/bulletin/posts',
      'POST',
      { ...validPost(), body: 'a '.repeat(512 * 1024) },
      author.token,
    );
    expectErrorShape(answer, 413);
    expect(await countPosts()).toBe(before);
  });

  it('refuses malformed JSON with 400', async () => {
    const before = await countPosts();
    expectErrorShape(await rawSendAs('/api/bulletin/posts', '{"title": ', author.token), 400);
    expect(await countPosts()).toBe(before);
  });

  it('drops empty and duplicate tags and keeps the rest trimmed', async () => {
    const answer = await sendAs<{ post: { tags: string[] } }>(
      '/api/bulletin/posts',
      'POST',
      validPost({ tags: [' Career ', '', 'career', 'Finance '] }),
      author.token,
    );
    expect(answer.status).toBe(201);
    expect(answer.body.post.tags).toEqual(['Career', 'Finance']);
  });

  it('allows 5 posts an hour, then answers 429 with Retry-After and stores nothing', async () => {
    const poster = await signUp();
    for (let i = 0; i < 5; i++) {
      expect((await sendAs('/api/bulletin/posts', 'POST', validPost(), poster.token)).status).toBe(201);
    }
    const before = await countPosts();
    const sixth = await sendAs('/api/bulletin/posts', 'POST', validPost(), poster.token);
    expectErrorShape(sixth, 429);
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await countPosts()).toBe(before);
  });
});

describe('other bad requests', () => {
  it.each(['page=-1', 'page=0', 'page=1e9', 'page=abc', 'page=1.5', `q=${'x'.repeat(201)}`, 'sort=new'])(
    'refuses the board query %s with 400',
    async (query) => {
      expectErrorShape(await getAs(`/api/bulletin/articles?${query}`), 400);
    },
  );

  it('answers 404 Article not found for an unknown article', async () => {
    const answer = await getAs('/api/bulletin/articles/no-such-article');
    expectErrorShape(answer, 404);
    expect(answer.body.error?.message).toBe(POST_MESSAGES.notFound);
  });

  it('answers 404 for unknown ids in delete, approve and reject', async () => {
    const id = crypto.randomUUID();
    expectErrorShape(await sendAs(`/api/bulletin/posts/${id}`, 'DELETE', null, author.token), 404);
    expectErrorShape(await sendAs(`/api/bulletin/queue/${id}/approve`, 'POST', {}, admin.token), 404);
    expectErrorShape(await sendAs(`/api/bulletin/queue/${id}/reject`, 'POST', {}, admin.token), 404);
  });

  it('refuses a reason that is not text or too long, and changes nothing', async () => {
    const { body } = await sendAs<{ post: { id: string } }>('/api/bulletin/posts', 'POST', validPost(), author.token);
    const id = body.post.id;
    expectErrorShape(await sendAs(`/api/bulletin/queue/${id}/reject`, 'POST', { reason: 42 }, admin.token), 400);
    const long = { reason: 'x'.repeat(501) };
    expectErrorShape(await sendAs(`/api/bulletin/queue/${id}/reject`, 'POST', long, admin.token), 400);
    expect(await countPosts("id = ? and status = 'pending'", id)).toBe(1);
  });
});
