// A suggestion that looks like something already in the catalog or waiting for review: same site and
// overlapping path, or a near-identical name. Not refused (the same site can host a different tool): the
// submitter is told and the reviewer sees it with 'Reject as duplicate'. An identical URL is still refused.
export interface PossibleDuplicate {
  where: 'catalog' | 'pending';
  title: string;
  url: string;
  /** The catalog resource's id (its page is /resource/{id}); absent for a pending suggestion. */
  resourceId?: string;
}

/** The reason a one-click 'Reject as duplicate' gives the submitter. */
export const duplicateRejectReason = (duplicate: PossibleDuplicate): string =>
  duplicate.where === 'catalog'
    ? `Duplicate: ${duplicate.title} is already in our catalog.`
    : `Duplicate: ${duplicate.title} was suggested earlier and is being reviewed.`;
