// The Report a problem request rules (zod), for the API.
import * as z from 'zod';
import { RESOURCE_REPORT_REASONS } from './resource-reports';
import { REPORT_NOTE_MAX } from './report-options';

/** POST /api/resource-reports */
export const reportBody = z.strictObject({
  resourceId: z
    .string()
    .trim()
    .min(1, 'A resource id is required.')
    .max(200, 'A resource id is at most 200 characters.'),
  reason: z.enum(RESOURCE_REPORT_REASONS, {
    error: `Choose a reason: ${RESOURCE_REPORT_REASONS.join(', ')}.`,
  }),
  note: z
    .string({ error: 'A note is text.' })
    .trim()
    .max(REPORT_NOTE_MAX, `A note is at most ${REPORT_NOTE_MAX} characters.`)
    .transform((note) => note || null)
    .nullable()
    .optional(),
});

export type ReportBody = z.input<typeof reportBody>;

export const reportIdParam = z.object({
  id: z.string().trim().min(1, 'A report id is required.').max(100, 'A report id is at most 100 characters.'),
});
