// A post's snippet and read time, derived once from its markdown when it is stored.
import { readTime } from '@quadkit/core/catalog/articles/read-time';

const SNIPPET_LENGTH = 160;

/** The body's opening as plain text (markdown symbols and link targets dropped), at most 160 characters. */
export function snippetOf(markdown: string): string {
  const text = markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= SNIPPET_LENGTH ? text : `${text.slice(0, SNIPPET_LENGTH - 1).trimEnd()}…`;
}

export { readTime };
