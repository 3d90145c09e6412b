// The name a user shows in public (bulletin authors, remix credits): chosen in the profile, never derived from the
// e-mail. Without one, public output says 'A Quadkit student'.
import * as z from 'zod';

export const DEFAULT_DISPLAY_NAME = 'A Quadkit student';
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 40;

/** Something with an @ (an e-mail address or a handle that may be one). */
const HAS_AT = /@/;
/** A scheme, www., or a host name such as example.com or bit.ly/x ('St.John' reads as one too: write 'St. John'). */
const HAS_URL = /:\/\/|\bwww\.|\b[a-z0-9-]+\.[a-z]{2,}(?![a-z0-9-])/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const HAS_CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The profile's display_name: trimmed with inner runs of spaces made one; '' clears it (null). 2-40 characters,
 * no e-mail address, no web address.
 */
export const displayNameInput = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z.union([
      z.literal('').transform(() => null),
      z
        .string()
        .min(DISPLAY_NAME_MIN, `A display name is at least ${DISPLAY_NAME_MIN} characters.`)
        .max(DISPLAY_NAME_MAX, `A display name is at most ${DISPLAY_NAME_MAX} characters.`)
        .refine((name) => !HAS_CONTROL.test(name), 'A display name cannot contain control characters.')
        .refine((name) => !HAS_AT.test(name), 'A display name cannot contain an e-mail address (or an @).')
        .refine((name) => !HAS_URL.test(name), 'A display name cannot contain a web address.'),
    ]),
  );

/** What public output shows for a user: their display name, or the default. */
export const publicName = (displayName: string | null | undefined): string => displayName || DEFAULT_DISPLAY_NAME;
