// Pages that belong to one signed-in person (or the admin, or local development): kept out of search engines by
// robots.txt, and never in the sitemap.
export const PRIVATE_PATH_PREFIXES = [
  '/saved',
  '/dashboard',
  '/submissions',
  '/submit',
  '/admin',
  '/test-import',
  '/bulletin-board/submit',
  '/toolkit/*/edit',
  '/dev/',
  '/api/',
] as const;
