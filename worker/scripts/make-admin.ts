// Makes an e-mail an admin in the local D1 (the one `npm start` uses), e.g. to create the first admin.
// Usage: npm run make-admin -- someone@example.edu [--persist-to DIR]   (default: .wrangler/state)
// The user need not exist yet: whoever signs up with that e-mail is an admin.
import './offline';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { getPlatformProxy } from 'wrangler';
import type { Env } from '@quadkit/core/server/env';
import { createDb } from '@quadkit/core/server/db';
import { adminUsers, users } from '@quadkit/core/server/schema';
import { emailField } from '../src/auth/validation';

const args = process.argv.slice(2);
const flag = args.indexOf('--persist-to');
const persistTo = flag >= 0 ? args[flag + 1] : undefined;
const positional = flag >= 0 ? args.filter((_, i) => i !== flag && i !== flag + 1) : args;
const parsed = emailField.safeParse(positional[0] ?? '');
if (positional.length !== 1 || !parsed.success) {
  console.error('Usage: npm run make-admin -- someone@example.edu [--persist-to DIR]');
  if (positional.length === 1 && !parsed.success) console.error(parsed.error.issues[0]?.message);
  process.exit(1);
}
const email = parsed.data;

const proxy = await getPlatformProxy<Env>({
  configPath: 'wrangler.toml',
  // wrangler keeps state in <persist-to>/v3; getPlatformProxy takes that inner folder (`true` = the default).
  persist: persistTo ? { path: join(persistTo, 'v3') } : true,
});
try {
  const db = createDb(proxy.env.DB);
  await db.insert(adminUsers).values({ email }).onConflictDoNothing();
  const user = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  console.log(
    user
      ? `${email} is now an admin.`
      : `${email} is now an admin; no account uses it yet, so whoever signs up with it will be one.`,
  );
} finally {
  await proxy.dispose();
}
