// Response shapes of the browse API (/api/resources...), shared by the worker routes and the UI.
import type { Resource } from '@quadkit/core/catalog/types';

/** GET /api/resources/:id */
export interface ResourceResponse {
  resource: Resource;
  /** Someone reported its link as broken and no admin has resolved that yet (the page shows a quiet notice). */
  brokenLinkReported: boolean;
}

/** GET /api/resources[?category=slug], declared in core: the toolkit editor reads it too. */
export type { ResourceListResponse } from '@quadkit/core/shared/resource-list-response';
