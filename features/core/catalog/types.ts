// Catalog types shared by the seed, the API and the UI (the built-in fallback list uses the same shapes).
import type { CategorySlug } from './categories';
import type { Eligibility } from './eligibility/rule';
import type { RegionId } from './regions';

export interface Resource {
  /** Stable slug, e.g. "notion"; never a UUID (UUID-shaped ids are user data). */
  id: string;
  title: string;
  /** Written for students, at least 60 characters. */
  description: string;
  category: CategorySlug;
  tags: string[];
  /** The real https URL of the site. */
  url: string;
  /** A local image path under /images/ (shipped in shell/public). */
  image: string;
  /** Only for regional resources. */
  region?: RegionId;
  /**
   * ISO date (yyyy-mm-dd) a real check last reached the site: the scheduled link checker's success, or the day a
   * person reviewed it. Absent until then (pages say 'Not yet verified'); never a date stamped on the whole catalog.
   */
  lastVerified?: string;
  /**
   * The majors (Major ids) this resource is specific to: exam prep, societies and tools of a discipline. Those
   * majors list it after their own picks. Absent for general tools; catalog-only (the seed turns it into
   * major_resources rows).
   */
  majors?: readonly string[];
  /**
   * Who it is for (levels, regions, school e-mail, cost). Catalog resources get theirs from
   * eligibility/catalog-eligibility.ts when seeded; absent for user suggestions and in the built-in fallback list.
   */
  eligibility?: Eligibility;
  /**
   * How to get it, as steps written for this item (who qualifies, what account or proof, the page to start from).
   * Built-in resources get theirs from catalog/data/facts when seeded; only the detail API returns it. Absent: the
   * detail page falls back to its category template.
   */
  access?: string[];
  /** What the description does not already say; absent when there is nothing true to add. */
  about?: string;
}

export interface StaticToolkit {
  /** One of the seven built-in ids of docs/product.md#who-it-is-for. */
  id: string;
  title: string;
  description: string;
  emoji: string;
  /** Resource ids, in display order. */
  tools: string[];
}

export interface ArticleAuthor {
  name: string;
  /** Local image path under /images/. */
  avatar: string;
}

export interface Article {
  id: string;
  title: string;
  snippet: string;
  /** Markdown. */
  content: string;
  image: string;
  tags: string[];
  /** ISO date, yyyy-mm-dd. */
  date: string;
  /** e.g. "7 min read". */
  readTime: string;
  author: ArticleAuthor;
}

export interface MajorField {
  id: string;
  name: string;
}

export interface Major {
  /** Slug, e.g. "computer-science". */
  id: string;
  name: string;
  /** MajorField ids; at least one. */
  fields: string[];
  /** Resource ids useful to this major, most useful first. */
  resourceIds: string[];
}
