// Types for size-report.mjs, so TypeScript (the size test, browser-load.ts) can import its functions.
export interface LoadedFile {
  /** dist-relative path, e.g. assets/index-abc.js */
  file: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

export interface LazyFile extends LoadedFile {
  label: string;
}

export interface LoadReport {
  /** The path that was opened, e.g. '/'. */
  page: string;
  distDir: string;
  /** What the browser fetched until the network was idle, in fetch order. */
  loaded: LoadedFile[];
  /** Built scripts the page did not fetch. */
  lazy: LazyFile[];
  totals: { scriptFiles: number; scriptRaw: number; scriptGzip: number; cssGzip: number; lazyJsGzip: number };
}

export const DEFAULT_DIST: string;
export const HOME_SCRIPTS_BUDGET: number;
export const HOME_SCRIPTS_MAX_FILES: number;
export function gzipSize(bytes: Uint8Array): number;
export function listAssets(distDir?: string): string[];
export function filesContaining(distDir: string, text: string): string[];
export function reportOf(page: string, loaded: LoadedFile[], distDir?: string): LoadReport;
