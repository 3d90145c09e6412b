// The Submit a Resource rules (docs/product.md#submit-a-resource, plus length and rate limits of our own), shared by the form and the API.
import * as z from 'zod';

/** docs/product.md#submit-a-resource: the form's categories, in that order, with the catalog slug each one maps to. */
export const SUBMISSION_CATEGORIES = [
  { slug: 'student-perks', name: 'Student Perks' },
  { slug: 'study-abroad', name: 'Study Abroad' },
  { slug: 'research', name: 'Research' },
  { slug: 'presentation', name: 'Presentation' },
  { slug: 'writing', name: 'Writing' },
  { slug: 'design', name: 'Design' },
  { slug: 'learning', name: 'Learning' },
  { slug: 'wellness', name: 'Wellness' },
  { slug: 'internships', name: 'Internships' },
  { slug: 'ai-tools', name: 'AI Tools' },
] as const;

export type SubmissionCategory = (typeof SUBMISSION_CATEGORIES)[number]['slug'];
const CATEGORY_SLUGS = SUBMISSION_CATEGORIES.map((c) => c.slug) as [SubmissionCategory, ...SubmissionCategory[]];

export const SUBMISSION_LIMITS = {
  name: { min: 2, max: 100 },
  url: { max: 2048 },
  description: { min: 20, max: 1000 },
  email: { max: 254 },
  reason: { max: 500 },
  tags: { max: 8, tagMax: 30 },
  /** The reviewer's 'How to access' steps and About for the published resource. */
  access: { steps: 6, stepMax: 300 },
  about: { max: 600 },
  /** The whole request body, checked before it is parsed. */
  bodyBytes: 16 * 1024,
} as const;

/** docs/product.md#when-something-fails: the submission texts. */
export const SUBMISSION_MESSAGES = {
  success: 'Thanks for your submission! It will be reviewed shortly and published if approved.',
  error: 'An unexpected error occurred.',
  fetchError: 'Failed to fetch submissions',
  emailHint: "We'll contact you if we need more information",
} as const;

/** What the form and the API say when a field breaks a rule. */
export const SUBMISSION_RULE_MESSAGES = {
  nameShort: 'Resource Name must be at least 2 characters long.',
  nameLong: 'Resource Name must be at most 100 characters long.',
  urlRequired: 'Website URL is required.',
  urlLong: 'Website URL must be at most 2,048 characters long.',
  urlNotWeb: 'Website URL must be a web address starting with http:// or https://.',
  descriptionShort: 'Description must be at least 20 characters long.',
  descriptionLong: 'Description must be at most 1,000 characters long.',
  category: 'Please choose a category from the list.',
  emailLong: 'Email must be at most 254 characters long.',
  emailInvalid: 'Please enter a valid email address.',
  tagLong: 'A tag must be at most 30 characters long.',
  tagsMax: 'Choose at most 8 tags.',
  accessStepLong: 'A How to access step must be at most 300 characters long.',
  accessSteps: 'Write at most 6 How to access steps.',
  aboutLong: 'About must be at most 600 characters long.',
  reasonShort: 'Please give a reason (at least 3 characters).',
  reasonLong: 'The reason must be at most 500 characters long.',
} as const;
const RULE = SUBMISSION_RULE_MESSAGES;

/** Only http(s): a javascript: or data: URL would run or embed content wherever the link is shown. */
export const isWebUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

const name = z
  .string()
  .trim()
  .min(SUBMISSION_LIMITS.name.min, RULE.nameShort)
  .max(SUBMISSION_LIMITS.name.max, RULE.nameLong);

const url = z
  .string()
  .trim()
  .min(1, RULE.urlRequired)
  .max(SUBMISSION_LIMITS.url.max, RULE.urlLong)
  .refine(isWebUrl, RULE.urlNotWeb);

const description = z
  .string()
  .trim()
  .min(SUBMISSION_LIMITS.description.min, RULE.descriptionShort)
  .max(SUBMISSION_LIMITS.description.max, RULE.descriptionLong);

const category = z.enum(CATEGORY_SLUGS, RULE.category);

const email = z
  .union([
    z.literal(''),
    z.string().trim().max(SUBMISSION_LIMITS.email.max, RULE.emailLong).pipe(z.email(RULE.emailInvalid)),
  ])
  .optional()
  .transform((value) => (value ? value : null));

/** POST /api/resource-submissions. `website` is the honeypot: people never see it, so never fill it. */
export const submitResourceBody = z.object({
  name,
  url,
  description,
  category,
  email,
  website: z.string().max(2048).optional(),
});
export type SubmitResourceInput = z.input<typeof submitResourceBody>;

const tag = z.string().trim().min(1).max(SUBMISSION_LIMITS.tags.tagMax, RULE.tagLong);

/** POST /api/admin/resource-submissions/:id/approve: the reviewer's edits of every field, plus tags. */
const accessStep = z.string().trim().max(SUBMISSION_LIMITS.access.stepMax, RULE.accessStepLong);

export const approveSubmissionBody = z.object({
  name,
  url,
  description,
  category,
  tags: z
    .array(tag)
    .max(SUBMISSION_LIMITS.tags.max, RULE.tagsMax)
    .transform((tags) => [...new Set(tags)]),
  // Written for this resource by the reviewer (who can get it, what account or proof, where to start); without
  // them the page falls back to its category's general text.
  access: z
    .array(accessStep)
    .optional()
    // Blank lines of the form's textarea are not steps.
    .transform((steps) => (steps ?? []).filter((step) => step.length > 0))
    .pipe(z.array(z.string()).max(SUBMISSION_LIMITS.access.steps, RULE.accessSteps))
    .transform((steps) => (steps.length > 0 ? steps : null)),
  about: z
    .string()
    .trim()
    .max(SUBMISSION_LIMITS.about.max, RULE.aboutLong)
    .optional()
    .transform((about) => about || null),
});
export type ApproveSubmissionInput = z.input<typeof approveSubmissionBody>;

/** POST /api/admin/resource-submissions/:id/reject. */
export const rejectSubmissionBody = z.object({
  reason: z.string().trim().min(3, RULE.reasonShort).max(SUBMISSION_LIMITS.reason.max, RULE.reasonLong),
});

export const submissionIdParam = z.object({ id: z.string().min(1).max(64) });

/** docs/product.md#search-overlay tags, offered to the reviewer as choices (other tags may be typed). */
export const categoryName = (slug: string): string => SUBMISSION_CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
