// Types for size-report.mjs, so TypeScript tests can import the measuring functions.
export interface MeasuredFile {
  file: string;
  kind: 'js' | 'css' | 'html';
  raw: number;
  gzip: number;
}

export interface LazyFile extends MeasuredFile {
  label: string;
}

export interface BundleReport {
  distDir: string;
  html: MeasuredFile;
  firstLoad: MeasuredFile[];
  lazy: LazyFile[];
  totals: {
    firstLoadJsRaw: number;
    firstLoadJsGzip: number;
    firstLoadCssGzip: number;
    firstLoadGzip: number;
    lazyJsGzip: number;
  };
}

export const DEFAULT_DIST: string;
export function htmlAssets(html: string): Array<{ file: string; kind: 'js' | 'css' }>;
export function staticImports(code: string): string[];
export function filesContaining(distDir: string, text: string): string[];
export function measureBundle(distDir?: string): BundleReport;
