// Reads a bundled article file: front matter of `key: value` lines between two `---` lines, a blank line, then the
// Markdown body. Deliberately small (no YAML parser in the worker): the keys are plain text, tags comma-separated.
// The shape is checked by validate-catalog.ts; this only splits the text.

export interface ArticleFile {
  /** The file's name without `.md`: the article's id. */
  id: string;
  fields: Record<string, string>;
  body: string;
}

export function splitFrontMatter(id: string, text: string): ArticleFile {
  const match = /^---\n([\s\S]*?)\n---\n\n/.exec(text);
  if (!match) throw new Error(`data/articles/${id}.md: starts with no front matter ('---' lines, then a blank line).`);
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const colon = line.indexOf(': ');
    if (colon <= 0) throw new Error(`data/articles/${id}.md: front matter line '${line}' is not 'key: value'.`);
    fields[line.slice(0, colon)] = line.slice(colon + 2);
  }
  return { id, fields, body: text.slice(match[0].length) };
}

/** The article's tags, as its front matter lists them on one line: what the board shows and the catalog check
 * names in every language. */
export const articleTags = (fields: Record<string, string>): string[] => (fields.tags ?? '').split(', ');
