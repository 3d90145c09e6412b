// The site's security headers, written once: the worker sends them on every response it makes (API, HTML
// navigations, anything the edge renders later), and shell/public/_headers repeats them for the static files
// the asset router serves without the worker (a test checks the two agree).
import { DIALOG_SCROLL_LOCK_STYLE_HASH } from '@quadkit/core/shared/dialog-scroll-lock';

/**
 * The one inline script the site has: index.html's colour-scheme init, which must run before first paint (a file
 * cost Lighthouse's slow 4G a render-blocking request). The CSP allows exactly this text by its hash; a test
 * checks the hash against index.html.
 */
export const THEME_INIT_SCRIPT_HASH = 'sha256-jclzXJM1fyEmBBRVDzAKV/GquIR611i6OxWN4SYX0S4=';

/**
 * Strict CSP: scripts and everything else only from this origin, never inline (but for the theme init, the dialogs'
 * scroll lock and the stylesheets a rendered page inlines, each allowed by its own hash); no plugins, no <base>, no
 * framing.
 */
export function contentSecurityPolicy(inlineStyleHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' '${THEME_INIT_SCRIPT_HASH}'`,
    ["style-src 'self'", ...[DIALOG_SCROLL_LOCK_STYLE_HASH, ...inlineStyleHashes].map((hash) => `'${hash}'`)].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

/** The policy of every response but a rendered page's (shell/public/_headers repeats it for static files). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Every powerful feature the site never uses, denied to it and to anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Production only: a browser that saw it refuses plain HTTP to the site for two years. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';
