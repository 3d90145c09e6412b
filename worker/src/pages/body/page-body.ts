// The page's body rendered by the shell's edge renderer (docs/decisions/0019): its screen's HTML inside #root, the
// route loaders' data as a JSON block the browser entry hydrates from (type application/json: never executed, so
// the CSP's script rule stands), a <link> per stylesheet the matched screens need (no unstyled first paint) and a
// modulepreload per script they need.
import { type RenderedBody, ROUTER_DATA_ID } from '@quadkit/core/shared/rendered-page';
import type { InProcessFetch } from '../head/in-process-api';

const ROOT = '<div id="root"></div>';

/**
 * Renders `request`'s page, its API calls going through the worker's own app with the visitor's cookie (the same
 * answers the head was built from). Null when the page stays client-rendered (or the renderer failed: logged).
 */
export async function renderPageBody(request: Request, fetchApp: InProcessFetch): Promise<RenderedBody | null> {
  const origin = new URL(request.url).origin;
  const cookie = request.headers.get('Cookie');
  const apiFetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const inner = new Request(new URL(input instanceof Request ? input.url : String(input), origin), init);
    if (cookie) inner.headers.set('Cookie', cookie);
    return fetchApp(inner);
  };
  try {
    // Loaded on the first page render only: API requests and the Workers tests that never render a page skip it.
    const { renderBody } = await import('@quadkit/shell/server');
    return await renderBody(new Request(request.url, { signal: request.signal }), apiFetch);
  } catch (error) {
    console.error(`Rendering ${new URL(request.url).pathname} failed; the browser renders it instead`, error);
    return null;
  }
}

/** index.html (with its head already filled in) around the rendered body. */
export function withBody(indexHtml: string, body: RenderedBody): string {
  const links = [
    ...body.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    // The screen's chunks download beside the entry rather than after it has run (no script waterfall).
    ...body.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
  const page = indexHtml.replace('</head>', `${body.head}${links}</head>`);
  const at = page.indexOf(ROOT);
  if (at < 0) throw new Error('index.html is missing <div id="root"></div>');
  const data = `<script type="application/json" id="${ROUTER_DATA_ID}">${body.data}</script>`;
  return `${page.slice(0, at)}<div id="root">${body.html}</div>${data}${page.slice(at + ROOT.length)}`;
}
