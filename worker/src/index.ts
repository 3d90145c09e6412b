// Worker entry: the Hono app handles /api/*; the assets binding serves the shell for everything else.
import { app } from './app';

export default app;
