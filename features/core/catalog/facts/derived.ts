// Access steps derived from what the catalog already records for an item (its page and its eligibility), for
// built-in items nobody has written steps for yet. Only restates recorded facts, so it can never claim an
// account or a login the item does not need; written facts (./index.ts) always win.
import { countryName } from '../countries';
import type { Eligibility } from '../eligibility/rule';
import type { Resource } from '../types';

const LEVEL_NAMES = { 'high-school': 'high school', undergraduate: 'undergraduate', graduate: 'graduate' } as const;

function page(url: string): string {
  const u = new URL(url);
  const path = u.pathname === '/' ? '' : u.pathname.replace(/\/$/, '');
  return `${u.hostname.replace(/^www\./, '')}${path}`;
}

const names = (codes: readonly string[]) =>
  codes.length > 6 ? `${codes.length} countries (see “Who it’s for”)` : codes.map((code) => countryName(code)).join(', ');

function audience(e: Eligibility): string {
  const levels = e.levels.map((level) => LEVEL_NAMES[level]);
  const who = `${levels.length === 3 ? 'students at any level' : `${levels.join(' and ')} students`}`;
  if (e.regions.includes('international')) {
    const except = e.notIn?.length ? ` outside ${names(e.notIn)}` : ' anywhere';
    return `It is meant for ${who}${except}.`;
  }
  return `It is meant for ${who} in ${names(e.regions)}.`;
}

const COST: Record<Eligibility['cost'], string> = {
  free: 'You can start without paying.',
  discount: 'Students pay a reduced price, so have proof that you are enrolled ready.',
  paid: 'Expect to pay a fee; check the current price on the site before you commit.',
};

export function derivedAccess(resource: Pick<Resource, 'title' | 'url'>, eligibility?: Eligibility): string[] {
  const steps = [`Start at ${page(resource.url)}, the page for ${resource.title}.`];
  if (eligibility) {
    steps.push(audience(eligibility));
    if (eligibility.eduEmail) steps.push('Sign up with your school e-mail address.');
    steps.push(COST[eligibility.cost]);
  }
  return steps;
}
