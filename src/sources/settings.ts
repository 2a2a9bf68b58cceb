/**
 * The aggregator's settings, read once per entry point (scripts/build.ts,
 * scripts/sources.ts) through one zod schema.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { parseSettings } from '../settings.ts';

const SourcesSettingsSchema = z.object({
  /** The sources file (default `catalog-sources.json` at the project root); its lock is beside it, `<name>.lock.json`. */
  CATALOG_SOURCES: z.string().optional(),
  /** Checkouts and imports kept between builds (Netlify keeps it in its build cache: netlify/plugins/sources-cache). */
  TOOLSHED_SOURCES_CACHE_DIR: z.string().optional(),
  /** Each git call's limit in seconds (default 600). */
  TOOLSHED_SOURCES_TIMEOUT: z.coerce.number().int().positive().optional(),
});

export interface SourcesSettings {
  sourcesFile: string;
  lockFile: string;
  cacheDir: string;
  timeoutMs: number;
}

export const DEFAULT_SOURCES_CACHE = 'node_modules/.cache/toolshed/sources';

export function readSourcesSettings(root: string, env: Record<string, string | undefined> = process.env): SourcesSettings {
  const s = parseSettings(SourcesSettingsSchema, env);
  const sourcesFile = resolve(root, s.CATALOG_SOURCES ?? 'catalog-sources.json');
  return {
    sourcesFile,
    lockFile: sourcesFile.replace(/(\.json)?$/, '.lock.json'),
    cacheDir: resolve(root, s.TOOLSHED_SOURCES_CACHE_DIR ?? DEFAULT_SOURCES_CACHE),
    timeoutMs: (s.TOOLSHED_SOURCES_TIMEOUT ?? 600) * 1000,
  };
}
