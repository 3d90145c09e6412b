// GET /developers: the API reference, rendered by the worker from /api/openapi.json itself (no script, no CDN),
// with the feeds, llms.txt and the MCP server. Its one inline stylesheet is allowed by its hash in this response's
// CSP, as rendered pages' are.
import type { Context } from 'hono';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { BULLETIN_FEED, RESOURCES_FEED } from './feed-links';
import { PUBLIC_API_VERSION } from './public-api';

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}
interface OpenApi {
  info: { title: string; version: string; description?: string };
  paths: Record<string, { get?: Operation }>;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem 1.25rem;color:#1f2430}
h1{font-size:1.8rem}h2{margin-top:2.5rem;border-bottom:1px solid #ddd}h3{margin-top:2rem;font-family:ui-monospace,monospace;font-size:1.05rem}
code,pre{font-family:ui-monospace,monospace;font-size:.9rem}pre{background:#f4f5f7;padding:.75rem;overflow:auto;border-radius:6px;max-height:24rem}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}
.method{background:#1f6f43;color:#fff;border-radius:4px;padding:0 .4rem;margin-right:.5rem}a{color:#2047c7}
@media (prefers-color-scheme:dark){body{background:#14161b;color:#e6e8ee}pre{background:#22252d}td,th,h2{border-color:#3a3e48}a{color:#8fb0ff}}`;

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const paragraphs = (text = '') =>
  text
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.replace(/\s+/g, ' ').trim())}</p>`)
    .join('');

const anchor = (path: string) => path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

function operationHtml(path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td>` +
        `<td><code>${escapeHtml(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
    )
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => {
      const schema = r.content?.['application/json']?.schema;
      const body = schema && status === '200' ? `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>` : '';
      return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(r.description ?? '')}${body}</li>`;
    })
    .join('');
  return (
    `<section id="${anchor(path)}"><h3><span class="method">GET</span>${escapeHtml(path)}</h3>` +
    `<p><strong>${escapeHtml(op.summary ?? '')}</strong></p>${paragraphs(op.description)}` +
    (params
      ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${params}</tbody></table>`
      : '<p>No parameters.</p>') +
    `<p>Responses:</p><ul>${responses}</ul></section>`
  );
}

export function developersHtml(spec: OpenApi, origin: string): string {
  const entries = Object.entries(spec.paths).flatMap(([path, item]) => (item.get ? [[path, item.get] as const] : []));
  const index = entries
    .map(
      ([path, op]) =>
        `<li><a href="#${anchor(path)}"><code>${escapeHtml(path)}</code></a> ${escapeHtml(op.summary ?? '')}</li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Use the catalog: API, feeds, llms.txt and MCP – Quadkit</title>
<meta name="description" content="Quadkit's open catalog: a documented read API (OpenAPI 3.1), Atom feeds, llms.txt and an MCP server.">
<link rel="canonical" href="${origin}/developers">
<link rel="alternate" type="application/atom+xml" title="Quadkit: new resources" href="${RESOURCES_FEED}">
<link rel="alternate" type="application/atom+xml" title="Quadkit bulletin board" href="${BULLETIN_FEED}">
<style>${STYLE}</style></head><body>
<p><a href="/">← Quadkit</a></p>
<h1>Use the catalog</h1>
<p>Quadkit's catalog is open for students' apps, advisors, student unions, clubs and AI assistants. Everything here is
read-only public data; no key is needed.</p>
<ul>
<li><strong>API</strong>: <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI 3.1, version ${escapeHtml(PUBLIC_API_VERSION)}). CORS is open to any origin for the GET routes below; answers carry an <code>ETag</code> (send <code>If-None-Match</code> for a 304).</li>
<li><strong>Feeds</strong> (Atom): <a href="${RESOURCES_FEED}"><code>${RESOURCES_FEED}</code></a>, per category <code>/feeds/resources/{category}.atom</code>, and <a href="${BULLETIN_FEED}"><code>${BULLETIN_FEED}</code></a>.</li>
<li><strong>For language models</strong>: <a href="/llms.txt"><code>/llms.txt</code></a> and <a href="/llms-full.txt"><code>/llms-full.txt</code></a>, generated from the live catalog.</li>
<li><strong>MCP server</strong>: <code>${escapeHtml(origin)}/mcp</code> (Streamable HTTP, stateless). Tools: <code>search_resources</code>, <code>get_resource</code>, <code>list_categories</code>, <code>list_toolkits</code>, <code>get_toolkit</code>; prompt <code>use-quadkit</code>; resource <code>quadkit://guide</code>.</li>
</ul>
<h2>Stability and limits</h2>
<p>This is version 1. Fields may be added; a breaking change (a field removed or retyped, a route removed) is
published as a new version and never made to this one. Too many requests from one address answer 429 with
<code>Retry-After</code>. Errors share one shape: <code>{"error":{"code","message","issues?"}}</code>.</p>
<h2>${escapeHtml(spec.info.title)}</h2>
<ul>${index}</ul>
${entries.map(([path, op]) => operationHtml(path, op)).join('\n')}
</body></html>`;
}

export async function developersPage(c: Context<AppEnv>, spec: OpenApi): Promise<Response> {
  c.set('inlineStyleHashes', [`sha256-${await sha256Base64(STYLE)}`]);
  c.header('Cache-Control', 'public, max-age=0, must-revalidate');
  return c.html(developersHtml(spec, new URL(c.req.url).origin));
}

export type { OpenApi };
