// robots.txt: everything public may be crawled, the private pages may not, and the sitemap is named with the
// site's own origin (whatever host serves it).
import { PRIVATE_PATH_PREFIXES } from './private-paths';

export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
