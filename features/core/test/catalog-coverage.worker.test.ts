// The catalog covers every student: enough real resources, every category filled, every major field
// with discipline-specific resources, study destinations outside the U.S., and no verified date nobody earned.
import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../catalog/categories';
import { MAJOR_FIELDS } from '../catalog/majors/fields';
import { MAJORS } from '../catalog/majors/majors';
import { STUDY_DESTINATIONS } from '../catalog/regions';
import { RESOURCES } from '../catalog/resources/index';

const majorIds = new Set(MAJORS.map((m) => m.id));

describe('catalog coverage', () => {
  it('has at least 200 resources and at least 8 in every category', () => {
    expect(RESOURCES.length).toBeGreaterThanOrEqual(200);
    for (const slug of CATEGORY_SLUGS) {
      expect(RESOURCES.filter((r) => r.category === slug).length, slug).toBeGreaterThanOrEqual(8);
    }
  });

  it('gives every resource an https URL, and a last_verified date only where a review really happened', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const r of RESOURCES) {
      expect(new URL(r.url).protocol, r.id).toBe('https:');
      if (r.lastVerified === undefined) continue;
      expect(r.lastVerified, r.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(r.lastVerified)), r.id).toBe(false);
      expect(r.lastVerified <= today, r.id).toBe(true);
    }
    // 2026-11-23 was stamped on every item without fetching any (docs/decisions/0017); it is no review.
    expect(RESOURCES.filter((r) => r.lastVerified === '2026-11-23').map((r) => r.id)).toEqual([]);
  });

  it('names only existing majors as the ones a discipline resource serves', () => {
    for (const r of RESOURCES) for (const id of r.majors ?? []) expect(majorIds.has(id), `${r.id} → ${id}`).toBe(true);
  });

  it('gives every major field at least 10 discipline-specific resources, listed on its majors', () => {
    for (const field of MAJOR_FIELDS) {
      const majors = MAJORS.filter((m) => m.fields.includes(field.id));
      const specific = RESOURCES.filter((r) => r.majors?.some((id) => majors.some((m) => m.id === id)));
      expect(specific.length, field.id).toBeGreaterThanOrEqual(10);
      const listed = new Set(majors.flatMap((m) => m.resourceIds));
      for (const r of specific) expect(listed.has(r.id), `${field.id} lists ${r.id}`).toBe(true);
    }
  });

  it('covers every U.S. region and at least 8 countries or regions outside the U.S.', () => {
    const regional = RESOURCES.filter((r) => r.category === 'regional-resources' || r.category === 'study-abroad');
    for (const region of ['northeast', 'midwest', 'south', 'west'] as const) {
      expect(regional.filter((r) => r.region === region).length, region).toBeGreaterThanOrEqual(3);
    }
    const destinations = STUDY_DESTINATIONS.filter((place) => regional.some((r) => r.tags.includes(place)));
    expect(destinations.length, destinations.join(', ')).toBeGreaterThanOrEqual(8);
  });
});
