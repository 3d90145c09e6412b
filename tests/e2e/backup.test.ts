// `npm run backup` on the e2e worker's live local state (accounts, toolkits and bookmarks written through
// the API first): the dump restores into a fresh database with the same rows in every table, search works again
// once the indexes are rebuilt, and the live database keeps its search index (the export ran on a copy).
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiSession, signUpSession } from './api-session';
import { backupLocal, countLocal, queryLocal, restoreLocal, tablesOf } from '../../worker/scripts/local-backup';
import { baseURL, seededState } from './seeded-worker';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(root, 'tests/.artifacts/backup-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

async function write(session: ApiSession, path: string, body: unknown): Promise<void> {
  expect((await session.send('POST', path, body)).status, path).toBe(201);
}

const FTS_MATCH = "SELECT COUNT(*) AS n FROM resources_fts WHERE resources_fts MATCH 'flashcards'";

describe('npm run backup (local D1)', () => {
  it('restores into a fresh database with the same rows per table, and search works after the rebuild', async () => {
    for (const label of ['ada', 'grace']) {
      const session = await signUpSession(baseURL, `backup-${label}`);
      await write(session, '/api/toolkits', {
        title: `Backup kit of ${label}`,
        description: 'A toolkit that must survive a backup and restore.',
        resourceIds: ['notion', 'anki'],
      });
      for (const resourceId of ['notion', 'zotero', 'canva']) {
        await write(session, '/api/bookmarks', { resourceId, type: 'resource' });
      }
    }

    // A folder the backup makes itself: it and the dump are the owner's alone (the dump holds password
    // hashes, session hashes and reset tokens).
    const dumpFile = join(work, 'dumps', 'backup.sql');
    const backup = backupLocal({ root, persistTo: seededState, output: dumpFile });
    expect(backup.file).toBe(dumpFile);
    expect((statSync(dumpFile).mode & 0o777).toString(8)).toBe('600');
    expect((statSync(join(work, 'dumps')).mode & 0o777).toString(8)).toBe('700');
    const dump = readFileSync(dumpFile, 'utf8');
    // The sign-ups above stored their passwords as the worker does everywhere but in the Workers tests (which hash
    // at 1,000 iterations: tests/vitest.config.ts): PBKDF2-SHA-256 at the full 100,000.
    const counts = [...dump.matchAll(/'pbkdf2-sha256\$(\d+)\$/g)].map((match) => match[1]);
    expect(counts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(counts)).toEqual(new Set(['100000']));
    const tables = tablesOf(dump);
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'toolkits', 'toolkit_resources', 'bookmarks', 'resources']),
    );
    expect(tables.some((t) => /fts|trigram/.test(t))).toBe(false);

    // The live database: same counts as the dump, and its search index untouched by the backup.
    const live = countLocal({ root, persistTo: seededState, tables });
    expect(backup.counts).toEqual(live);
    expect(live.users).toBeGreaterThanOrEqual(2);
    expect(live.bookmarks).toBeGreaterThanOrEqual(6);

    const fresh = join(work, 'restored');
    const restored = restoreLocal({ root, file: dumpFile, persistTo: fresh });
    expect(restored).toEqual(live);

    const [search] = queryLocal<{ n: number; trigram: number }>({
      root,
      persistTo: fresh,
      sql: `SELECT (${FTS_MATCH}) AS n, (SELECT COUNT(*) FROM resources_trigram WHERE resources_trigram MATCH 'flashc') AS trigram`,
    });
    expect(search!.n).toBeGreaterThan(0);
    expect(search!.trigram).toBeGreaterThan(0);
    // The live worker still searches (its index was never dropped).
    // After minutes without a request the kept-alive socket may be gone (EPIPE): one retry on a fresh one.
    const searchUrl = `${baseURL}/api/search?q=flashcards`;
    const liveSearch = await fetch(searchUrl).catch(() => fetch(searchUrl));
    expect(liveSearch.status).toBe(200);
    expect(JSON.stringify(await liveSearch.json())).toMatch(/anki|quizlet/i);
  }, 300_000);
});
