// Body-size limits before anything parses a body: 64 kB for every API route, 2 MB (plus multipart slack) for
// the avatar upload. A declared Content-Length over the cap is refused at once; a streamed body is cut off as
// soon as it passes it. Both answer 413 in the one error shape.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { ApiError } from '@quadkit/core/server/errors';

export const API_BODY_MAX_BYTES = 64 * 1024;
export const UPLOAD_BODY_MAX_BYTES = 2 * 1024 * 1024 + 64 * 1024;

/** Routes whose bodies are files, with their own (larger) cap and their own 413 message after this one. */
const UPLOAD_PATHS = new Set(['/api/profile/avatar']);

const tooLarge = (max: number) =>
  new ApiError(413, 'payload_too_large', `The request body is larger than ${Math.round(max / 1024)} kB.`);

const limitOf = (max: number): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize: max,
    onError: () => {
      throw tooLarge(max);
    },
  });

const apiLimit = limitOf(API_BODY_MAX_BYTES);
const uploadLimit = limitOf(UPLOAD_BODY_MAX_BYTES);

export const bodySizeLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  (UPLOAD_PATHS.has(c.req.path) ? uploadLimit : apiLimit)(c, next);
