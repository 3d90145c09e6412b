// Home page sections as a slot: each feature exports its sections, the shell lists them in
// shell/src/app/home-sections.ts, and the home page draws them in `order` below the hero.
import type { ComponentType } from 'react';

export interface HomeSection {
  id: string;
  /** Ascending; the spec's order is tiles 10, recommended 20, trending 30, popular 40, featured strip 50,
   * featured toolkits 60, popular majors 70, bulletin 80. */
  order: number;
  /** Wrap in React.lazy so each section's code stays out of the first load. */
  Component: ComponentType;
}
