// The shell's edge renderer (shell/src/entry-server.tsx), built by `npm run build` into shell/dist-server. Declared
// here because the worker's type check runs before the build and must not see UI code (tests/dependency-rules).
declare module '@quadkit/shell/server' {
  export interface RenderedBody {
    /** The HTML inside #root (every Suspense boundary already resolved: no inline scripts). */
    html: string;
    /** Tags React hoists to the head (preloads of the logo and the page's largest image). */
    head: string;
    /** The loader data for `createBrowserRouter({ hydrationData })` and the slots' answers, as JSON safe inside a
     * <script> element. */
    data: string;
    /** The stylesheets (paths under /assets) the matched routes' chunks need beyond the entry's. */
    styles: string[];
    /** Their scripts beyond the entry, preloaded beside it (paths under /assets). */
    scripts: string[];
  }
  /** The page's body, or null when the client should render it (a redirect, a loader that threw). */
  export function renderBody(
    request: Request,
    apiFetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  ): Promise<RenderedBody | null>;
}
