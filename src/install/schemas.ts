import { z } from 'zod';
import { COMPONENT_TYPES, SINGULAR_TYPES, SEGMENT_PATTERN } from '../catalog/kinds.ts';
import { SafetyReportSchema } from '../safety/report.ts';
import { namedRecord } from '../catalog/record-schema.ts';
import {
  ComponentContentSchema as CatalogContent,
  ComponentListEntrySchema,
  SearchEntrySchema as CatalogSearchEntry,
} from '../catalog/output-schemas.ts';

const Segment = z.string().regex(SEGMENT_PATTERN);

// What the installer reads of a catalog: the shapes the build writes
// (src/catalog/output-schemas.ts), the same rules for the fields it uses and
// any other field let through, so a site built by another version still installs.

/** One row of /search-index.json. */
export const SearchEntrySchema = CatalogSearchEntry.loose();
export type SearchEntry = z.infer<typeof SearchEntrySchema>;

/** One row of /components/{type}.json, enough to find a component in it. */
export const ListRowSchema = ComponentListEntrySchema.pick({ name: true, path: true }).loose();
export type ListRow = z.infer<typeof ListRowSchema>;

/** The row found: what the installer checks a download against. */
export const ListedComponentSchema = ComponentListEntrySchema.pick({
  name: true,
  path: true,
  category: true,
  sha256: true,
  version: true,
}).loose();

/** /component-content/{type}/{category}/{name}.json; only what is hashed and installed is kept. */
export const ComponentContentSchema = CatalogContent.strip();
export type ComponentContent = z.infer<typeof ComponentContentSchema>;

/**
 * The rows of a downloaded index or list that have the shape of `row`, or null
 * when it is not a list at all. A row this installer cannot use (a kind added
 * by a newer catalog) is left out rather than failing every install.
 */
export function rowsOf<T>(row: z.ZodType<T>, data: unknown): T[] | null {
  if (!Array.isArray(data)) return null;
  return data.flatMap((item) => {
    const parsed = row.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A hook component's JSON (docs/component-format.md). */
export const HookComponentSchema = z.looseObject({
  description: z.string().optional(),
  hooks: z.record(z.string(), z.array(z.looseObject({ matcher: z.string().optional(), hooks: z.array(z.looseObject({})) }))),
  supportingFiles: z
    .array(z.object({ source: z.string(), destination: z.string(), executable: z.boolean().optional() }))
    .optional(),
});

/** An MCP component's JSON. */
export const McpComponentSchema = z.looseObject({
  description: z.string().optional(),
  mcpServers: namedRecord(z.looseObject({})),
});

/** One reversible change made inside a JSON file. */
const MergeOpSchema = z.discriminatedUnion('op', [
  // A key set (created, or replaced when `previous` is present).
  z.object({ op: z.literal('set'), at: z.array(z.string()), value: z.unknown(), previous: z.unknown().optional(), hadPrevious: z.boolean() }),
  // An element appended to an existing array.
  z.object({ op: z.literal('add'), at: z.array(z.string()), value: z.unknown() }),
  // A hook appended to an event's matcher group in `hooks`.
  z.object({ op: z.literal('hook'), event: z.string(), matcher: z.string().optional(), hook: z.unknown() }),
]);
export type MergeOp = z.infer<typeof MergeOpSchema>;

/**
 * .claude/toolshed-manifest.json: what Toolshed installed under one root, the
 * project's lock file (lock.ts: versions, migration, what is portable).
 */
const ManifestEntryV1Schema = z.object({
  type: z.enum(COMPONENT_TYPES),
  singular: z.enum(SINGULAR_TYPES),
  category: Segment,
  name: Segment,
  sha256: z.string(),
  installedAt: z.string(),
  source: z.string(),
  /**
   * `backupSha256`: the sha256 of the bytes backed up, recorded at install time; a
   * backup is restored only when it is recorded and still matches (manifest.ts).
   */
  files: z.array(z.object({ path: z.string(), sha256: z.string(), backup: z.string().optional(), backupSha256: z.string().optional() })),
  merges: z.array(
    z.object({ path: z.string(), ops: z.array(MergeOpSchema), createdFile: z.boolean(), backup: z.string().optional(), backupSha256: z.string().optional() }),
  ),
  dirs: z.array(z.string()),
  /** Placeholders left unfilled at install time (`toolshed list` says which are still there). */
  placeholders: z.array(z.object({ name: z.string(), file: z.string(), key: z.string() })).optional(),
});

/** The lock file's version: 2 added `safety` and made `source` portable (lock.ts). */
export const LOCK_VERSION = 2;

/**
 * A component's published parts (its `content`, or each of its `files`, the
 * catalog's digest inputs), so an entry whose install is partly merged JSON or
 * leaves a file out (hooks, MCP servers, settings, sandbox, templates) adds up
 * to its sha256 from the project alone (src/lifecycle/lock-integrity.ts): a
 * part written as a file points to it (`file`, one of the entry's `files`),
 * any other is held here (`text`: the JSON that was merged, a README).
 */
export const LockPartsSchema = z.object({
  content: z.string().optional(),
  files: z.array(z.union([z.strictObject({ path: z.string(), file: z.string() }), z.strictObject({ path: z.string(), text: z.string() })])).optional(),
});
export type LockParts = z.infer<typeof LockPartsSchema>;

const ManifestEntrySchema = ManifestEntryV1Schema.extend({
  /** The component's parts, for the kinds that cannot add up from their files alone (see LockPartsSchema). */
  parts: LockPartsSchema.optional(),
  /**
   * The safety report of the installed bytes (src/safety/), the old side of
   * `toolshed update`'s comparison. A report this version cannot read (a newer
   * analyzer's) is dropped rather than refusing the whole lock.
   */
  safety: SafetyReportSchema.optional().catch(undefined),
});
export type ManifestEntry = z.infer<typeof ManifestEntrySchema>;
export const ManifestSchema = z.object({ version: z.literal(LOCK_VERSION), installs: z.array(ManifestEntrySchema) });
export type Manifest = z.infer<typeof ManifestSchema>;
/** A manifest written before the lock file (issue 24): read, then migrated (lock.ts). */
export const ManifestV1Schema = z.object({ version: z.literal(1), installs: z.array(ManifestEntryV1Schema) });
