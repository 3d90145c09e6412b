// The GET /api/recommendations answer: at most 6 resources and toolkits, best first.
import type { Resource } from '@quadkit/core/catalog/types';

export interface RecommendedToolkit {
  id: string;
  title: string;
  description: string;
  emoji: string;
  resourceCount: number;
}

export type Recommendation =
  | { type: 'resource'; score: number; resource: Resource }
  | { type: 'toolkit'; score: number; toolkit: RecommendedToolkit };

export interface RecommendationsBody {
  /** False for a user who never saved a profile: home then shows no section. */
  hasProfile: boolean;
  items: Recommendation[];
}
