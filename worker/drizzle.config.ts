// drizzle-kit: generates the numbered SQL migrations in migrations/ from the schema in features/core.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './features/core/server/schema/index.ts',
  out: './migrations',
  migrations: { prefix: 'timestamp' },
});
