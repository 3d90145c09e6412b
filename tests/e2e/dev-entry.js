// The entry of the e2e run's bundle (tests/e2e/test-config.ts): the real worker, with the one thing `wrangler dev`
// wraps around it that the local runtime needs. A request body the worker did not read (an answer given before
// it, such as a 401) is drained before answering, as wrangler's own middleware-ensure-req-body-drained does;
// without that, local workerd tells the client "Network connection lost". Cloudflare's edge needs no such thing.
import worker from '../../worker/src/index.ts';

export * from '../../worker/src/index.ts';

export default {
  ...worker,
  async fetch(request, env, ctx) {
    try {
      return await worker.fetch(request, env, ctx);
    } finally {
      if (request.body !== null && !request.bodyUsed) await request.body.pipeTo(new WritableStream()).catch(() => {});
    }
  },
};
