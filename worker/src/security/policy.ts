// The site's security headers, written once: the worker sends them on every response it makes (API, HTML
// navigations, anything the edge renders later), and shell/public/_headers repeats them for the static files
// the asset router serves without the worker (a test checks the two agree).

/** Strict CSP: scripts and everything else only from this origin, never inline; no plugins, no <base>, no framing. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
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
