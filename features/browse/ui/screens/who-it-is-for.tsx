// "Who it's for" on the detail page, in words: study levels, where, whether a school (.edu) e-mail is needed, cost.
import { countryName } from '@quadkit/core/catalog/countries';
import { ANYWHERE, type Eligibility } from '@quadkit/core/catalog/eligibility/rule';

const LEVELS = { 'high-school': 'High school', undergraduate: 'Undergraduate', graduate: 'Graduate' } as const;
const COSTS = { free: 'Free', discount: 'Student discount', paid: 'Paid' } as const;

function where({ regions, notIn }: Eligibility): string {
  const places = regions.map((region) => (region === ANYWHERE ? 'Anywhere' : countryName(region)));
  const except = notIn?.length ? ` except ${notIn.map((code) => countryName(code)).join(', ')}` : '';
  return `${places.join(', ')}${except}`;
}

export function WhoItIsFor({ eligibility }: { eligibility: Eligibility }) {
  const parts = [
    eligibility.levels.map((level) => LEVELS[level]).join(', '),
    where(eligibility),
    COSTS[eligibility.cost],
    ...(eligibility.eduEmail ? ['Needs a school (.edu) e-mail'] : []),
  ];
  return (
    <p className="resource-detail__who">
      <strong>Who it's for:</strong> {parts.join(' · ')}
    </p>
  );
}
