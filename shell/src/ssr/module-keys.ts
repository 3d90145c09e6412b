// Which source module each lazily imported export came from, for the edge renderer's stylesheet links: the SSR
// build (scripts/edge-render-plugin.ts) wraps every `import()` of the route files in `markModule`. The mapping is
// the same for every request (a function always comes from the same module), so sharing it is safe.
const modules = new WeakMap<object, string>();

/** Records the exports of a lazily imported module under its key in the client build's manifest. */
export function markModule<M extends object>(pending: Promise<M>, key: string): Promise<M> {
  return pending.then((module) => {
    for (const value of Object.values(module))
      if ((typeof value === 'function' || typeof value === 'object') && value !== null) modules.set(value, key);
    return module;
  });
}

/** The manifest key of the module that exported `value` (a route's Component or loader), if it was lazy. */
export const moduleOf = (value: unknown): string | undefined =>
  (typeof value === 'function' || typeof value === 'object') && value !== null ? modules.get(value) : undefined;
