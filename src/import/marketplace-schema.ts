/**
 * A community marketplace (`.claude-plugin/marketplace.json`) and plugin
 * manifest (`.claude-plugin/plugin.json`) as Claude Code reads them: the
 * marketplace needs `name`, `owner.name` and `plugins`, an entry a name of
 * `[A-Za-z0-9._-]` and a source; everything else is optional and other keys
 * are let through. (What Toolshed writes for the plugin system has its own,
 * strict schemas in src/plugins/.) Pure.
 */
import { posix } from 'node:path';
import { z } from 'zod';
import { resolveIn } from './candidate.ts';

const Paths = z.union([z.string(), z.array(z.string())]);

export const ForeignMarketplaceSchema = z.looseObject({
  name: z.string().min(1),
  owner: z.looseObject({ name: z.string().min(1) }),
  metadata: z.looseObject({ pluginRoot: z.string().optional() }).optional(),
  plugins: z.array(z.unknown()),
});
export type ForeignMarketplace = z.infer<typeof ForeignMarketplaceSchema>;

/** The parts of a plugin a manifest or a `strict: false` entry may name. */
const componentFields = {
  commands: Paths.optional(),
  agents: Paths.optional(),
  skills: Paths.optional(),
  hooks: z.union([Paths, z.looseObject({})]).optional(),
  mcpServers: z.union([Paths, z.looseObject({})]).optional(),
};

const author = z.union([z.string(), z.looseObject({ name: z.string().optional() })]);

export const ForeignPluginEntrySchema = z.looseObject({
  name: z.string().regex(/^[A-Za-z0-9._-]+$/, 'a plugin name of letters, digits, dot, dash and underscore'),
  source: z.union([z.string().min(1), z.looseObject({ source: z.string() })]),
  description: z.string().optional(),
  version: z.string().optional(),
  author: author.optional(),
  license: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  strict: z.boolean().optional(),
  ...componentFields,
});
export type ForeignPluginEntry = z.infer<typeof ForeignPluginEntrySchema>;

export const ForeignPluginManifestSchema = z.looseObject({
  name: z.string().optional(),
  description: z.string().optional(),
  version: z.string().optional(),
  author: author.optional(),
  license: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  ...componentFields,
});
export type ForeignPluginManifest = z.infer<typeof ForeignPluginManifestSchema>;

export const MARKETPLACE_FILE = '.claude-plugin/marketplace.json';
export const PLUGIN_MANIFEST = '.claude-plugin/plugin.json';

/** Where a plugin entry's files are in the repository, or why they are not there to import. */
export function pluginFolder(marketplace: ForeignMarketplace, entry: ForeignPluginEntry): { dir: string } | { reason: string } {
  if (typeof entry.source !== 'string') {
    return { reason: `its source is ${JSON.stringify(entry.source.source)}, outside this repository: only plugins in the marketplace's own repository are imported` };
  }
  let ref = entry.source;
  const root = marketplace.metadata?.pluginRoot;
  if (root && !/^\.\.?\//.test(ref)) ref = posix.join(root, ref);
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) return { reason: `its source ${ref} is an address, not a folder of this repository` };
  const dir = resolveIn('', ref);
  return dir === undefined ? { reason: `its source ${entry.source} leaves the repository` } : { dir };
}

/** A `commands`/`agents`/`skills` field as a list of paths inside the plugin folder (undefined entries: paths that leave it). */
export function fieldPaths(dir: string, field: unknown): Array<string | undefined> {
  const list = typeof field === 'string' ? [field] : Array.isArray(field) ? field.filter((p): p is string => typeof p === 'string') : [];
  return list.map((p) => resolveIn(dir, p));
}
