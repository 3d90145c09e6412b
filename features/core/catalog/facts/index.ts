// The written facts of every built-in item, keyed by resource id (the catalog-facts test requires one per
// resource); the seed stores them in resources.access and resources.about.
import { APPLYING_AND_MAJORS_FACTS } from './applying-and-majors';
import { CONNECTIONS_FACTS } from './connections';
import { LEARNING_FACTS } from './learning';
import { MAKE_AND_WRITE_FACTS } from './make-and-write';
import { NATIONAL_FACTS } from './national';
import { PERKS_AND_ABROAD_FACTS } from './perks-and-abroad';
import { REGIONAL_AND_WELLNESS_FACTS } from './regional-and-wellness';
import { RESEARCH_FACTS } from './research';
import { TOOLS_AND_CREDENTIALS_FACTS } from './tools-and-credentials';
import type { FactsTable } from './types';

export const RESOURCE_FACTS: FactsTable = {
  ...APPLYING_AND_MAJORS_FACTS,
  ...RESEARCH_FACTS,
  ...NATIONAL_FACTS,
  ...PERKS_AND_ABROAD_FACTS,
  ...MAKE_AND_WRITE_FACTS,
  ...REGIONAL_AND_WELLNESS_FACTS,
  ...LEARNING_FACTS,
  ...TOOLS_AND_CREDENTIALS_FACTS,
  ...CONNECTIONS_FACTS,
};
