// Home page sections as a slot: each feature exports its sections, the shell lists them in
// shell/src/app/home-sections.ts, and the home page draws them in `order` below the hero.
//
// Home skips drawing a section until it nears the view, and holds its place meanwhile at the height the section's
// own CSS gives for the width: `--home-section-height` under 640px, then `--home-section-height-640`, `-768` and
// `-1024` from those widths up (700px where one is missing). Each is the tallest the section measures over its
// widths in English, Spanish and Chinese, plus a tenth. A guess too short lets the skipped section's content spill
// over the sections below it, which checkers such as Lighthouse's touch-target audit then read as overlapping
// controls; one too tall only lengthens the scrollbar until the section is drawn.
import type { ComponentType } from 'react';

export interface HomeSection {
  id: string;
  /** Ascending; the spec's order is tiles 10, recommended 20, trending 30, popular 40, featured strip 50,
   * featured toolkits 60, popular majors 70, bulletin 80. */
  order: number;
  /** Wrap in React.lazy so each section's code stays out of the first load. */
  Component: ComponentType;
}
