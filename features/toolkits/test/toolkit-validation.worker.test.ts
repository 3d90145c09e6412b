// The toolkit rules of docs/product.md#rules-and-messages on create and update: each refused body answers 400 with the spec's
// message (after the field it concerns, as every API error here names its field) and stores nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../../tests/workers/session';
import { createToolkitBody } from '../shared/toolkit-input';
import { TOOLKIT_EMOJI } from '../shared/emoji-palette';
import type { ToolkitResponse } from '../shared/toolkit-responses';
import { countRows, createToolkitAs, RESOURCE_IDS, sendAs, storedToolkit, validToolkit } from './toolkit-helpers';

let alice: SignedUp;

beforeAll(async () => {
  alice = await signUp();
});

const refusals: [string, Record<string, unknown>, string][] = [
  ['a title under 3 characters', { title: 'ab' }, 'title: Title must be at least 3 characters long'],
  ['a title of spaces around 2 characters', { title: '   ab   ' }, 'title: Title must be at least 3 characters long'],
  ['a title over 100 characters', { title: 'x'.repeat(101) }, 'title: Title must be at most 100 characters long'],
  ['a missing title', { title: undefined }, 'title: Title is required'],
  [
    'a description under 10 characters',
    { description: 'Too short' },
    'description: Description must be at least 10 characters long',
  ],
  [
    'a description over 500 characters',
    { description: 'd'.repeat(501) },
    'description: Description must be at most 500 characters long',
  ],
  ['no resources', { resourceIds: [] }, 'resourceIds: Please add at least one resource to your toolkit'],
  [
    'only blank resource ids',
    { resourceIds: ['  ', ''] },
    'resourceIds: Please add at least one resource to your toolkit',
  ],
  [
    'the same resource twice',
    { resourceIds: ['notion', 'anki', ' notion'] },
    "resourceIds: 'notion' is already in this toolkit: the same resource cannot be added twice",
  ],
  [
    'more than 50 resources',
    { resourceIds: RESOURCE_IDS.slice(0, 51) },
    'resourceIds: A toolkit can hold at most 50 resources',
  ],
  [
    'an unknown resource',
    { resourceIds: ['notion', 'no-such-tool'] },
    "resourceIds: There is no resource with the id 'no-such-tool': remove it from the toolkit",
  ],
  [
    'several unknown resources',
    { resourceIds: ['ghost-a', 'notion', 'ghost-b'] },
    "resourceIds: There are no resources with the ids 'ghost-a', 'ghost-b': remove them from the toolkit",
  ],
  ['an emoji outside the palette', { emoji: '🍕' }, 'emoji: Choose one of the 20 emoji in the palette'],
  ['a non-boolean isPublic', { isPublic: 'yes' }, 'isPublic: isPublic is true or false'],
  [
    'an owner field',
    { userId: 'someone-else' },
    "Unknown field 'userId': a toolkit has title, description, emoji, resourceIds, visibility (or isPublic) and isFeatured",
  ],
];

describe('POST /api/toolkits validation', () => {
  it.each(refusals)('refuses %s with its message and stores nothing', async (_, change, message) => {
    const before = await countRows('toolkits');
    const { status, body } = await sendAs('/api/toolkits', 'POST', { ...validToolkit(), ...change }, alice.token);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'invalid_request', message } });
    expect(await countRows('toolkits')).toBe(before);
  });

  it('accepts the limits themselves: 3 and 100 character titles, 10 and 500 character descriptions, 50 resources', async () => {
    for (const change of [
      { title: 'abc', description: 'x'.repeat(10) },
      { title: 't'.repeat(100), description: 'd'.repeat(500), resourceIds: RESOURCE_IDS.slice(0, 50) },
    ]) {
      const made = await createToolkitAs(alice.token, change);
      expect(made.title).toBe(change.title);
    }
  });

  it('accepts every emoji of the 20-choice palette', async () => {
    expect(TOOLKIT_EMOJI).toHaveLength(20);
    expect(new Set(TOOLKIT_EMOJI).size).toBe(20);
    for (const emoji of TOOLKIT_EMOJI) expect(createToolkitBody.parse(validToolkit({ emoji })).emoji).toBe(emoji);
  });

  it("answers 401 'User must be authenticated' when signed out, before looking at the body", async () => {
    for (const body of [validToolkit(), { title: 'x' }]) {
      const response = await sendAs('/api/toolkits', 'POST', body);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: { code: 'unauthorized', message: 'User must be authenticated' } });
    }
  });
});

describe('PUT /api/toolkits/:id validation', () => {
  it.each(refusals.filter(([name]) => name !== 'a missing title'))(
    'refuses %s with its message and leaves the toolkit unchanged',
    async (_, change, message) => {
      const made = await createToolkitAs(alice.token);
      const before = await storedToolkit(made.id);
      const { status, body } = await sendAs(`/api/toolkits/${made.id}`, 'PUT', change, alice.token);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: { code: 'invalid_request', message } });
      expect(await storedToolkit(made.id)).toEqual(before);
    },
  );

  it('refuses an empty change', async () => {
    const made = await createToolkitAs(alice.token);
    const { status, body } = await sendAs<ToolkitResponse>(`/api/toolkits/${made.id}`, 'PUT', {}, alice.token);
    expect(status).toBe(400);
    expect(body.error?.message).toBe(
      'Send at least one of title, description, emoji, resourceIds, visibility, isPublic or isFeatured to change',
    );
  });
});

describe('validation issues', () => {
  it('lists every problem with the field it belongs to, for the editor to show beside each field', async () => {
    const { status, body } = await sendAs(
      '/api/toolkits',
      'POST',
      { ...validToolkit(), title: 'ab', description: 'short' },
      alice.token,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: {
        code: 'invalid_request',
        issues: [
          { path: 'title', message: 'Title must be at least 3 characters long' },
          { path: 'description', message: 'Description must be at least 10 characters long' },
        ],
      },
    });
  });
});
