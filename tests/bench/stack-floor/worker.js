// The smallest worker in the app's shape (behind the asset router, one D1 binding): what any answer costs here
// before the app does anything. GET /d1 runs one `SELECT 1` (one D1 round trip); any other path answers at once.
export default {
  async fetch(request, env) {
    if (new URL(request.url).pathname === '/d1') {
      const { results } = await env.DB.prepare('SELECT 1 AS one').all();
      return Response.json(results);
    }
    return new Response('ok');
  },
};
