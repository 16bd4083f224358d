import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @trade-portal/api` writes the next versioned migration (migrations/NNNN_name.sql) from src/db/schema.ts. */
export default defineConfig({ dialect: 'postgresql', schema: './src/db/schema.ts', out: './migrations' });
