// A page's head and body asking the same API read within one page request: the app runs it once, and every
// caller still reads a whole answer of its own.
import { describe, expect, it } from 'vitest';
import { sharingGets } from '../src/pages/shared-gets';

function countingApp() {
  const seen: string[] = [];
  const fetchApp = async (request: Request) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
    return Response.json({ answer: seen.length });
  };
  return { seen, fetchApp };
}

describe('one answer per API read within a page', () => {
  it('runs a GET once and gives each caller its own readable copy', async () => {
    const { seen, fetchApp } = countingApp();
    const fetch = sharingGets(fetchApp);
    const url = 'http://localhost/api/toolkits/finals-survival-kit';
    const [head, body] = await Promise.all([fetch(new Request(url)), fetch(new Request(url))]);
    expect(await head.json()).toEqual({ answer: 1 });
    expect(await body.json()).toEqual({ answer: 1 });
    // A third caller after both have read still gets the answer.
    expect(await (await fetch(new Request(url))).json()).toEqual({ answer: 1 });
    expect(seen).toEqual(['GET /api/toolkits/finals-survival-kit']);
  });

  it('runs other URLs and anything but GET on their own', async () => {
    const { seen, fetchApp } = countingApp();
    const fetch = sharingGets(fetchApp);
    await fetch(new Request('http://localhost/api/resources'));
    await fetch(new Request('http://localhost/api/resources?category=research'));
    await fetch(new Request('http://localhost/api/events', { method: 'POST', body: '{}' }));
    await fetch(new Request('http://localhost/api/events', { method: 'POST', body: '{}' }));
    expect(seen).toEqual(['GET /api/resources', 'GET /api/resources', 'POST /api/events', 'POST /api/events']);
  });
});
