// A home section's own data (home sections load after the page, each with its own spinner): loading, the
// answer, or an error; a newer request replaces an older one.
import { useEffect, useState } from 'react';

export type SectionData<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error' };

/** Runs `load` when `key` changes; `key` null means there is nothing to load (the section stays empty). */
export function useSectionData<T>(key: string | null, load: () => Promise<T>): SectionData<T> | null {
  const [state, setState] = useState<SectionData<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` depends on
  useEffect(() => {
    if (key === null) return;
    let active = true;
    setState({ status: 'loading' });
    load().then(
      (data) => active && setState({ status: 'loaded', data }),
      (error: unknown) => {
        console.warn('A home section failed to load', error);
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [key]);
  return key === null ? null : state;
}
