// The facts written for one catalog item: how a student gets it, step by step, and what the About block adds to
// the description. Only what the item's own site, its description or its eligibility record confirm.

export interface ResourceFacts {
  /** Steps in order: who can get it, what account or proof it needs, the page to start from. */
  access: readonly string[];
  /** Only when there is something true to add that the description does not say. */
  about?: string;
}

export type FactsTable = Readonly<Record<string, ResourceFacts>>;
