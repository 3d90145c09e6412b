// Admin check: a user is an admin when their e-mail is in admin_users; any failure means not admin (docs/product.md#roles).
import { eq } from 'drizzle-orm';
import type { Db } from './db';
import { adminUsers } from './schema';

export async function isAdminEmail(db: Db, email: string): Promise<boolean> {
  try {
    const row = await db.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.email, email)).get();
    return row !== undefined;
  } catch {
    return false;
  }
}
