// zod schemas for the dashboard API's params (the profile body's schema is shared, in ../shared/profile).
import * as z from 'zod';

/** {userId}-{32 hex}.{ext}, as avatarUrlOf makes them; anything else cannot be an avatar. */
export const avatarNameParam = z.object({
  name: z
    .string()
    .max(200, 'An avatar name is at most 200 characters.')
    .regex(/^[A-Za-z0-9-]+-[0-9a-f]{32}\.(png|jpg|gif|webp)$/, 'This is not an avatar name.'),
});
