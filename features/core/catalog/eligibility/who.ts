// Shorthand for writing the catalog's eligibility by hand: who('HU', 'US', 'free') reads "high school and
// undergraduate students in the U.S., free". H, U, G are the levels; regions are space-separated.
import type { Eligibility, EligibilityCost, EligibilityLevel } from './rule';

const LEVEL_LETTERS: Record<string, EligibilityLevel> = { H: 'high-school', U: 'undergraduate', G: 'graduate' };

interface Extra {
  /** Sign-up needs a school (.edu) e-mail. */
  edu?: true;
  /** With 'international': the countries left out, space-separated. */
  notIn?: string;
}

export function who(levels: string, regions: string, cost: EligibilityCost, extra: Extra = {}): Eligibility {
  const eligibility: Eligibility = {
    levels: [...levels].map((letter) => {
      const level = LEVEL_LETTERS[letter];
      if (!level) throw new Error(`Unknown level letter '${letter}'`);
      return level;
    }),
    regions: regions.split(' '),
    eduEmail: extra.edu === true,
    cost,
  };
  if (extra.notIn) eligibility.notIn = extra.notIn.split(' ');
  return eligibility;
}

/** Study tools, references and software anyone can use for free, at any level, anywhere. */
export const everyoneFree = (): Eligibility => who('HUG', 'international', 'free');
