// Worker entry: the Hono app handles /api/*; the assets binding serves the shell for everything else.
// Durable Object classes must be exported from the entry module for wrangler.toml's bindings to find them.
import { app } from './app';

export { SystemChannel } from './realtime/system-channel';

export default app;
