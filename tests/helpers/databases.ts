/**
 * The real PostgreSQL server the suites run against besides PGlite, named by
 * TEST_DATABASE_URL (started by .ci/run), and scratch databases on it.
 * In CI (TOOLSHED_REQUIRE_POSTGRES=1) a missing server is a failure, not a skip.
 */
import postgres from 'postgres';
import { randomBytes } from 'node:crypto';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL;

if (process.env.TOOLSHED_REQUIRE_POSTGRES === '1' && !POSTGRES_URL) {
  throw new Error('TOOLSHED_REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set');
}
if (!POSTGRES_URL) {
  // Say so rather than drop the PostgreSQL runs silently; .ci/run always sets it.
  console.warn('TEST_DATABASE_URL is not set: the PostgreSQL runs of the storage suites are left out (PGlite still runs).');
}

/** A throwaway database on the test server, so parallel suites never see each other's rows. */
export async function createScratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!POSTGRES_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `toolshed_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = postgres(POSTGRES_URL!, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

