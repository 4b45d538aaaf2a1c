import { defineConfig } from 'drizzle-kit';

// Tables live beside the code that owns them, in files named *.table.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.table.ts',
  out: './src/lib/db/migrations',
});
