// Response shapes of the toolkits API (/api/toolkits/*), shared with the UI.
import type { Resource } from '@quadkit/core/catalog/types';

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
  isPublic: boolean;
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

/** One toolkit with its resources resolved, in the toolkit's order. */
export interface ToolkitDetail extends Omit<ToolkitSummary, 'previewResources'> {
  resources: Resource[];
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
