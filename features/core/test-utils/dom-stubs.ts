// Browser APIs jsdom lacks, stubbed for UI tests (vi.unstubAllGlobals undoes them).
import { vi } from 'vitest';

/** matchMedia answering `matches(query)` (by default no query matches), with listeners that never fire. */
export function stubMatchMedia(matches: (query: string) => boolean = () => false) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

/** A ResizeObserver that never reports: Radix measures a tooltip's arrow with one. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
