// zod schemas for the majors endpoints' params and queries.
import * as z from 'zod';

export const POPULAR_MAJORS_DEFAULT = 4;
export const POPULAR_MAJORS_MAX = 20;

export const majorIdParam = z.object({
  majorId: z.string().trim().min(1, 'A major id is required.').max(200, 'A major id is at most 200 characters.'),
});

export const popularMajorsQuery = z.object({
  limit: z.coerce
    .number({ error: 'Give the number of majors as a whole number.' })
    .int('Give the number of majors as a whole number.')
    .min(1, 'Ask for at least 1 major.')
    .max(POPULAR_MAJORS_MAX, `Ask for at most ${POPULAR_MAJORS_MAX} majors.`)
    .default(POPULAR_MAJORS_DEFAULT),
});
