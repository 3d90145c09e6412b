// The smallest worker in the app's shape (behind the asset router, one D1 binding, one KV namespace): what any
// answer costs here before the app does anything. GET /d1 runs one `SELECT 1` (one D1 round trip); GET
// /edge-miss does what an edge-cached answer does when the edge has no copy yet (read the data's version from KV,
// look in the Cache API, one D1 round trip, store the answer); any other path answers at once.
export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === '/d1') {
      const { results } = await env.DB.prepare('SELECT 1 AS one').all();
      return Response.json(results);
    }
    if (pathname === '/edge-miss') {
      const version = (await env.CACHE.get('catalog:version')) ?? '0';
      const key = new Request(`${request.url}${request.url.includes('?') ? '&' : '?'}v=${version}`);
      const hit = await caches.default.match(key);
      if (hit) return hit;
      const { results } = await env.DB.prepare('SELECT 1 AS one').all();
      const response = Response.json(results, { headers: { 'Cache-Control': 'public, max-age=300' } });
      ctx.waitUntil(caches.default.put(key, response.clone()));
      return response;
    }
    return new Response('ok');
  },
};
