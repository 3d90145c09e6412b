// Helpers for the submissions worker tests: requests as visitor, user or admin from an address of their own
// (so the 5-an-hour limit of one test never spills into another), and rows read straight from D1.
import { env } from 'cloudflare:workers';
import { call } from '../../../tests/workers/api-calls';
import type { SubmitResourceInput } from '../shared/submission-input';

export { type Answer, call, freshAddress, signUpAdmin } from '../../../tests/workers/api-calls';

let n = 0;
/** A valid suggestion with a URL no other test uses. */
export const validSubmission = (overrides: Partial<SubmitResourceInput> = {}): SubmitResourceInput => ({
  name: `Study Helper ${++n}`,
  url: `https://study-helper-${Date.now().toString(36)}-${n}.example.org/start`,
  description: 'A free planner that helps students organise revision for every exam.',
  category: 'learning',
  email: '',
  ...overrides,
});

/** Submits and returns the new id (fails unless 201). */
export async function submit(overrides: Partial<SubmitResourceInput> = {}, token?: string): Promise<string> {
  const { status, body } = await call<{ submission: { id: string } }>(
    '/api/resource-submissions',
    'POST',
    validSubmission(overrides),
    { token },
  );
  if (status !== 201) throw new Error(`submit answered ${status}: ${JSON.stringify(body)}`);
  return body.submission.id;
}

export const storedSubmission = (id: string) =>
  env.DB.prepare('select * from resource_submissions where id = ?').bind(id).first<Record<string, unknown>>();

export async function countSubmissions(where = '1 = 1', ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`select count(*) as n from resource_submissions where ${where}`)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export async function countResources(): Promise<number> {
  return (await env.DB.prepare('select count(*) as n from resources').first<{ n: number }>())?.n ?? 0;
}
