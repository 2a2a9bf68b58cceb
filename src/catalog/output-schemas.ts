/**
 * The shapes of the catalog's JSON API (spec 1, spec 2's `/components.json`,
 * docs/component-format.md), once. The writer (`outputs.ts`) builds values of
 * these inferred types; the installer (`src/install/schemas.ts`) and the chat
 * commands (`src/chat/catalog.ts`) read what they download with schemas
 * derived from these. The trending document's shape is in `trending.ts`.
 *
 * Kept apart from the source schemas (`schemas.ts`) so that readers load only
 * zod and the kinds table.
 */
import { z } from 'zod';
import { COMPONENT_TYPES, SINGULAR_TYPES, isSafeSegment, type ComponentType } from './kinds.ts';
import { SafetyReportSchema } from '../safety/report.ts';
import { isShownAllowPath } from './links.ts';
import { namedRecord } from './record-schema.ts';

/** A category or name: a safe path segment, as the loader accepts them. */
const Segment = z.string().refine(isSafeSegment, 'not a safe path segment');

/** One row of `/search-index.json`. */
export const SearchEntrySchema = z.strictObject({
  type: z.enum(SINGULAR_TYPES),
  name: Segment,
  path: z.string().regex(/^[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+\.(md|json)$/),
  category: Segment.optional(),
  description: z.string().optional(),
});
export type SearchEntry = z.infer<typeof SearchEntrySchema>;

/** The metadata a component's source may carry, as text. */
const ComponentMetadataSchema = z.object({
  author: z.string().optional(),
  repo: z.string().optional(),
  version: z.string().optional(),
  license: z.string().optional(),
  keywords: z.array(z.string()).optional(),
});
export type ComponentMetadata = z.infer<typeof ComponentMetadataSchema>;

/** One row of `/components/{type}.json`: the sha256 is what the installer checks a download against. */
export const ComponentListEntrySchema = z.strictObject({
  ...SearchEntrySchema.shape,
  ...ComponentMetadataSchema.shape,
  downloads: z.int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ComponentListEntry = z.infer<typeof ComponentListEntrySchema>;

/** `/component-content/{type}/{category}/{name}.json`. */
export const ComponentContentSchema = z.strictObject({
  content: z.string(),
  files: namedRecord(z.string()).optional(),
  /**
   * What it risks, computed over exactly `content` and `files` (the bytes the
   * sha256 covers); docs/safety.md. Optional for catalogs built before it; the
   * installer reads the bytes and judges them itself.
   */
  safety: SafetyReportSchema.optional(),
});
export type ComponentContent = z.infer<typeof ComponentContentSchema>;

/**
 * `/lock-index.json`: every component's sha256 by `{type}/{category}/{name}`
 * (the path of its `/component-content/` document): what `toolshed check`
 * compares a project's lock file with, in one request.
 */
export const LockIndexSchema = z.strictObject({
  version: z.literal(1),
  components: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});
export type LockIndex = z.infer<typeof LockIndexSchema>;

/** `/counts.json`: components per kind. */
export const CountsSchema = z.strictObject(
  Object.fromEntries(COMPONENT_TYPES.map((t) => [t, z.int().nonnegative()])) as Record<ComponentType, z.ZodInt>,
);
export type Counts = z.infer<typeof CountsSchema>;

/** An entry of spec 2's `/components.json`. */
export const CatalogEntrySchema = z.strictObject({
  name: Segment,
  category: Segment,
  path: z.string(),
  type: z.enum(COMPONENT_TYPES),
  description: z.string(),
  downloads: z.int().nonnegative(),
  content: z.string(),
  ...ComponentMetadataSchema.shape,
  tools: z.array(z.string()).optional(),
  model: z.string().optional(),
});
export type CatalogEntry = z.infer<typeof CatalogEntrySchema>;

/** Spec 2's `/components.json`: every kind's entries. */
export const ComponentsDocumentSchema = z.strictObject(
  Object.fromEntries(COMPONENT_TYPES.map((t) => [t, z.array(CatalogEntrySchema)])) as Record<
    ComponentType,
    z.ZodArray<typeof CatalogEntrySchema>
  >,
);
export type ComponentsDocument = z.infer<typeof ComponentsDocumentSchema>;

/** `/search-compact.json`: the home page's search (`listing.ts`; not in spec 1, which it does not change). */
export const CompactIndexSchema = z.strictObject({
  version: z.literal(1),
  /** Singular kinds, in KINDS order; an item's first field indexes this. */
  kinds: z.array(z.enum(SINGULAR_TYPES)),
  /** Every category, sorted; an item's second field indexes this. */
  categories: z.array(Segment),
  /** [kind, category, name, short description, downloads]. */
  items: z.array(z.tuple([z.int().nonnegative(), z.int().nonnegative(), Segment, z.string(), z.int().nonnegative()])),
  /**
   * Each item's safety level, one character per item in `items` order: `0`
   * no findings, `1` advisories, `2` blocking (docs/safety.md). Optional: an
   * index written before it has no "no findings" filter.
   */
  levels: z.string().regex(/^[012]*$/).optional(),
  /**
   * The `--allow-path` values an item's install command carries (folded,
   * src/install/policy.ts), as `[item, values]` for the few items that need
   * any: a card's copy button gives the command its page shows.
   */
  allowPaths: z.array(z.tuple([z.int().nonnegative(), z.array(z.string().refine(isShownAllowPath, 'not a shown --allow-path value')).min(1)])).optional(),
  /** The catalog sources the items were recorded from (their ids, sorted; docs/sources.md). Absent: every item is ours. */
  sources: z.array(z.string()).optional(),
  /** Each item's source, in `items` order: 0 ours, n the n-th of `sources`. Present with `sources`. */
  from: z.array(z.int().nonnegative()).optional(),
});
export type CompactIndex = z.infer<typeof CompactIndexSchema>;
