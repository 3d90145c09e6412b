// The catalog's MCP server: read-only tools over public data, built per request (stateless). Each tool calls the
// same function its /api route does (search ranks as the site does); bad arguments come back as tool errors.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/cfworker';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { findResource, listCategoriesWithCounts, search, searchQuery } from '@quadkit/browse/api';
import { CATEGORY_SLUGS } from '@quadkit/core/catalog/categories';
import type { Db } from '@quadkit/core/server/db';
import { pageQuery } from '@quadkit/core/server/pagination';
import { describeIssue } from '@quadkit/core/server/validate';
import { findVisibleToolkit, listPublicToolkits } from '@quadkit/toolkits/api';
import { PUBLIC_API_VERSION } from './public-api';

const TOOLKIT_PAGE = pageQuery(20, 50);

export const MCP_GUIDE = `Quadkit is a catalog of free tools, student discounts and guides for students.
Tools (all read-only, public data only):
- search_resources {query, category?, type?, limit?}: the site's own search (exact title first, then title prefix,
  then relevance; typos corrected). Returns resources and public toolkits with ids.
- get_resource {id}: one resource: description, link (url), category, tags, who it is for (eligibility).
- list_categories {}: the 15 categories with their slugs (use a slug as search_resources' category) and counts.
- list_toolkits {limit?, cursor?}: public toolkits (curated bundles of resources); nextCursor pages on.
- get_toolkit {id}: one public toolkit with its resources in order.
Suggested flow: list_categories or search_resources, then get_resource for the details you cite. Link students to
https://<this site>/resource/{id} or the resource's own url. Calls are limited per address; on "Too many" wait.`;

const text = (value: unknown): CallToolResult => ({ content: [{ type: 'text', text: JSON.stringify(value) }] });
const toolError = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }], isError: true });

export function catalogMcpServer(db: Db, origin: string): McpServer {
  const server = new McpServer(
    { name: 'quadkit-catalog', version: PUBLIC_API_VERSION },
    {
      instructions: MCP_GUIDE.replace('<this site>', new URL(origin).host),
      // The SDK's default validator (ajv) compiles code at run time, which Workers refuse.
      jsonSchemaValidator: new CfWorkerJsonSchemaValidator(),
    },
  );

  server.registerTool(
    'search_resources',
    {
      title: 'Search the catalog',
      description: "Search resources and public toolkits with the site's ranking, best match first.",
      inputSchema: {
        query: z.string().max(200).describe('What to look for, e.g. "note taking" or "free latex editor"'),
        category: z.enum(CATEGORY_SLUGS).optional().describe('A category slug from list_categories'),
        type: z.enum(['all', 'resource', 'toolkit']).optional(),
        limit: z.number().int().min(1).max(20).optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, category, type, limit }) => {
      const parsed = searchQuery.safeParse({ q: query, category, type, limit });
      if (!parsed.success) return toolError(describeIssue(parsed.error));
      return text(await search(db, parsed.data));
    },
  );

  server.registerTool(
    'get_resource',
    {
      title: 'Get a resource',
      description: 'One resource by id (from search_resources): description, url, category, tags, eligibility.',
      inputSchema: { id: z.string().min(1).max(200) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ id }) => {
      const resource = await findResource(db, id.trim());
      if (!resource) return toolError(`No resource has the id '${id}'. Find ids with search_resources.`);
      return text({ ...resource, page: `${origin}/resource/${encodeURIComponent(resource.id)}` });
    },
  );

  server.registerTool(
    'list_categories',
    {
      title: 'List categories',
      description: 'The catalog categories with their slugs and resource counts.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async () => text({ categories: await listCategoriesWithCounts(db) }),
  );

  server.registerTool(
    'list_toolkits',
    {
      title: 'List public toolkits',
      description: 'Public toolkits (curated bundles of resources), featured first; pass nextCursor to page on.',
      inputSchema: {
        limit: z.number().int().min(1).max(50).optional(),
        cursor: z.string().max(40).optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ limit, cursor }) => {
      const page = TOOLKIT_PAGE.safeParse({ limit, cursor });
      if (!page.success) return toolError(describeIssue(page.error));
      return text(await listPublicToolkits(db, null, page.data));
    },
  );

  server.registerTool(
    'get_toolkit',
    {
      title: 'Get a public toolkit',
      description: 'One public toolkit by id, with its resources in order.',
      inputSchema: { id: z.string().min(1).max(200) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ id }) => {
      // No viewer and no share token: only public toolkits are visible; the check below says so twice.
      const toolkit = await findVisibleToolkit(db, id.trim(), null, null);
      if (toolkit?.visibility !== 'public') {
        return toolError(`No public toolkit has the id '${id}'. Find ids with list_toolkits or search_resources.`);
      }
      const { shareToken: _never, ...shown } = toolkit;
      return text({ ...shown, page: `${origin}/toolkit/${encodeURIComponent(toolkit.id)}` });
    },
  );

  server.registerPrompt(
    'use-quadkit',
    {
      title: 'Find student resources with Quadkit',
      description: 'How to use the Quadkit tools to answer a student.',
      argsSchema: { need: z.string().max(500).optional().describe('What the student is looking for') },
    },
    ({ need }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: `${MCP_GUIDE}\n\n${need ? `The student needs: ${need}` : 'Ask what the student needs first.'}`,
          },
        },
      ],
    }),
  );

  server.registerResource(
    'guide',
    'quadkit://guide',
    { title: 'How to use the Quadkit catalog tools', mimeType: 'text/plain' },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/plain', text: MCP_GUIDE }] }),
  );

  return server;
}
