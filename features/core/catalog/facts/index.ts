// The written facts of every built-in item, keyed by resource id, and the steps the seed stores for each item:
// the written ones, else steps derived from its own record (./derived.ts).
import type { Eligibility } from '../eligibility/rule';
import type { Resource } from '../types';
import { APPLYING_AND_MAJORS_FACTS } from './applying-and-majors';
import { derivedAccess } from './derived';
import { LEARNING_FACTS } from './learning';
import { MAKE_AND_WRITE_FACTS } from './make-and-write';
import { NATIONAL_FACTS } from './national';
import { PERKS_AND_ABROAD_FACTS } from './perks-and-abroad';
import { REGIONAL_AND_WELLNESS_FACTS } from './regional-and-wellness';
import { RESEARCH_FACTS } from './research';
import type { FactsTable, ResourceFacts } from './types';

export const RESOURCE_FACTS: FactsTable = {
  ...APPLYING_AND_MAJORS_FACTS,
  ...RESEARCH_FACTS,
  ...NATIONAL_FACTS,
  ...PERKS_AND_ABROAD_FACTS,
  ...MAKE_AND_WRITE_FACTS,
  ...REGIONAL_AND_WELLNESS_FACTS,
  ...LEARNING_FACTS,
};

export function factsFor(resource: Pick<Resource, 'id' | 'title' | 'url'>, eligibility?: Eligibility): ResourceFacts {
  return RESOURCE_FACTS[resource.id] ?? { access: derivedAccess(resource, eligibility) };
}
