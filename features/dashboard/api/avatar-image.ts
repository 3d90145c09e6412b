// Avatar uploads: read the raw body up to a size cap, then tell the image type from its magic bytes
// (never from the file name or the Content-Type header, which the sender controls).
import { ApiError } from '@quadkit/core/server/errors';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export interface AvatarImage {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
}

const tooLarge = () => new ApiError(413, 'payload_too_large', 'The image is larger than 2 MB. Choose a smaller image.');

/** The body's bytes, refusing more than `max` as soon as it is exceeded rather than after buffering it all. */
export async function readBodyUpTo(request: Request, max: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const startsWith = (bytes: Uint8Array, signature: number[], at = 0): boolean =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => Array.from(text, (ch) => ch.charCodeAt(0));

export function detectImage(bytes: Uint8Array): Omit<AvatarImage, 'bytes'> | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { contentType: 'image/webp', extension: 'webp' };
  return undefined;
}

/** The uploaded avatar: 400 when empty, 413 past 2 MB, 415 when the bytes are not PNG, JPEG, GIF or WebP. */
export async function readAvatarImage(request: Request): Promise<AvatarImage> {
  const bytes = await readBodyUpTo(request, AVATAR_MAX_BYTES);
  if (bytes.byteLength === 0)
    throw new ApiError(400, 'invalid_request', 'The request has no image. Send the image file as the body.');
  const type = detectImage(bytes);
  if (!type) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'The file is not a supported image. Upload a PNG, JPEG, GIF or WebP image.',
    );
  }
  return { bytes, ...type };
}
