// The board's address: /bulletin-board?q=…&tag=…&page=…, read tolerantly (a bad page is page 1).
import { BOARD_PAGE_MAX, BOARD_QUERY_MAX, BOARD_TAG_MAX } from '../../shared/board-limits';
import type { BoardParams } from '../data/client';

export function readBoardParams(search: URLSearchParams): BoardParams {
  const page = Number(search.get('page') ?? '1');
  return {
    q: search.get('q')?.trim().slice(0, BOARD_QUERY_MAX) || undefined,
    tag: search.get('tag')?.trim().slice(0, BOARD_TAG_MAX) || undefined,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, BOARD_PAGE_MAX) : 1,
  };
}

/** '?q=…&tag=…&page=…' for a board state, leaving out what is empty or the default. */
export function boardSearch({ q, tag, page }: BoardParams): string {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (tag) search.set('tag', tag);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
