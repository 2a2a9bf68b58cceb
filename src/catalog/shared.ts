/**
 * One loaded catalog per build. The Astro integration prepares it at
 * astro:build:start; the pages (bundled separately by Vite, so not the same
 * module instance) find it on globalThis instead of reading the tree again.
 * Under `astro dev` there is no build hook, so the first page prepares it.
 */
import { prepareCatalog, type PreparedCatalog } from './build.ts';

const KEY = Symbol.for('toolshed.catalog');
type Holder = { [KEY]?: Promise<PreparedCatalog> };

export function shareCatalog(prepared: Promise<PreparedCatalog>): Promise<PreparedCatalog> {
  (globalThis as Holder)[KEY] = prepared;
  return prepared;
}

export function sharedCatalog(env: Record<string, string | undefined> = process.env): Promise<PreparedCatalog> {
  return (globalThis as Holder)[KEY] ?? shareCatalog(prepareCatalog(env));
}
