// Response shapes of the majors endpoints (/api/majors..., /api/popular-majors), shared with the UI.
import type { MajorField, Resource } from '@quadkit/core/catalog/types';

export interface MajorSummary {
  id: string;
  name: string;
  resourceCount: number;
}

/** One of the 13 fields with its majors, both in seeded order; a major may sit in several fields. */
export interface MajorFieldGroup {
  id: string;
  name: string;
  majors: MajorSummary[];
}

/** GET /api/majors */
export interface MajorsResponse {
  fields: MajorFieldGroup[];
}

/** GET /api/popular-majors?limit=N: the majors with the most resources, most first. */
export interface PopularMajorsResponse {
  majors: MajorSummary[];
}

export interface MajorDetail {
  id: string;
  name: string;
  fields: MajorField[];
}

/** GET /api/majors/:majorId: the major and its resources, most useful first. */
export interface MajorDetailResponse {
  major: MajorDetail;
  resources: Resource[];
}
