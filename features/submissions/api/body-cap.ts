// Caps a JSON body before it is read or parsed: a 1 MB post is refused with 413 in the one error shape.
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '@quadkit/core/server/errors';

export const capBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', `The request body is too large (at most ${maxSize} bytes).`);
    },
  });
