// One page, one answer per API read: a page's head (head/page-heads.ts) and its body's loaders (body/page-body.ts)
// often ask the same endpoint (a toolkit page reads its toolkit for the title and for the screen). Within one page
// request, a GET already asked for is not run again through the app (and D1); each caller gets its own copy.
import type { InProcessFetch } from './head/in-process-api';

export function sharingGets(fetchApp: InProcessFetch): InProcessFetch {
  const asked = new Map<string, Promise<Response>>();
  return (request) => {
    if (request.method !== 'GET') return fetchApp(request);
    // Every request of one page carries the same visitor's cookie, so the URL names the answer.
    let answer = asked.get(request.url);
    if (!answer) {
      answer = fetchApp(request);
      asked.set(request.url, answer);
    }
    // The kept response is never read itself: every caller reads a clone.
    return answer.then((response) => response.clone());
  };
}
