// Which page numbers a pager shows (docs/product.md#limits; browse and the bulletin board): the first, the last and the current ±2, with an
// ellipsis wherever numbers are skipped.

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** The pages 1…total to show around `current`; empty when there is at most one page. */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 1) return [];
  const shown = new Set<number>([1, total]);
  for (let page = current - 2; page <= current + 2; page++) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
  });
  return items;
}

/** How many pages `items` fill at `size` a page; never below 1. */
export const pageCount = (items: number, size: number) => Math.max(1, Math.ceil(items / size));

/** A page number that exists: below 1 is 1, past the end is the last page. */
export const clampPage = (page: number, total: number) => Math.min(Math.max(1, page), Math.max(1, total));
