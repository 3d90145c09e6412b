// Which version of the catalog the browser has been told about: the shell bumps it when the 'system' channel
// says `catalog-updated`, so screens' short-lived catalog caches stop answering from before the change.
let version = 0;

export const catalogVersion = (): number => version;

/** Called before revalidating, so the loaders that rerun ask the API again. */
export function markCatalogUpdated(): void {
  version += 1;
}
