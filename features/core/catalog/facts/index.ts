// The written facts of every built-in item (data/facts/*.json), keyed by resource id (the catalog-facts test
// requires one per resource); the seed stores them in resources.access and resources.about.
import applyingAndMajors from '../data/facts/applying-and-majors.json';
import connections from '../data/facts/connections.json';
import learning from '../data/facts/learning.json';
import makeAndWrite from '../data/facts/make-and-write.json';
import national from '../data/facts/national.json';
import perksAndAbroad from '../data/facts/perks-and-abroad.json';
import regionalAndWellness from '../data/facts/regional-and-wellness.json';
import research from '../data/facts/research.json';
import toolsAndCredentials from '../data/facts/tools-and-credentials.json';
import type { FactsTable } from './types';

/** Each data file (path under catalog/) with its table; validation names entries by file. */
export const FACTS_FILES: readonly (readonly [file: string, table: FactsTable])[] = [
  ['data/facts/applying-and-majors.json', applyingAndMajors],
  ['data/facts/research.json', research],
  ['data/facts/national.json', national],
  ['data/facts/perks-and-abroad.json', perksAndAbroad],
  ['data/facts/make-and-write.json', makeAndWrite],
  ['data/facts/regional-and-wellness.json', regionalAndWellness],
  ['data/facts/learning.json', learning],
  ['data/facts/tools-and-credentials.json', toolsAndCredentials],
  ['data/facts/connections.json', connections],
];

/** The files' tables as one (validated first by validate-catalog.ts). */
export const factsFrom = (
  files: readonly (readonly [file: string, table: Readonly<Record<string, unknown>>])[],
): FactsTable => Object.assign({}, ...files.map(([, table]) => table));

export const RESOURCE_FACTS: FactsTable = factsFrom(FACTS_FILES);
