// The browse screen's state, all of it in the URL (?q=&category=&tags=&region=&for=me&sort=&page=), so a link or
// Back / Forward restores exactly what was on screen. Defaults are left out of the URL.

/** The sorts, in the select's order; their names are in the browse message table under the same ids. */
export const BROWSE_SORTS = [{ id: 'newest' }, { id: 'popular' }, { id: 'recommended' }] as const;

export type BrowseSort = (typeof BROWSE_SORTS)[number]['id'];

export interface BrowseState {
  q: string;
  /** A category slug, or '' for all. */
  category: string;
  /** Selected tags; a resource must carry every one. */
  tags: string[];
  /** A region id, or '' for all. */
  region: string;
  /** 'For me' (?for=me): only what the signed-in viewer qualifies for. */
  forMe: boolean;
  sort: BrowseSort;
  /** 1-based; may exceed the page count until the list is known. */
  page: number;
}

export const DEFAULT_BROWSE_STATE: BrowseState = {
  q: '',
  category: '',
  tags: [],
  region: '',
  forMe: false,
  sort: 'newest',
  page: 1,
};

const isSort = (value: string | null): value is BrowseSort => BROWSE_SORTS.some((sort) => sort.id === value);

/** `tags=Free,STEM` and `tags=Free&tags=STEM` both read as ['Free', 'STEM']. */
function readTags(params: URLSearchParams): string[] {
  const tags = params.getAll('tags').flatMap((value) => value.split(','));
  return [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
}

export function readBrowseState(params: URLSearchParams): BrowseState {
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: params.get('q') ?? '',
    category: params.get('category')?.trim() ?? '',
    tags: readTags(params),
    region: params.get('region')?.trim() ?? '',
    forMe: params.get('for') === 'me',
    sort: isSort(sort) ? sort : 'newest',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

export function writeBrowseState(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.tags.length > 0) params.set('tags', state.tags.join(','));
  if (state.region) params.set('region', state.region);
  if (state.forMe) params.set('for', 'me');
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The query string (with '?', or '' when everything is default) for a state. */
export function browseSearch(state: BrowseState): string {
  const query = writeBrowseState(state).toString();
  return query ? `?${query}` : '';
}

/** True when any filter or search narrows the list (sort and page do not). */
export const isFiltered = (state: BrowseState) =>
  Boolean(state.q.trim() || state.category || state.tags.length > 0 || state.region || state.forMe);
