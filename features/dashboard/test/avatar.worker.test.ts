// Avatars: images only (by content), 2 MB at most, stored in R2, served back cacheable, old ones removed.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { callWorker } from '../../../tests/workers/call-worker';
import { send, signUp } from '../../../tests/workers/session';
import type { ProfileResponse } from '../shared/profile';
import { AVATAR_MAX_BYTES, detectImage, readBodyUpTo } from '../api/avatar-image';

/** A real 1x1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');

const upload = (token: string | undefined, body: BodyInit | null, contentType = 'image/png') =>
  send('/api/profile/avatar', 'POST', body, { token, headers: { 'Content-Type': contentType } });

async function uploadOk(token: string, body: Uint8Array, contentType?: string) {
  const response = await upload(token, body, contentType);
  expect(response.status).toBe(200);
  return ((await response.json()) as ProfileResponse).profile;
}

const objectsOf = async (userId: string) =>
  (await env.AVATARS.list({ prefix: `avatars/${userId}-` })).objects.map((o) => o.key);

describe('POST /api/profile/avatar', () => {
  it('accepts a real PNG, stores it in R2 under avatars/{userId}- and sets avatar_url', async () => {
    const { token, user } = await signUp();
    const profile = await uploadOk(token, PNG);
    expect(profile.avatar_url).toMatch(new RegExp(`^/api/avatars/${user.id}-[0-9a-f]{32}\\.png$`));
    const key = `avatars/${profile.avatar_url!.slice('/api/avatars/'.length)}`;
    expect(await objectsOf(user.id)).toEqual([key]);
    const object = await env.AVATARS.get(key);
    expect(object?.httpMetadata?.contentType).toBe('image/png');
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a body that is not an image, whatever its Content-Type says', async () => {
    const { token, user } = await signUp();
    const response = await upload(token, '<svg onload="alert(1)"></svg>', 'image/png');
    expect(response.status).toBe(415);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.error.message).toBe('The file is not a supported image. Upload a PNG, JPEG, GIF or WebP image.');
    expect(await objectsOf(user.id)).toEqual([]);
  });

  it('refuses an empty body with 400', async () => {
    const { token } = await signUp();
    expect((await upload(token, null)).status).toBe(400);
  });

  it('refuses an image over 2 MB with 413 and a message', async () => {
    const { token, user } = await signUp();
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set(PNG);
    const response = await upload(token, big);
    expect(response.status).toBe(413);
    expect(((await response.json()) as ApiErrorBody).error.message).toBe(
      'The image is larger than 2 MB. Choose a smaller image.',
    );
    expect(await objectsOf(user.id)).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    expect((await upload(undefined, PNG)).status).toBe(401);
  });

  it('replaces the avatar: the old object is removed from R2 and its URL answers 404', async () => {
    const { token, user } = await signUp();
    const first = await uploadOk(token, PNG);
    const second = await uploadOk(token, GIF, 'application/octet-stream');
    expect(second.avatar_url).toMatch(/\.gif$/);
    expect(second.avatar_url).not.toBe(first.avatar_url);
    expect(await objectsOf(user.id)).toEqual([`avatars/${second.avatar_url!.slice('/api/avatars/'.length)}`]);
    expect((await callWorker(first.avatar_url!)).status).toBe(404);
  });

  it('keeps the other profile fields when the avatar changes', async () => {
    const { token } = await signUp();
    await send('/api/profile', 'PUT', JSON.stringify({ major: 'Art' }), {
      token,
      headers: { 'Content-Type': 'application/json' },
    });
    expect((await uploadOk(token, PNG)).major).toBe('Art');
  });
});

describe('GET /api/avatars/:name', () => {
  it('serves the image with its type, an ETag and year-long immutable caching', async () => {
    const { token } = await signUp();
    const { avatar_url } = await uploadOk(token, PNG);
    const response = await callWorker(avatar_url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);

    const again = await callWorker(avatar_url!, { headers: { 'If-None-Match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a well-formed name that does not exist, and 400 for a malformed one', async () => {
    const missing = await callWorker(`/api/avatars/someone-${'0'.repeat(32)}.png`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ApiErrorBody).error.code).toBe('not_found');
    expect((await callWorker('/api/avatars/..%2Fsecret.txt')).status).toBe(400);
  });
});

describe('readBodyUpTo', () => {
  const streamed = (chunks: number[]) =>
    new Request('http://localhost/', {
      method: 'POST',
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          for (const size of chunks) controller.enqueue(new Uint8Array(size));
          controller.close();
        },
      }),
    });

  it('stops reading a body without Content-Length as soon as it passes the limit', async () => {
    await expect(readBodyUpTo(streamed([600, 600]), 1000)).rejects.toMatchObject({ status: 413 });
    expect(await readBodyUpTo(streamed([400, 600]), 1000)).toHaveLength(1000);
  });
});

describe('detectImage', () => {
  it('knows PNG, JPEG, GIF and WebP by their first bytes, and nothing else', () => {
    expect(detectImage(PNG)?.contentType).toBe('image/png');
    expect(detectImage(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))?.contentType).toBe('image/jpeg');
    expect(detectImage(GIF)?.contentType).toBe('image/gif');
    expect(detectImage(new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 '))?.contentType).toBe('image/webp');
    expect(detectImage(new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeUndefined();
    expect(detectImage(new TextEncoder().encode('<?xml version="1.0"?><svg/>'))).toBeUndefined();
    expect(detectImage(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
  });
});
