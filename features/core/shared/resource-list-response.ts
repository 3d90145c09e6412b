// Response shape of GET /api/resources (browse's route), in core because the toolkit editor reads it too and a
// feature may not import another feature's types.
import type { Resource } from '../catalog/types';

/** GET /api/resources[?category=slug] */
export interface ResourceListResponse {
  resources: Resource[];
  /** Only when another page follows (?limit=&cursor=). */
  nextCursor?: string;
}
