// Reading time derived from the article text itself, so the label cannot drift from the content.

/** Counts the words a reader actually reads: link targets, markdown symbols and bare punctuation are ignored. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** "N min read" at 200 words a minute, never below 1. */
export function readTime(markdown: string): string {
  return `${Math.max(1, Math.round(countWords(markdown) / 200))} min read`;
}
