// Request bodies of POST /api/toolkits and PUT /api/toolkits/:id: zod schemas the editor form reuses.
import * as z from 'zod';
import { DEFAULT_TOOLKIT_EMOJI, paletteEmoji } from './emoji-palette';
import { TOOLKIT_MESSAGES as M } from './toolkit-messages';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  MAX_ID_LENGTH,
  MAX_TOOLKIT_RESOURCES,
  TITLE_MAX,
  TITLE_MIN,
} from './toolkit-rules';
import { TOOLKIT_VISIBILITIES, type ToolkitVisibility } from './visibility';

const FIELDS = 'title, description, emoji, resourceIds, visibility (or isPublic) and isFeatured';

const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(TITLE_MIN, M.titleTooShort)
  .max(TITLE_MAX, M.titleTooLong);

const description = z
  .string({ error: 'Description is required' })
  .trim()
  .min(DESCRIPTION_MIN, M.descriptionTooShort)
  .max(DESCRIPTION_MAX, M.descriptionTooLong);

const emoji = z.string({ error: M.emoji }).transform((value, ctx) => {
  const found = paletteEmoji(value);
  if (found) return found;
  ctx.addIssue({ code: 'custom', message: M.emoji });
  return z.NEVER;
});

/** Ids are trimmed and blanks dropped (docs/product.md#rules-and-messages); a repeated id is refused, naming it. */
const resourceId = z
  .string({ error: 'Each resource id is text' })
  .trim()
  .max(MAX_ID_LENGTH, `A resource id is at most ${MAX_ID_LENGTH} characters`);

const resourceIds = z
  .array(resourceId, { error: 'Send the resources as a list of ids' })
  .transform((ids) => ids.filter(Boolean))
  .pipe(
    z
      .array(z.string())
      .min(1, M.noResources)
      .max(MAX_TOOLKIT_RESOURCES, M.tooManyResources)
      .superRefine((ids, ctx) => {
        const seen = new Set<string>();
        const repeated = ids.find((id) => seen.size === seen.add(id).size);
        if (repeated !== undefined) ctx.addIssue({ code: 'custom', message: M.duplicateResource(repeated) });
      }),
  );

const isPublic = z.boolean({ error: 'isPublic is true or false' });
const visibility = z.enum(TOOLKIT_VISIBILITIES, { error: M.visibility });

/**
 * `visibility` is the field; `isPublic` stays for older callers (true = 'public', false = 'private'). Both at
 * once must agree, so a request never means two things.
 */
function oneVisibility<T extends { isPublic?: boolean | undefined; visibility?: ToolkitVisibility | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
): Omit<T, 'isPublic' | 'visibility'> & { visibility?: ToolkitVisibility } {
  const { isPublic: flag, visibility: chosen, ...rest } = value;
  const fromFlag = flag === undefined ? undefined : flag ? 'public' : 'private';
  if (chosen !== undefined && fromFlag !== undefined && chosen !== fromFlag) {
    ctx.addIssue({ code: 'custom', path: ['visibility'], message: M.visibilityConflict });
    return z.NEVER;
  }
  const resolved = chosen ?? fromFlag;
  return resolved === undefined ? rest : { ...rest, visibility: resolved };
}
const isFeatured = z.boolean({ error: 'isFeatured is true or false' });

/** Unknown fields (userId, id, …) are refused rather than ignored: they are never the caller's to set. */
const objectError = (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `Unknown field ${(issue.keys ?? []).map((k) => `'${k}'`).join(', ')}: a toolkit has ${FIELDS}`
    : `Send the toolkit as a JSON object with ${FIELDS}`;

/** POST /api/toolkits. Defaults as docs/product.md#rules-and-messages: public, not featured, emoji 📚. */
export const createToolkitBody = z
  .strictObject(
    {
      title,
      description,
      emoji: emoji.default(DEFAULT_TOOLKIT_EMOJI),
      resourceIds,
      visibility: visibility.optional(),
      isPublic: isPublic.optional(),
      isFeatured: isFeatured.default(false),
    },
    { error: objectError },
  )
  .transform(oneVisibility)
  .transform(({ visibility: chosen, ...rest }) => ({ ...rest, visibility: chosen ?? ('public' as const) }));

/** PUT /api/toolkits/:id: any non-empty subset of the same fields, with the same rules. */
export const updateToolkitBody = z
  .strictObject(
    {
      title: title.optional(),
      description: description.optional(),
      emoji: emoji.optional(),
      resourceIds: resourceIds.optional(),
      visibility: visibility.optional(),
      isPublic: isPublic.optional(),
      isFeatured: isFeatured.optional(),
    },
    { error: objectError },
  )
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), { error: M.nothingToChange })
  .transform(oneVisibility);

export type CreateToolkitInput = z.input<typeof createToolkitBody>;
export type CreateToolkit = z.output<typeof createToolkitBody>;
export type UpdateToolkitInput = z.input<typeof updateToolkitBody>;
export type UpdateToolkit = z.output<typeof updateToolkitBody>;

/** ?share= on a toolkit read or copy: the unlisted toolkit's link token (a wrong one is simply not a match). */
export const shareQuery = z.object({
  share: z.string().trim().max(100, 'A share token is at most 100 characters').optional(),
});
