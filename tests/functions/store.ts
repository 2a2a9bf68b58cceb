/**
 * The suite's database: a scratch database on the test PostgreSQL server
 * (TEST_DATABASE_URL), read back with SQL. Netlify's runtime refuses the
 * embedded one, so both hosts use this; without a server the suite is skipped
 * (and in CI, TOOLSHED_REQUIRE_POSTGRES=1 makes that a failure).
 */
import postgres from 'postgres';
import { createScratchPostgres, POSTGRES_URL } from '../helpers/databases.ts';

export const HAS_POSTGRES = Boolean(POSTGRES_URL);

export interface ScratchStore {
  /** Environment for the host: this database and no other storage setting. */
  env: Record<string, string>;
  sql<T = Record<string, unknown>>(text: string): Promise<T[]>;
  drop(): Promise<void>;
}

export async function scratchStore(): Promise<ScratchStore> {
  const scratch = await createScratchPostgres();
  const client = postgres(scratch.url, { max: 1, onnotice: () => {} });
  return {
    env: { DATABASE_URL: scratch.url, SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '' },
    sql: async <T,>(text: string) => (await client.unsafe(text)) as unknown as T[],
    async drop() {
      await client.end();
      await scratch.drop();
    },
  };
}
