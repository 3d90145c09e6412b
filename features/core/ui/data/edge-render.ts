// Whether a loader runs in the worker's page renderer (docs/decisions/0019). The browser's module-level caches
// (resource lists, toolkits) are skipped there: a worker isolate serves many visitors, so module state would be
// shared between their requests.
import { createContext, type RouterContextProvider } from 'react-router';

/** Set to true by the edge renderer's request context; false (the default) in the browser. */
export const edgeRenderContext = createContext<boolean>(false);

/** Whether this loader runs in the worker's renderer (no context: the browser). */
export const isEdgeRender = (context?: Readonly<RouterContextProvider>): boolean =>
  context ? context.get(edgeRenderContext) : false;
