// index.html's texts outside the React root (so they cost no first-load JS) in the page's language: the footer's
// 'Use the catalog' line and the <noscript> sentence. English pages keep index.html's bytes as they are; the
// tables are imported here rather than read from the registered ones, because a page the browser renders loads no
// edge renderer to register them.
import { accentText } from '@quadkit/core/shared/i18n/pseudo';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import type { MessageBundle } from '@quadkit/core/shared/i18n/messages';
import { noscriptMessages } from '@quadkit/core/shared/noscript.messages';
import noscriptEs from '@quadkit/core/shared/noscript.messages.es';
import noscriptZh from '@quadkit/core/shared/noscript.messages.zh';
import { openCatalogMessages } from '@quadkit/core/shared/open-catalog.messages';
import catalogEs from '@quadkit/core/shared/open-catalog.messages.es';
import catalogZh from '@quadkit/core/shared/open-catalog.messages.zh';
import { escapeHtml } from '../head/head-html';

type Texts<T> = Record<keyof T, string>;

/** A table's texts in `locale`, or null where index.html's English stands (English, and 'ar-XB', which keeps the
 * English words). */
function textsFor<T extends Record<string, string>>(
  bundle: MessageBundle<T>,
  translations: { es: Texts<T>; zh: Texts<T> },
  locale: Locale,
): Texts<T> | null {
  if (locale === 'es' || locale === 'zh') return translations[locale];
  if (locale !== 'en-XA') return null;
  const accented = {} as Texts<T>;
  for (const key of Object.keys(bundle.en) as (keyof T)[]) accented[key] = accentText(bundle.en[key] as string);
  return accented;
}

export function withOutsideRootTexts(html: string, locale: Locale): string {
  const catalog = textsFor(openCatalogMessages, { es: catalogEs, zh: catalogZh }, locale);
  const noscript = textsFor(noscriptMessages, { es: noscriptEs, zh: noscriptZh }, locale);
  if (!catalog || !noscript) return html;
  return html
    .replace(
      /<nav class="open-catalog"[^>]*>\s*<p class="container"><a href="\/developers">[^<]*<\/a>[^<]*<\/p>/,
      `<nav class="open-catalog" aria-label="${escapeHtml(catalog.label)}">\n      <p class="container"><a href="/developers">${escapeHtml(catalog.link)}</a>${escapeHtml(catalog.after)}</p>`,
    )
    .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${escapeHtml(noscript.text)}</noscript>`);
}
