// The zod shape of a resource's eligibility: what the resources.eligibility JSON column must hold. The server
// parses the column through it, so a malformed value reads as "not filled in" rather than reaching the UI.
import * as z from 'zod';
import { isCountryCode } from '../countries';
import { ANYWHERE, ELIGIBILITY_COSTS, ELIGIBILITY_LEVELS, type Eligibility } from './rule';

const country = z
  .string()
  .refine(isCountryCode, { error: (issue) => `'${String(issue.input)}' is no ISO country code.` });

export const eligibilitySchema = z.strictObject({
  levels: z.array(z.enum(ELIGIBILITY_LEVELS)).min(1, 'Name at least one study level.'),
  regions: z.array(z.union([z.literal(ANYWHERE), country])).min(1, "Name 'international' or at least one country."),
  notIn: z.array(country).optional(),
  eduEmail: z.boolean(),
  cost: z.enum(ELIGIBILITY_COSTS),
}) satisfies z.ZodType<Eligibility>;

/** The column's value as an Eligibility, or undefined when it is empty or not valid. */
export function readEligibility(value: unknown): Eligibility | undefined {
  const parsed = eligibilitySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
