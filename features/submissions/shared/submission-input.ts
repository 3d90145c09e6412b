// The Submit a Resource rules (docs/product.md#submit-a-resource, plus length and rate limits of our own), shared by the form and the API.
import { z } from 'zod';

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
  .min(SUBMISSION_LIMITS.name.min, 'Resource Name must be at least 2 characters long.')
  .max(SUBMISSION_LIMITS.name.max, 'Resource Name must be at most 100 characters long.');

const url = z
  .string()
  .trim()
  .min(1, 'Website URL is required.')
  .max(SUBMISSION_LIMITS.url.max, 'Website URL must be at most 2,048 characters long.')
  .refine(isWebUrl, 'Website URL must be a web address starting with http:// or https://.');

const description = z
  .string()
  .trim()
  .min(SUBMISSION_LIMITS.description.min, 'Description must be at least 20 characters long.')
  .max(SUBMISSION_LIMITS.description.max, 'Description must be at most 1,000 characters long.');

const category = z.enum(CATEGORY_SLUGS, 'Please choose a category from the list.');

const email = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(SUBMISSION_LIMITS.email.max, 'Email must be at most 254 characters long.')
      .pipe(z.email('Please enter a valid email address.')),
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

const tag = z.string().trim().min(1).max(SUBMISSION_LIMITS.tags.tagMax, 'A tag must be at most 30 characters long.');

/** POST /api/admin/resource-submissions/:id/approve: the reviewer's edits of every field, plus tags. */
const accessStep = z
  .string()
  .trim()
  .max(SUBMISSION_LIMITS.access.stepMax, 'A How to access step must be at most 300 characters long.');

export const approveSubmissionBody = z.object({
  name,
  url,
  description,
  category,
  tags: z
    .array(tag)
    .max(SUBMISSION_LIMITS.tags.max, 'Choose at most 8 tags.')
    .transform((tags) => [...new Set(tags)]),
  // Written for this resource by the reviewer (who can get it, what account or proof, where to start); without
  // them the page falls back to its category's general text.
  access: z
    .array(accessStep)
    .optional()
    // Blank lines of the form's textarea are not steps.
    .transform((steps) => (steps ?? []).filter((step) => step.length > 0))
    .pipe(z.array(z.string()).max(SUBMISSION_LIMITS.access.steps, 'Write at most 6 How to access steps.'))
    .transform((steps) => (steps.length > 0 ? steps : null)),
  about: z
    .string()
    .trim()
    .max(SUBMISSION_LIMITS.about.max, 'About must be at most 600 characters long.')
    .optional()
    .transform((about) => about || null),
});
export type ApproveSubmissionInput = z.input<typeof approveSubmissionBody>;

/** POST /api/admin/resource-submissions/:id/reject. */
export const rejectSubmissionBody = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Please give a reason (at least 3 characters).')
    .max(SUBMISSION_LIMITS.reason.max, 'The reason must be at most 500 characters long.'),
});

export const submissionIdParam = z.object({ id: z.string().min(1).max(64) });

/** docs/product.md#search-overlay tags, offered to the reviewer as choices (other tags may be typed). */
export const categoryName = (slug: string): string => SUBMISSION_CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
