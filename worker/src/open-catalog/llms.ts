// /llms.txt and /llms-full.txt (llmstxt.org): the site and its catalog for language models, read from D1 on each
// request, so they always match the catalog. llms.txt links the categories and toolkits; the full file lists
// every resource with its description.
import { Hono } from 'hono';
import { listCategoriesWithCounts, listResources } from '@quadkit/browse/api';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { createDb, type Db } from '@quadkit/core/server/db';
import { listPublicToolkits } from '@quadkit/toolkits/api';
import { BULLETIN_FEED, RESOURCES_FEED } from './feed-links';

const HEADERS = { 'Content-Type': 'text/plain; charset=UTF-8', 'Cache-Control': 'public, max-age=600' };
const TOOLKITS_LISTED = 100;

/** One line of a markdown list: no newline or bracket may break the link syntax. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const linkText = (text: string) => oneLine(text).replace(/[[\]]/g, '');

function intro(origin: string): string[] {
  return [
    '# Quadkit',
    '',
    '> Quadkit curates free tools, student discounts, guides and student-made toolkits for university, high-school',
    '> and graduate students. Every resource links to its real site and says who it is for.',
    '',
    'The catalog is open: a read-only JSON API with an OpenAPI document, Atom feeds, and an MCP server for assistants.',
    '',
    '## Use the catalog',
    '',
    `- [API reference](${origin}/developers): the public GET routes, how to page, cache and handle errors`,
    `- [OpenAPI document](${origin}/api/openapi.json): OpenAPI 3.1, version 1 (breaking changes get a new version)`,
    `- [MCP server](${origin}/mcp): Streamable HTTP; tools search_resources, get_resource, list_categories, list_toolkits, get_toolkit`,
    `- [New resources feed](${origin}${RESOURCES_FEED}): Atom, also per category at /feeds/resources/{category}.atom`,
    `- [Bulletin feed](${origin}${BULLETIN_FEED}): Atom, new articles and student posts`,
    `- [Search](${origin}/api/search?q=notes): the site's ranking, e.g. ?q=notes&category=productivity-tools`,
  ];
}

async function categoriesSection(db: Db, origin: string): Promise<string[]> {
  const categories = await listCategoriesWithCounts(db);
  return [
    '## Categories',
    '',
    ...categories.map(
      (c) => `- [${linkText(c.name)}](${origin}/category/${c.slug}): ${c.resourceCount} resources (slug ${c.slug})`,
    ),
  ];
}

async function toolkitsSection(db: Db, origin: string): Promise<string[]> {
  const { toolkits } = await listPublicToolkits(db, null, { limit: TOOLKITS_LISTED, offset: 0 });
  return [
    '## Public toolkits',
    '',
    ...toolkits.map(
      (t) => `- [${linkText(t.title)}](${origin}/toolkit/${encodeURIComponent(t.id)}): ${oneLine(t.description)}`,
    ),
  ];
}

export async function llmsTxt(db: Db, origin: string): Promise<string> {
  const [categories, toolkits] = await Promise.all([categoriesSection(db, origin), toolkitsSection(db, origin)]);
  const optional = ['## Optional', '', `- [Every resource, described](${origin}/llms-full.txt)`];
  return [...intro(origin), '', ...categories, '', ...toolkits, '', ...optional, ''].join('\n');
}

export async function llmsFullTxt(db: Db, origin: string): Promise<string> {
  const [categories, resources, toolkits] = await Promise.all([
    listCategoriesWithCounts(db),
    listResources(db),
    toolkitsSection(db, origin),
  ]);
  const sections = categories.map((category) => [
    `## ${category.name}`,
    '',
    ...resources
      .filter((r) => r.category === category.slug)
      .map(
        (r) =>
          `- [${linkText(r.title)}](${origin}/resource/${encodeURIComponent(r.id)}): ${oneLine(r.description)} ` +
          `Site: ${r.url}${r.tags.length ? `. Tags: ${r.tags.join(', ')}` : ''}`,
      ),
    '',
  ]);
  return [...intro(origin), '', ...sections.flat(), ...toolkits, ''].join('\n');
}

export const llmsRoutes = new Hono<AppEnv>()
  .get('/llms.txt', async (c) => c.body(await llmsTxt(createDb(c.env.DB), new URL(c.req.url).origin), 200, HEADERS))
  .get('/llms-full.txt', async (c) =>
    c.body(await llmsFullTxt(createDb(c.env.DB), new URL(c.req.url).origin), 200, HEADERS),
  );
