// zod schemas for the auth API's bodies; e-mails are normalised (trimmed, lower-case) before validation.
import * as z from 'zod';

export const emailField = z
  .string({ error: 'An e-mail address is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'An e-mail address is required.')
  .max(254, 'An e-mail address is at most 254 characters.')
  .pipe(z.email({ error: 'Enter a valid e-mail address, like name@example.edu.' }));

/** Sign-up: the strength rules run in the handler, so every reason can be listed at once. */
export const signUpBody = z.object({
  email: emailField,
  password: z.string({ error: 'A password is required.' }),
});

/** Sign-in: no strength rules (older passwords stay valid), but a cap so no one makes us hash megabytes. */
export const signInBody = z.object({
  email: emailField,
  password: z
    .string({ error: 'A password is required.' })
    .min(1, 'A password is required.')
    .max(1024, 'A password is at most 1024 characters.'),
});
