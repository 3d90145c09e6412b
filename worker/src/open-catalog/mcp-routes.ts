// POST /mcp: the MCP server over Streamable HTTP, stateless (a server and transport per request, JSON answers), so
// it runs on any isolate with no Durable Object. Rate-limited per address in D1 (429 with Retry-After); GET and
// DELETE (streams and sessions) are refused with 405, as a stateless server does.
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { createDb } from '@quadkit/core/server/db';
import { ApiError } from '@quadkit/core/server/errors';
import { clientAddress, hitRateLimit, type RateLimit } from '@quadkit/core/server/rate-limit';
import { catalogMcpServer } from './mcp-server';

export const MCP_LIMIT: RateLimit = { name: 'mcp', limit: 60, windowMs: 60 * 1000, what: 'MCP requests' };
const MCP_BODY_BYTES = 64 * 1024;

const jsonRpcError = (message: string) => ({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });

export const mcpRoutes = new Hono<AppEnv>()
  .post(
    '/mcp',
    bodyLimit({
      maxSize: MCP_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, 'payload_too_large', 'An MCP request is at most 64 KB.');
      },
    }),
    async (c) => {
      const db = createDb(c.env.DB);
      await hitRateLimit(db, MCP_LIMIT, `addr:${clientAddress(c)}`);
      const server = catalogMcpServer(db, new URL(c.req.url).origin);
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      await server.connect(transport);
      try {
        const response = await transport.handleRequest(c.req.raw);
        // The answer is read whole before the server closes (JSON mode answers in one body).
        return new Response(await response.arrayBuffer(), response);
      } finally {
        await server.close();
      }
    },
  )
  .on(['GET', 'DELETE'], '/mcp', (c) =>
    c.json(jsonRpcError('This MCP server is stateless: send JSON-RPC requests with POST.'), 405, { Allow: 'POST' }),
  );
