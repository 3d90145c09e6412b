// Eligibility: the one rule that says whether a viewer qualifies, and the catalog's entries — one per
// built-in resource, each valid, seeded into D1 and read back by the API.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CATALOG_ELIGIBILITY } from '../catalog/eligibility/catalog-eligibility';
import { eligibilityFit, notRuledOut, type Eligibility } from '../catalog/eligibility/rule';
import { eligibilitySchema, readEligibility } from '../catalog/eligibility/schema';
import { RESOURCES } from '../catalog/resources/index';

const forHighSchoolAnywhere: Eligibility = {
  levels: ['high-school', 'undergraduate'],
  regions: ['international'],
  eduEmail: false,
  cost: 'free',
};
const forCanadaHighSchool: Eligibility = { levels: ['high-school'], regions: ['CA'], eduEmail: false, cost: 'free' };
const forUsGraduates: Eligibility = { levels: ['graduate'], regions: ['US'], eduEmail: false, cost: 'free' };
const forUsHighSchool: Eligibility = { levels: ['high-school'], regions: ['US'], eduEmail: false, cost: 'free' };
const forOutsideCanada: Eligibility = { ...forHighSchoolAnywhere, notIn: ['CA'] };

const canadianHighSchooler = { studyLevel: 'High School', country: 'CA' };

describe('eligibilityFit', () => {
  it('lets a high-school student in Canada qualify for high-school resources open anywhere or in Canada', () => {
    expect(eligibilityFit(forHighSchoolAnywhere, canadianHighSchooler)).toEqual({ qualifies: true });
    expect(eligibilityFit(forCanadaHighSchool, canadianHighSchooler)).toEqual({ qualifies: true });
  });

  it('rules out U.S.-only graduate resources for them on their level, and U.S.-only ones on their region', () => {
    expect(eligibilityFit(forUsGraduates, canadianHighSchooler)).toEqual({ qualifies: false, reason: 'level' });
    expect(eligibilityFit(forUsHighSchool, canadianHighSchooler)).toEqual({ qualifies: false, reason: 'region' });
    expect(eligibilityFit(forOutsideCanada, canadianHighSchooler)).toEqual({ qualifies: false, reason: 'region' });
    expect(eligibilityFit(forOutsideCanada, { studyLevel: 'High School', country: 'US' })).toEqual({ qualifies: true });
  });

  it('maps PhD to graduate and judges only what the profile knows', () => {
    expect(eligibilityFit(forUsGraduates, { studyLevel: 'PhD', country: 'US' })).toEqual({ qualifies: true });
    expect(eligibilityFit(forUsGraduates, { studyLevel: null, country: 'US' })).toEqual({ qualifies: true });
    expect(eligibilityFit(forUsGraduates, { studyLevel: 'Graduate', country: null })).toEqual({ qualifies: true });
    expect(eligibilityFit(forUsGraduates, { studyLevel: 'Professional', country: 'CA' })).toEqual({
      qualifies: false,
      reason: 'region',
    });
  });

  it('says nothing without a viewer, without a level or country, or without eligibility', () => {
    expect(eligibilityFit(forUsGraduates, null)).toBeNull();
    expect(eligibilityFit(forUsGraduates, { studyLevel: 'Other', country: null })).toBeNull();
    expect(eligibilityFit(undefined, canadianHighSchooler)).toBeNull();
    expect(notRuledOut(undefined, canadianHighSchooler)).toBe(true);
    expect(notRuledOut(forUsGraduates, canadianHighSchooler)).toBe(false);
  });
});

describe('the catalog eligibility', () => {
  it('has exactly one valid entry per built-in resource', () => {
    const ids = RESOURCES.map((r) => r.id).sort();
    expect(Object.keys(CATALOG_ELIGIBILITY).sort()).toEqual(ids);
    for (const [id, eligibility] of Object.entries(CATALOG_ELIGIBILITY)) {
      expect(eligibilitySchema.safeParse(eligibility).success, id).toBe(true);
    }
  });

  it('says U.S. programs are for the U.S. (FAFSA, state grants, 988) and open tools are for anyone', () => {
    expect(CATALOG_ELIGIBILITY.fafsa?.regions).toEqual(['US']);
    expect(CATALOG_ELIGIBILITY['cal-grant']?.regions).toEqual(['US']);
    expect(CATALOG_ELIGIBILITY['lifeline-988']?.regions).toEqual(['US']);
    expect(CATALOG_ELIGIBILITY.pmf).toMatchObject({ levels: ['graduate'], regions: ['US'] });
    expect(CATALOG_ELIGIBILITY.zotero).toMatchObject({ regions: ['international'], cost: 'free' });
    expect(CATALOG_ELIGIBILITY.notion?.eduEmail).toBe(true);
  });

  it('is seeded into D1 and a malformed value reads as not filled in', async () => {
    const row = await env.DB.prepare("select eligibility from resources where id = 'fafsa'").first<{
      eligibility: string;
    }>();
    expect(readEligibility(JSON.parse(row?.eligibility ?? 'null'))).toEqual(CATALOG_ELIGIBILITY.fafsa);
    expect(readEligibility({ levels: [], regions: ['US'], eduEmail: false, cost: 'free' })).toBeUndefined();
    expect(readEligibility({ ...forUsGraduates, regions: ['Narnia'] })).toBeUndefined();
    expect(readEligibility(null)).toBeUndefined();
  });
});
