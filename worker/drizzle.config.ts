// drizzle-kit: generates the numbered SQL migrations in migrations/ from every table: core's shared ones and each
// feature's own (features/<name>/api/schema.ts). One migration history for the one D1 database.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: ['./features/core/server/schema/index.ts', './features/*/api/schema.ts'],
  out: './migrations',
  migrations: { prefix: 'timestamp' },
});
