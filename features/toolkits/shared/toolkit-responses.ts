// Response shapes of the toolkits API (/api/toolkits/*), shared with the UI.
import type { Resource } from '@quadkit/core/catalog/types';
import type { ToolkitVisibility } from './visibility';

/** A tool named on a toolkit card. */
export interface ToolkitToolPreview {
  id: string;
  title: string;
}

/** A toolkit as cards and lists show it. The owner's id is never sent: isOwner answers the only question the UI has. */
export interface ToolkitSummary {
  id: string;
  title: string;
  description: string;
  emoji: string;
  /** visibility === 'public', kept for older callers. */
  isPublic: boolean;
  visibility: ToolkitVisibility;
  isFeatured: boolean;
  /** One of the seven built-in toolkits (no owner). */
  isBuiltIn: boolean;
  /** The signed-in caller owns it (may edit and delete it). */
  isOwner: boolean;
  /** ISO times. */
  createdAt: string;
  updatedAt: string;
  resourceCount: number;
  /** The first TOOLKIT_PREVIEW_SIZE (5) tools in order; the card adds '+N more tools' for the rest. */
  previewResources: ToolkitToolPreview[];
}

/** Where a copy came from: snapshots of the original's title and owner, and its id while the viewer may open it. */
export interface RemixedFrom {
  /** Null when the original is gone or not visible to this viewer (the attribution is then plain text). */
  id: string | null;
  title: string;
  owner: string;
}

/** One toolkit with its resources resolved, in the toolkit's order. */
export interface ToolkitDetail extends Omit<ToolkitSummary, 'previewResources'> {
  resources: Resource[];
  /** The share link's token: only ever sent to the owner, and only while the toolkit is unlisted with a link. */
  shareToken: string | null;
  remixedFrom: RemixedFrom | null;
  /** Distinct other users who have a copy of this toolkit (counted, not stored). */
  usedBy: number;
}

/** POST and DELETE /api/toolkits/:id/share-link */
export interface ShareLinkResponse {
  shareToken: string | null;
}

/**
 * GET /api/toolkits/public and GET /api/toolkits/mine, one page (?limit=&cursor=). `nextCursor` asks for the
 * next page; /public always sends it (null on the last page), /mine only when another page follows.
 */
export interface ToolkitListResponse {
  toolkits: ToolkitSummary[];
  nextCursor?: string | null;
}

/** GET /api/toolkits/:id, POST /api/toolkits (201), PUT /api/toolkits/:id */
export interface ToolkitResponse {
  toolkit: ToolkitDetail;
}

/** DELETE /api/toolkits/:id */
export interface DeleteToolkitResponse {
  deleted: true;
  id: string;
}
