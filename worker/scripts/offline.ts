// Imported first by every script that starts a local runtime: local runs use no network (README). Without this,
// wrangler fetches a sample `Request.cf` object from workers.cloudflare.com each time it starts one (offline: a
// stack trace and up to 3 s of waiting; nothing here reads `request.cf`) and sends usage metrics. Child processes
// (wrangler dev, the seed) inherit it.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
process.env.WRANGLER_SEND_METRICS ??= 'false';
