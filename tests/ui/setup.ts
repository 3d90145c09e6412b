// Runs before every UI test file: Testing Library waits up to 10 s for async UI (lazy route chunks are
// transformed on first import, which takes longer than the 1 s default on a 2-core machine that runs the
// browser tests at the same time).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });

// Each test starts from an empty query cache, as a fresh page load does (answers are kept for a whole visit).
import { afterEach } from 'vitest';
import { browserQueries } from '@quadkit/core/ui/data/query-cache';

afterEach(() => browserQueries.clear());

// Hono's client loads on the app's first API call (core/ui/data/rpc.ts); loaded here, each call reaches fetch at
// once, as every call after the first does in the browser.
import { beforeAll } from 'vitest';
import { loadApiClient } from '@quadkit/core/ui/data/rpc';

beforeAll(() => loadApiClient());
