// Cross-cutting API behaviour: one error shape, security headers, request ids.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { callWorker, getJson } from '../../tests/workers/call-worker';

describe('API conventions', () => {
  it('answers an unknown API path with 404 in the one error shape', async () => {
    const { status, body } = await getJson<ApiErrorBody>('/api/does-not-exist');
    expect(status).toBe(404);
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toContain('/api/does-not-exist');
  });

  it('sends security headers and a request id on every API response', async () => {
    const response = await callWorker('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });
});

describe('paths outside the API', () => {
  it('hands a missing file (e.g. /favicon.ico) to the static assets instead of failing with a 500', async () => {
    const response = await callWorker('/favicon.ico');
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
