import { z } from 'zod';
import { COMPONENT_TYPES, SINGULAR_TYPES, SEGMENT_PATTERN } from '../catalog/kinds.ts';

const Segment = z.string().regex(SEGMENT_PATTERN);

/** One row of /search-index.json. */
export const SearchEntrySchema = z.looseObject({
  type: z.string(),
  name: z.string(),
  path: z.string(),
  category: z.string().optional(),
  description: z.string().optional(),
});
export type SearchEntry = z.infer<typeof SearchEntrySchema>;
export const SearchIndexSchema = z.array(SearchEntrySchema);

/** One row of /components/{type}.json: what the installer needs from it. */
export const ListedComponentSchema = z.looseObject({
  name: z.string(),
  path: z.string(),
  category: z.string().optional(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  version: z.string().optional(),
});
export type ListedComponent = z.infer<typeof ListedComponentSchema>;
export const ComponentListSchema = z.array(z.looseObject({ name: z.string(), path: z.string() }));

/** /component-content/{type}/{category}/{name}.json */
export const ComponentContentSchema = z.object({
  content: z.string(),
  files: z.record(z.string(), z.string()).optional(),
});
export type ComponentContent = z.infer<typeof ComponentContentSchema>;

/** A hook component's JSON (docs/component-format.md). */
export const HookComponentSchema = z.looseObject({
  description: z.string().optional(),
  hooks: z.record(z.string(), z.array(z.looseObject({ matcher: z.string().optional(), hooks: z.array(z.looseObject({})) }))),
  supportingFiles: z
    .array(z.object({ source: z.string(), destination: z.string(), executable: z.boolean().optional() }))
    .optional(),
});
export type HookComponent = z.infer<typeof HookComponentSchema>;

/** An MCP component's JSON. */
export const McpComponentSchema = z.looseObject({
  description: z.string().optional(),
  mcpServers: z.record(z.string(), z.looseObject({})),
});

/** A settings component: any JSON object. */
export const SettingsComponentSchema = z.record(z.string(), z.unknown());

/** One reversible change made inside a JSON file. */
export const MergeOpSchema = z.discriminatedUnion('op', [
  // A key set (created, or replaced when `previous` is present).
  z.object({ op: z.literal('set'), at: z.array(z.string()), value: z.unknown(), previous: z.unknown().optional(), hadPrevious: z.boolean() }),
  // An element appended to an existing array.
  z.object({ op: z.literal('add'), at: z.array(z.string()), value: z.unknown() }),
  // A hook appended to an event's matcher group in `hooks`.
  z.object({ op: z.literal('hook'), event: z.string(), matcher: z.string().optional(), hook: z.unknown() }),
]);
export type MergeOp = z.infer<typeof MergeOpSchema>;

/** .claude/toolshed-manifest.json: what Toolshed installed under one root. */
export const ManifestEntrySchema = z.object({
  type: z.enum(COMPONENT_TYPES),
  singular: z.enum(SINGULAR_TYPES),
  category: Segment,
  name: Segment,
  sha256: z.string(),
  installedAt: z.string(),
  source: z.string(),
  files: z.array(z.object({ path: z.string(), sha256: z.string(), backup: z.string().optional() })),
  merges: z.array(z.object({ path: z.string(), ops: z.array(MergeOpSchema), createdFile: z.boolean(), backup: z.string().optional() })),
  dirs: z.array(z.string()),
  /** Placeholders left unfilled at install time (`toolshed list` says which are still there). */
  placeholders: z.array(z.object({ name: z.string(), file: z.string(), key: z.string() })).optional(),
});
export type ManifestEntry = z.infer<typeof ManifestEntrySchema>;
export const ManifestSchema = z.object({ version: z.literal(1), installs: z.array(ManifestEntrySchema) });
export type Manifest = z.infer<typeof ManifestSchema>;
