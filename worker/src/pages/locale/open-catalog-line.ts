// index.html's 'Use the catalog' line (outside the React root, so it costs no first-load JS) in the page's
// language. English pages keep index.html's bytes as they are; the tables are imported here rather than read from
// the registered ones, because a page the browser renders loads no edge renderer to register them.
import { accentText } from '@quadkit/core/shared/i18n/pseudo';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { openCatalogMessages } from '@quadkit/core/shared/open-catalog.messages';
import es from '@quadkit/core/shared/open-catalog.messages.es';
import zh from '@quadkit/core/shared/open-catalog.messages.zh';

type Texts = Record<keyof typeof openCatalogMessages.en, string>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function textsFor(locale: Locale): Texts | null {
  if (locale === 'es') return es;
  if (locale === 'zh') return zh;
  if (locale === 'en-XA') {
    const en = openCatalogMessages.en;
    return { label: accentText(en.label), link: accentText(en.link), after: accentText(en.after) };
  }
  return null; // English, and 'ar-XB', which keeps the English words
}

export function withOpenCatalogLine(html: string, locale: Locale): string {
  const t = textsFor(locale);
  if (!t) return html;
  return html.replace(
    /<nav class="open-catalog"[^>]*>\s*<p class="container"><a href="\/developers">[^<]*<\/a>[^<]*<\/p>/,
    `<nav class="open-catalog" aria-label="${escapeHtml(t.label)}">\n      <p class="container"><a href="/developers">${escapeHtml(t.link)}</a>${escapeHtml(t.after)}</p>`,
  );
}
