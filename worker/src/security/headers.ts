// The header middleware the worker applies to every response it makes: CSP, Permissions-Policy,
// Referrer-Policy, nosniff and the rest of Hono's secure headers; HSTS only when APP_ENV is production.
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '@quadkit/core/server/app-env';
import { contentSecurityPolicy, PERMISSIONS_POLICY, REFERRER_POLICY, STRICT_TRANSPORT_SECURITY } from './policy';

const common = secureHeaders({
  // Set below, by environment: a local http://localhost must not be pinned to HTTPS.
  strictTransportSecurity: false,
  referrerPolicy: REFERRER_POLICY,
  xFrameOptions: 'SAMEORIGIN',
});

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await common(c, async () => {
    await next();
  });
  // Hono's options object cannot carry this exact string form, so the two policies are set here.
  c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(c.get('inlineStyleHashes')));
  c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (c.env.APP_ENV === 'production') c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
};
