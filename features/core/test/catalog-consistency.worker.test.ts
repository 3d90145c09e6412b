// One story per resource: tags, region and category never contradict the eligibility record (cost,
// level, region), across the whole catalog as written and as seeded into D1, and the check does fail on a
// contradiction planted in either.
import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { CATALOG_ELIGIBILITY } from '../catalog/eligibility/catalog-eligibility';
import { catalogContradictions, contradictions } from '../catalog/eligibility/consistency';
import type { Eligibility } from '../catalog/eligibility/rule';
import { RESOURCES } from '../catalog/resources/index';
import type { Resource } from '../catalog/types';
import { resources } from '../server/schema';
import { toResource } from '../server/resource-row';

const byId = (id: string) => CATALOG_ELIGIBILITY[id];

async function seededCatalog(): Promise<Resource[]> {
  const rows = await drizzle(env.DB).select().from(resources);
  return rows.map(toResource);
}

const fromRecord = (list: readonly Resource[]) => (id: string) => list.find((r) => r.id === id)?.eligibility;

describe('catalog consistency', () => {
  it('finds no contradiction between tags, region, category and eligibility anywhere in the catalog', () => {
    expect(catalogContradictions(RESOURCES, byId)).toEqual([]);
  });

  it('finds none in the seeded D1 either, where every resource carries its eligibility', async () => {
    const seeded = await seededCatalog();
    expect(seeded.length).toBe(RESOURCES.length);
    expect(catalogContradictions(seeded, fromRecord(seeded))).toEqual([]);
  });

  it('fails on a contradiction planted in the seeded D1 (UCAS tagged Free again)', async () => {
    const ucas = RESOURCES.find((r) => r.id === 'ucas')!;
    await env.DB.prepare('UPDATE resources SET tags = ? WHERE id = ?')
      .bind(JSON.stringify([...ucas.tags, 'Free']), 'ucas')
      .run();
    const seeded = await seededCatalog();
    expect(catalogContradictions(seeded, fromRecord(seeded))).toEqual([
      "ucas: tagged 'Free' but its eligibility says it costs (paid)",
    ]);
    await env.DB.prepare('UPDATE resources SET tags = ? WHERE id = ?').bind(JSON.stringify(ucas.tags), 'ucas').run();
  });
});

describe('contradictions', () => {
  const base = { id: 'x', category: 'learning' as const, tags: [] as string[] };
  const free: Eligibility = { levels: ['undergraduate'], regions: ['international'], eduEmail: false, cost: 'free' };
  const paid: Eligibility = { ...free, cost: 'paid' };
  const discount: Eligibility = { ...free, cost: 'discount' };
  const usHighSchool: Eligibility = { ...free, levels: ['high-school'], regions: ['US'] };

  it("reports 'Free' on something that costs, and a discount tag on something paid", () => {
    expect(contradictions({ ...base, tags: ['Free'] }, paid)).toHaveLength(1);
    expect(contradictions({ ...base, tags: ['Free'] }, discount)).toHaveLength(1);
    expect(contradictions({ ...base, tags: ['Student Discount'] }, paid)).toHaveLength(1);
    expect(contradictions({ ...base, tags: ['Free', 'Student Discount'] }, free)).toEqual([]);
  });

  it("reports a bare 'Paid' tag, which reads as a price, but not 'Paid Internship' on a free program", () => {
    expect(contradictions({ ...base, tags: ['Paid'] }, free)[0]).toMatch(/reads as a price/);
    expect(contradictions({ ...base, tags: ['Paid Internship'] }, free)).toEqual([]);
    expect(contradictions({ ...base, tags: ['Paid Internship'] }, paid)).toHaveLength(1);
  });

  it('reports a graduate-school tag on a high-school-only resource', () => {
    expect(contradictions({ ...base, tags: ['Graduate School'] }, usHighSchool)).toHaveLength(1);
    expect(contradictions({ ...base, tags: ['Graduate School'] }, free)).toEqual([]);
  });

  it('reports a U.S. region on a resource whose eligibility is not U.S.-only', () => {
    const regional = { ...base, category: 'regional-resources' as const, region: 'west' as const };
    expect(contradictions(regional, free)).toHaveLength(1);
    expect(contradictions(regional, usHighSchool)).toEqual([]);
  });

  it('reports a regional resource without a region, a region outside the regional categories, and stray aid kinds', () => {
    expect(contradictions({ ...base, category: 'regional-resources' }, free)).toHaveLength(1);
    expect(contradictions({ ...base, region: 'south' }, usHighSchool)).toHaveLength(1);
    expect(contradictions({ ...base, tags: ['Need-Based'] }, free)).toHaveLength(1);
    expect(contradictions({ ...base, tags: ['Need-Based', 'Scholarship'] }, free)).toEqual([]);
    const nationwide = { ...base, category: 'regional-resources' as const, region: 'nationwide' as const };
    expect(contradictions({ ...nationwide, tags: ['Scholarship'] }, usHighSchool)).toHaveLength(1);
  });

  it('reports a resource with no eligibility record', () => {
    expect(contradictions(base, undefined)).toEqual(['x: no eligibility record']);
  });
});
