// The signed-out bookmark store in local storage ('quadkit:bookmarks'): newest first, no duplicates,
// tolerant of unreadable data, and removing only what it is told.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addLocalBookmark,
  LOCAL_BOOKMARKS_KEY,
  readLocalBookmarks,
  removeLocalBookmark,
  removeLocalBookmarks,
} from '../ui/bookmarks/local-bookmarks';

beforeEach(() => localStorage.clear());

const at = (iso: string) => new Date(iso);

describe('local bookmarks', () => {
  it("stores bookmarks under 'quadkit:bookmarks', newest first, with the time of saving", () => {
    addLocalBookmark('resource', 'notion', at('2026-01-01T10:00:00Z'));
    addLocalBookmark('toolkit', 'research-toolkit', at('2026-01-02T10:00:00Z'));
    expect(JSON.parse(localStorage.getItem(LOCAL_BOOKMARKS_KEY) ?? '')).toEqual([
      { resourceId: 'research-toolkit', type: 'toolkit', createdAt: '2026-01-02T10:00:00.000Z' },
      { resourceId: 'notion', type: 'resource', createdAt: '2026-01-01T10:00:00.000Z' },
    ]);
  });

  it('ignores saving the same item twice but keeps a resource and a toolkit with the same id apart', () => {
    addLocalBookmark('resource', 'notion');
    addLocalBookmark('resource', 'notion');
    addLocalBookmark('toolkit', 'notion');
    expect(readLocalBookmarks().map((b) => `${b.type}:${b.resourceId}`)).toEqual(['toolkit:notion', 'resource:notion']);
  });

  it('removes one item, and clears the key when the last one goes', () => {
    addLocalBookmark('resource', 'notion');
    addLocalBookmark('resource', 'anki');
    removeLocalBookmark('resource', 'notion');
    expect(readLocalBookmarks().map((b) => b.resourceId)).toEqual(['anki']);
    removeLocalBookmark('resource', 'anki');
    expect(localStorage.getItem(LOCAL_BOOKMARKS_KEY)).toBeNull();
  });

  it('removes only the items it is given (what was synced), keeping any saved meanwhile', () => {
    addLocalBookmark('resource', 'notion');
    addLocalBookmark('resource', 'anki');
    addLocalBookmark('resource', 'zotero');
    removeLocalBookmarks([
      { type: 'resource', resourceId: 'notion' },
      { type: 'resource', resourceId: 'anki' },
    ]);
    expect(readLocalBookmarks().map((b) => b.resourceId)).toEqual(['zotero']);
  });

  it('reads unreadable or foreign data as an empty list, and skips malformed entries', () => {
    localStorage.setItem(LOCAL_BOOKMARKS_KEY, '{not json');
    expect(readLocalBookmarks()).toEqual([]);
    localStorage.setItem(LOCAL_BOOKMARKS_KEY, JSON.stringify({ notion: true }));
    expect(readLocalBookmarks()).toEqual([]);
    localStorage.setItem(
      LOCAL_BOOKMARKS_KEY,
      JSON.stringify([
        { resourceId: 'notion', type: 'resource', createdAt: '2026-01-01T00:00:00Z' },
        { resourceId: '', type: 'resource', createdAt: '2026-01-01T00:00:00Z' },
        { resourceId: 'x', type: 'article', createdAt: '2026-01-01T00:00:00Z' },
        { resourceId: 'y', type: 'resource', createdAt: 'yesterday' },
        'anki',
      ]),
    );
    expect(readLocalBookmarks()).toEqual([
      { resourceId: 'notion', type: 'resource', createdAt: '2026-01-01T00:00:00Z' },
    ]);
  });
});
