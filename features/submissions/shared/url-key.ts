// The duplicate-check form of a URL: lower case, no trailing slashes. "HTTPS://Example.com/Tool/" and
// "https://example.com/tool" name the same resource; the SQL side uses lower(rtrim(url, '/')) to match.
export const urlKey = (url: string): string => url.trim().replace(/\/+$/, '').toLowerCase();
