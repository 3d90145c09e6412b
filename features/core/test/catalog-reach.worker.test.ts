// Coverage: every major page carries items specific to its field (Religious Studies had only generic
// ones), and students in ten countries beyond the U.S. find at least five items meant for their country.
import { describe, expect, it } from 'vitest';
import { CATALOG_ELIGIBILITY } from '../catalog/eligibility/catalog-eligibility';
import { MAJORS, MIN_FIELD_SPECIFIC } from '../catalog/majors/majors';
import { MAJOR_FIELDS } from '../catalog/majors/fields';
import { RESOURCES } from '../catalog/resources/index';

const byId = new Map(RESOURCES.map((r) => [r.id, r]));
const majorById = new Map(MAJORS.map((m) => [m.id, m]));

/** A resource is specific to a field when it names a major of that field. */
const specificTo = (resourceId: string, fieldId: string) =>
  (byId.get(resourceId)?.majors ?? []).some((id) => majorById.get(id)?.fields.includes(fieldId));

const COUNTRIES = ['IN', 'NG', 'BR', 'MX', 'ID', 'PH', 'PK', 'DE', 'KR', 'KE'];

describe('catalog reach', () => {
  it(`gives every major page at least ${MIN_FIELD_SPECIFIC} items specific to its field, in all 13 fields`, () => {
    expect(MAJOR_FIELDS).toHaveLength(13);
    for (const field of MAJOR_FIELDS) {
      const majors = MAJORS.filter((m) => m.fields.includes(field.id));
      expect(majors.length, field.id).toBeGreaterThan(0);
      for (const major of majors) {
        const specific = major.resourceIds.filter((id) => major.fields.some((f) => specificTo(id, f)));
        expect(specific.length, `${major.id} (${field.id})`).toBeGreaterThanOrEqual(MIN_FIELD_SPECIFIC);
      }
    }
  });

  it('gives Religious Studies items about religion, listed first on its page', () => {
    const page = majorById.get('religious-studies')!.resourceIds;
    const own = page.filter((id) => byId.get(id)?.majors?.includes('religious-studies'));
    expect(own.length).toBeGreaterThanOrEqual(MIN_FIELD_SPECIFIC);
    expect(page.slice(0, own.length)).toEqual(own);
  });

  it('has at least 5 items for each of 10 countries beyond the U.S., named in their eligibility', () => {
    for (const country of COUNTRIES) {
      const items = RESOURCES.filter((r) => CATALOG_ELIGIBILITY[r.id]?.regions.includes(country));
      expect(items.length, country).toBeGreaterThanOrEqual(5);
    }
  });
});
