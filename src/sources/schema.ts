/**
 * The aggregator's data shapes, one zod schema each (docs/sources.md):
 * - `catalog-sources.json`: the upstream catalogs the build pulls in, each at
 *   a pinned commit (never a branch);
 * - `catalog-sources.lock.json`: what a marketplace's plugins that live in
 *   other repositories resolved to, so the next build takes the same bytes;
 * - the build's report of what it pulled in (`/sources/` reads it).
 */
import { z } from 'zod';
import { isSafeSegment } from '../catalog/kinds.ts';

export const COMMIT = /^[0-9a-f]{40}$/;
const Commit = z.string().regex(COMMIT, 'a full commit id (40 hexadecimal digits, lower case)');
const Id = z
  .string()
  .refine((s) => isSafeSegment(s) && !s.startsWith('.') && !s.startsWith('-'), 'a name of letters, digits, dot, dash and underscore');

export const CatalogSourceSchema = z.strictObject({
  /** The source's name: its import record, its section on /sources/. */
  id: Id,
  /** Any address `npm run import` takes (https, ssh, git, file://, a folder holding a repository). */
  repository: z.string().min(1),
  /** The pinned commit: builds take exactly this one. */
  commit: Commit,
  /** Every category of the source becomes `<prefix>-<category>`. */
  prefix: Id,
});
export type CatalogSource = z.infer<typeof CatalogSourceSchema>;

export const SourcesFileSchema = z.strictObject({
  $comment: z.string().optional(),
  sources: z.array(CatalogSourceSchema),
});
export type SourcesFile = z.infer<typeof SourcesFileSchema>;

/** Where a marketplace plugin's files are, as its entry names them (src/sources/plugin-source.ts). */
export const PluginOriginSchema = z.strictObject({
  /** The repository's address (`github` sources: its https address). */
  repository: z.string().min(1),
  /** A folder inside that repository (`git-subdir`), '' for its top. */
  path: z.string(),
  /** A branch or tag the entry asks for. */
  ref: z.string().optional(),
  /** A commit the entry pins itself. */
  sha: Commit.optional(),
});
export type PluginOrigin = z.infer<typeof PluginOriginSchema>;

export const LockedPluginSchema = z.strictObject({
  ...PluginOriginSchema.shape,
  /** The commit the origin resolved to. */
  commit: Commit,
});
export type LockedPlugin = z.infer<typeof LockedPluginSchema>;

export const LockFileSchema = z.strictObject({
  version: z.literal(1),
  sources: z.record(
    z.string(),
    z.strictObject({
      /** The source's commit this entry was resolved for: it must be the sources file's. */
      commit: Commit,
      /** The last time `npm run sources -- update` moved the pin (ISO date), when it did. */
      bumped: z.string().optional(),
      /** By plugin name. */
      plugins: z.record(z.string(), LockedPluginSchema),
    }),
  ),
});
export type LockFile = z.infer<typeof LockFileSchema>;
export type LockedSource = LockFile['sources'][string];

/** What the build did with one source: /sources/ and the build's log show it. */
export const SourceReportSchema = z.strictObject({
  id: z.string(),
  repository: z.string(),
  commit: z.string(),
  prefix: z.string(),
  bumped: z.string().optional(),
  /** Pulled in, or left out with the reason (the build went on without it). */
  status: z.enum(['imported', 'failed']),
  reason: z.string().optional(),
  components: z.int().nonnegative(),
  /** Plugins of a marketplace fetched from their own repositories, and those that could not be. */
  external: z.int().nonnegative(),
  externalFailed: z.int().nonnegative(),
});
export type SourceReport = z.infer<typeof SourceReportSchema>;

/** A component reached through more than one source, listed once (the first source keeps it). */
export const AliasSchema = z.strictObject({
  type: z.string(),
  category: z.string(),
  name: z.string(),
  /** Every other source it was found in: source id, repository, commit, path. */
  also: z.array(z.strictObject({ source: z.string(), repository: z.string(), commit: z.string().optional(), path: z.string() })),
});
export type Alias = z.infer<typeof AliasSchema>;

export const SourcesReportSchema = z.strictObject({
  version: z.literal(1),
  sources: z.array(SourceReportSchema),
  aliases: z.array(AliasSchema),
});
export type SourcesReport = z.infer<typeof SourcesReportSchema>;

/** The report's file in the assembled source tree (a dot name: the loader passes it over). */
export const SOURCES_REPORT_FILE = '.sources.json';
