// Parallel avatar uploads leave exactly one object; conditional GETs answer 412 and 304 correctly;
// PUT /api/profile refuses a body that is not JSON.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { callWorker } from '../../../tests/workers/call-worker';
import { send, signUp } from '../../../tests/workers/session';
import type { ProfileResponse } from '../shared/profile';

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
);

const upload = (token: string) =>
  send('/api/profile/avatar', 'POST', PNG, { token, headers: { 'Content-Type': 'image/png' } });

describe('avatar replacement under concurrency', () => {
  it('leaves exactly one stored object, the one the profile names, after 10 parallel uploads', async () => {
    const { token, user } = await signUp();
    const responses = await Promise.all(Array.from({ length: 10 }, () => upload(token)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const objects = (await env.AVATARS.list({ prefix: `avatars/${user.id}-` })).objects.map((o) => o.key);
    expect(objects).toHaveLength(1);
    const profile = (await (
      await send('/api/profile', 'GET', null, { token, origin: null })
    ).json()) as ProfileResponse;
    expect(`avatars/${profile.profile.avatar_url?.slice('/api/avatars/'.length)}`).toBe(objects[0]);
  });
});

describe('conditional avatar requests', () => {
  it('answers a failing If-Match with 412, a matching If-None-Match with 304', async () => {
    const { token } = await signUp();
    const profile = ((await (await upload(token)).json()) as ProfileResponse).profile;
    const url = profile.avatar_url!;
    const etag = (await callWorker(url)).headers.get('etag')!;
    const failing = await callWorker(url, { headers: { 'If-Match': '"not-the-etag"' } });
    expect(failing.status).toBe(412);
    expect(((await failing.json()) as ApiErrorBody).error.code).toBe('precondition_failed');
    expect((await callWorker(url, { headers: { 'If-Match': etag } })).status).toBe(200);
    expect((await callWorker(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });
});

describe('PUT /api/profile with a body that is not JSON', () => {
  it('answers 415 and changes nothing', async () => {
    const { token } = await signUp();
    const response = await send('/api/profile', 'PUT', 'major=History', {
      token,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as ApiErrorBody).error.code).toBe('unsupported_media_type');
    const plain = await send('/api/profile', 'PUT', '{"major":"History"}', {
      token,
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
  });

  it('refuses a JSON body over 64 kB with 413 before parsing it', async () => {
    const { token } = await signUp();
    const big = JSON.stringify({ major: 'x'.repeat(70 * 1024) });
    const response = await send('/api/profile', 'PUT', big, { token, headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ApiErrorBody).error.code).toBe('payload_too_large');
  });
});
