// POST /api/functions/import-majors: admins refresh majors from the bundled catalog; a second run changes
// nothing; 401 signed out, 403 for a non-admin, 405 (with Allow) for GET, all in the one error shape.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MAJORS } from '@quadkit/core/catalog/majors/majors';
import { signUp } from '../../../tests/workers/session';
import { call, signUpAdmin } from './helpers';

const PATH = '/api/functions/import-majors';

async function snapshot() {
  const read = async (sql: string) => (await env.DB.prepare(sql).all()).results;
  return {
    majors: await read('select * from majors order by id'),
    fields: await read('select * from major_fields order by id'),
    links: await read('select * from major_field_links order by major_id, field_id'),
    resources: await read('select * from major_resources order by major_id, resource_id'),
  };
}

describe('import-majors', () => {
  it('restores the catalog majors and their resources, reports counts, and a second run changes nothing', async () => {
    const admin = await signUpAdmin();
    const major = MAJORS[0]!;
    // Drift to repair: a renamed major and a lost resource link.
    await env.DB.batch([
      env.DB.prepare("update majors set name = 'Renamed' where id = ?").bind(major.id),
      env.DB.prepare('delete from major_resources where major_id = ?').bind(major.id),
    ]);
    const first = await call<{ success: boolean; imported: Record<string, number> }>(
      PATH,
      'POST',
      {},
      {
        token: admin.token,
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.imported.majors).toBe(MAJORS.length);
    expect(first.body.imported.majorResources).toBeGreaterThan(0);
    const fixed = await snapshot();
    expect(fixed.majors.find((m) => m.id === major.id)?.name).toBe(major.name);
    expect(fixed.resources.filter((r) => r.major_id === major.id).length).toBeGreaterThan(0);
    expect(fixed.resources).toHaveLength(first.body.imported.majorResources ?? -1);

    const second = await call(PATH, 'POST', {}, { token: admin.token });
    expect(second.body).toEqual(first.body);
    expect(await snapshot()).toEqual(fixed);
  });

  it('answers 401 signed out and 403 to a signed-in non-admin, changing nothing', async () => {
    await env.DB.prepare("update majors set name = 'Drifted' where id = ?").bind(MAJORS[1]!.id).run();
    const before = await snapshot();
    const anonymous = await call(PATH, 'POST', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toEqual({ code: 'unauthorized', message: 'Auth session missing!' });
    const user = await signUp();
    const refused = await call(PATH, 'POST', {}, { token: user.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('forbidden');
    expect(await snapshot()).toEqual(before);
  });

  it('answers GET with 405 and Allow: POST', async () => {
    const admin = await signUpAdmin();
    const { status, headers, body } = await call(PATH, 'GET', undefined, { token: admin.token });
    expect(status).toBe(405);
    expect(headers.get('Allow')).toBe('POST');
    expect(body.error?.code).toBe('method_not_allowed');
  });
});
