// `npm start` twice: the second run's migrate + seed keeps what the first run's users wrote and adds no
// duplicate catalog rows. The first run's state is a copy of the e2e setup's, which the same prepareLocalState as
// `npm start` made; the second run is that function again, on this test's own folder.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { prepareLocalState } from '../../worker/scripts/local-state';
import { executeLocalD1 } from './local-worker';

const root = fileURLToPath(new URL('../..', import.meta.url));
const persistTo = join(root, `tests/.artifacts/state-restart-${process.pid}`);

/** Runs one or more statements; returns the rows of each, in order. */
const d1 = (command: string) => executeLocalD1(persistTo, command, root);

describe('local state across restarts', () => {
  it('keeps data written between runs, and reseeding does not duplicate the catalog', async () => {
    cpSync(inject('pristineState'), persistTo, { recursive: true });
    d1(
      "insert into users (id, email, password_hash) values ('u-restart', 'restart@example.edu', 'x'); " +
        "insert into toolkits (id, user_id, title, description) values ('tk-restart', 'u-restart', 'Kept', 'Survives a restart'); " +
        "insert into toolkit_resources (toolkit_id, resource_id, position) values ('tk-restart', 'notion', 0);",
    );

    prepareLocalState({ persistTo, cwd: root, quiet: true });

    const [toolkit, links, resources, fts, builtIns, migrations] = d1(
      "select title from toolkits where id = 'tk-restart'; " +
        "select count(*) as n from toolkit_resources where toolkit_id = 'tk-restart'; " +
        'select count(*) as n from resources; select count(*) as n from resources_fts; ' +
        'select count(*) as n from toolkits where user_id is null; ' +
        'select name from d1_migrations order by id;',
    );
    // Tracked as wrangler tracks them (its table, the file names, in order), once each: `wrangler d1 migrations
    // apply` finds nothing left to do.
    const files = readdirSync(join(root, 'migrations'))
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(migrations?.map((row) => row.name)).toEqual(files);
    expect(toolkit).toEqual([{ title: 'Kept' }]);
    expect(links).toEqual([{ n: 1 }]);
    expect(resources).toEqual([{ n: RESOURCES.length }]);
    expect(fts).toEqual([{ n: RESOURCES.length }]);
    expect(builtIns).toEqual([{ n: 7 }]);
    rmSync(persistTo, { recursive: true, force: true });
  }, 180_000);
});
