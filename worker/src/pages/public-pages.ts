// The public pages: the ones the worker renders in full (head and body, docs/decisions/0023) and may keep in the
// page cache. Everything else (private pages, editors, unknown paths) stays the browser-rendered shell, noindex:
// those pages need the session, which the worker does not render with.
const PUBLIC_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/browse$/,
  /^\/category\/[^/]+$/,
  /^\/majors$/,
  /^\/majors\/[^/]+$/,
  /^\/resource\/[^/]+$/,
  /^\/toolkits$/,
  /^\/toolkit\/[^/]+$/,
  /^\/trending$/,
  /^\/bulletin-board$/,
  /^\/bulletin\/[^/]+$/,
];

export const isPublicPage = (path: string): boolean => PUBLIC_PAGES.some((pattern) => pattern.test(path));
