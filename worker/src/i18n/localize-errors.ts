// Error answers in the request's language: a JSON error body's message, its field issues and its reasons are
// looked up among the worker's tables (api-texts.ts); the shape, codes and status stay. English passes untouched,
// so an English answer is byte for byte what the route wrote.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { apiText } from './api-texts';

type ErrorFields = { message?: unknown; issues?: unknown; reasons?: unknown };

/** "email: Enter a valid…" keeps its developer's field path and translates the sentence after it. */
function localizeSentence(text: string, locale: Locale): string {
  const whole = apiText(text, locale);
  if (whole !== text) return whole;
  const at = text.indexOf(': ');
  if (at <= 0 || /\s/.test(text.slice(0, at))) return text;
  return `${text.slice(0, at + 2)}${apiText(text.slice(at + 2), locale)}`;
}

export function localizeErrorBody(body: unknown, locale: Locale): unknown {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') return { ...(body as object), error: localizeSentence(error, locale) };
  if (!error || typeof error !== 'object') return body;
  const fields = { ...(error as ErrorFields) };
  if (typeof fields.message === 'string') fields.message = localizeSentence(fields.message, locale);
  if (Array.isArray(fields.issues)) {
    fields.issues = fields.issues.map((issue: { message?: unknown }) =>
      typeof issue?.message === 'string' ? { ...issue, message: apiText(issue.message, locale) } : issue,
    );
  }
  if (Array.isArray(fields.reasons)) {
    fields.reasons = fields.reasons.map((reason) => (typeof reason === 'string' ? apiText(reason, locale) : reason));
  }
  return { ...(body as object), error: fields };
}

export const localizeErrors: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const locale = c.var.locale;
  if (locale === 'en' || c.res.status < 400 || !c.res.headers.get('Content-Type')?.includes('application/json')) {
    return;
  }
  const body = await c.res
    .clone()
    .json()
    .catch(() => undefined);
  if (body === undefined) return;
  const headers = new Headers(c.res.headers);
  headers.delete('Content-Length');
  const { status } = c.res;
  // Cleared first: Hono copies the old answer's headers onto a new one, and the old length no longer fits.
  c.res = undefined;
  c.res = new Response(JSON.stringify(localizeErrorBody(body, locale)), { status, headers });
};
