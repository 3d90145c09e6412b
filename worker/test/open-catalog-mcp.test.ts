// The MCP server at /mcp, driven by the official SDK client over Streamable HTTP against the real worker: tools
// listed, search (the site's ranking) and get return catalog data, bad arguments are tool errors, private and
// unlisted toolkits never appear, and too many calls from one address answer 429.
import { env, exports } from 'cloudflare:workers';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { freshAddress } from '../../tests/workers/api-calls';
import { ORIGIN } from '../../tests/workers/call-worker';
import { sendJson, signUp } from '../../tests/workers/session';
import { MCP_LIMIT } from '../src/open-catalog/mcp-routes';

/** A client whose every request goes to the worker's own fetch, from one client address. */
async function connect(address = freshAddress()): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${ORIGIN}/mcp`), {
    fetch: (input, init) => {
      const request = new Request(input, init);
      request.headers.set('CF-Connecting-IP', address);
      return exports.default.fetch(request);
    },
  });
  const client = new Client({ name: 'quadkit-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

const textOf = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;
const jsonOf = <T>(result: unknown): T => JSON.parse(textOf(result)) as T;

describe('the MCP server at /mcp', () => {
  it('lists the read-only tools, a prompt and a guide resource', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'get_resource',
      'get_toolkit',
      'list_categories',
      'list_toolkits',
      'search_resources',
    ]);
    for (const tool of tools) expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    expect((await client.listPrompts()).prompts.map((p) => p.name)).toContain('use-quadkit');
    const guide = await client.readResource({ uri: 'quadkit://guide' });
    expect(JSON.stringify(guide.contents)).toContain('search_resources');
    await client.close();
  });

  it('searches with the same ranking as /api/search and gets a resource', async () => {
    const client = await connect();
    const found = jsonOf<{ results: { id: string }[] }>(
      await client.callTool({ name: 'search_resources', arguments: { query: 'notion', limit: 5 } }),
    );
    const site = (await (await exports.default.fetch(`${ORIGIN}/api/search?q=notion&limit=5`)).json()) as {
      results: { id: string }[];
    };
    expect(found.results.map((r) => r.id)).toEqual(site.results.map((r) => r.id));
    expect(found.results[0]?.id).toBe('notion');
    const resource = jsonOf<{ id: string; url: string; page: string }>(
      await client.callTool({ name: 'get_resource', arguments: { id: 'notion' } }),
    );
    expect(resource).toMatchObject({ id: 'notion', page: `${ORIGIN}/resource/notion` });
    expect(resource.url).toMatch(/^https:\/\//);
    const categories = jsonOf<{ categories: { slug: string }[] }>(
      await client.callTool({ name: 'list_categories', arguments: {} }),
    );
    expect(categories.categories).toHaveLength(15);
    await client.close();
  });

  it('answers bad arguments and unknown ids as tool errors, never a 5xx', async () => {
    const client = await connect();
    const cases = [
      { name: 'search_resources', arguments: { query: 42 } },
      { name: 'search_resources', arguments: { query: 'x', category: 'no-such-category' } },
      { name: 'search_resources', arguments: { query: 'x'.repeat(500) } },
      { name: 'get_resource', arguments: {} },
      { name: 'get_resource', arguments: { id: 'no-such-resource' } },
      { name: 'list_toolkits', arguments: { cursor: 'not-a-cursor' } },
      { name: 'get_toolkit', arguments: { id: 'no-such-toolkit' } },
    ];
    for (const call of cases) {
      const result = (await client.callTool(call)) as CallToolResult;
      expect(result.isError, JSON.stringify(call)).toBe(true);
      expect(textOf(result).length).toBeGreaterThan(5);
    }
    const raw = await exports.default.fetch(
      new Request(`${ORIGIN}/mcp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: '{not json',
      }),
    );
    expect(raw.status).toBeLessThan(500);
    await client.close();
  });

  it('never lists or returns a private or unlisted toolkit', async () => {
    const owner = await signUp();
    const ids: Record<string, string> = {};
    for (const visibility of ['public', 'unlisted', 'private'] as const) {
      const created = await sendJson(
        '/api/toolkits',
        'POST',
        {
          title: `Kit ${visibility} ${Date.now().toString(36)}`,
          description: 'Tools for a test.',
          emoji: '📚',
          resourceIds: ['notion'],
          visibility,
        },
        { token: owner.token, headers: { 'CF-Connecting-IP': freshAddress() } },
      );
      expect(created.status, visibility).toBe(201);
      ids[visibility] = ((await created.json()) as { toolkit: { id: string } }).toolkit.id;
    }
    const client = await connect();
    const listed = jsonOf<{ toolkits: { id: string; visibility: string }[] }>(
      await client.callTool({ name: 'list_toolkits', arguments: { limit: 50 } }),
    );
    expect(listed.toolkits.map((t) => t.id)).toContain(ids.public);
    expect(listed.toolkits.every((t) => t.visibility === 'public')).toBe(true);
    const kit = jsonOf<{ id: string }>(await client.callTool({ name: 'get_toolkit', arguments: { id: ids.public } }));
    expect(kit.id).toBe(ids.public);
    const search = textOf(
      await client.callTool({ name: 'search_resources', arguments: { query: 'Kit', type: 'toolkit' } }),
    );
    expect(search).toContain(ids.public);
    for (const hidden of [ids.unlisted, ids.private]) {
      const result = (await client.callTool({ name: 'get_toolkit', arguments: { id: hidden } })) as CallToolResult;
      expect(result.isError).toBe(true);
      expect(search).not.toContain(hidden);
      expect(JSON.stringify(listed)).not.toContain(hidden);
    }
    await client.close();
  });

  it('limits calls per address with a 429 and Retry-After', async () => {
    const address = freshAddress();
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const post = () =>
      exports.default.fetch(
        new Request(`${ORIGIN}/mcp`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json, text/event-stream',
            'CF-Connecting-IP': address,
          },
          body,
        }),
      );
    for (let i = 0; i < MCP_LIMIT.limit; i++) expect((await post()).status).toBe(200);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await connect();
    expect((await other.listTools()).tools.length).toBe(5);
    await other.close();
    expect(env.DB).toBeDefined();
  });
});
