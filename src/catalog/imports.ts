/**
 * Import records: what `npm run import` took from a community repository and
 * what it left out, one JSON file per import in `<source root>/.imports/`
 * (docs/import.md). The importer writes them (src/import); the loader reads
 * them for each component's provenance and for the "not listed, and why" page.
 * One schema each, types inferred. A record holds no clock time, so importing
 * the same commit twice writes the same bytes.
 */
import { z } from 'zod';
import { COMPONENT_TYPES, isSafeSegment, kindByType } from './kinds.ts';

const Segment = z.string().refine(isSafeSegment, 'not a safe path segment');

/** Another source the same component was found in (src/sources/dedupe.ts). */
export const AlsoFromSchema = z.strictObject({
  source: z.string().min(1),
  repository: z.string().min(1),
  commit: z.string().regex(/^[0-9a-f]{7,64}$/).optional(),
  path: z.string().min(1),
});
export type AlsoFrom = z.infer<typeof AlsoFromSchema>;

/** Where an imported component came from, as the component page shows it. */
export const ProvenanceSchema = z.strictObject({
  /** The repository's address (credentials removed) or, for a plain folder, its name. */
  repository: z.string().min(1),
  /** The commit imported, when the source is a git repository. */
  commit: z.string().regex(/^[0-9a-f]{7,64}$/).optional(),
  /** The component's path in that repository (forward slashes). */
  path: z.string().min(1),
  /** SPDX identifier (or the text of a `license` field) of the component or its repository. */
  license: z.string().min(1).optional(),
  /** The import record it came through (a catalog source's id, docs/sources.md). */
  source: z.string().min(1).optional(),
  /** The same component (kind, name, files) reached through other sources: listed once, every source named. */
  also: z.array(AlsoFromSchema).optional(),
});
export type Provenance = z.infer<typeof ProvenanceSchema>;

/**
 * A path of the source tree a component may own: its own file (`type/category/name.ext`),
 * a file in its own folder, or for a hook a supporting file beside it; no `..`,
 * no empty or dot segment.
 */
export function isComponentFile(path: string, c: { type: string; category: string; name: string }): boolean {
  const parts = path.split('/');
  if (parts.length < 3 || parts[0] !== c.type || parts[1] !== c.category) return false;
  if (!parts.slice(2).every((p) => p !== '' && p !== '.' && p !== '..' && !p.includes('\\'))) return false;
  const kind = kindByType(c.type);
  if (!kind) return false;
  if (kind.layout === 'dir') return parts[2] === c.name && parts.length > 3;
  return parts.length === 3 && (parts[2] === `${c.name}${kind.ext}` || c.type === 'hooks');
}

export const ImportedComponentSchema = z
  .strictObject({
    type: z.enum(COMPONENT_TYPES),
    category: Segment,
    name: Segment,
    /** Its path in the imported repository (in `origin`'s, when it has one). */
    path: z.string().min(1),
    /** A marketplace plugin fetched from its own repository (src/sources/): that repository and commit. */
    origin: z.strictObject({ repository: z.string().min(1), commit: z.string().regex(/^[0-9a-f]{7,64}$/) }).optional(),
    /** Other sources holding the same component, left out there (src/sources/dedupe.ts). */
    also: z.array(AlsoFromSchema).optional(),
    license: z.string().min(1).optional(),
    /** The files written for it, relative to the source root, sorted. */
    files: z.array(z.string().min(1)).min(1),
    /** What was repaired or decided for it, one sentence each. */
    notes: z.array(z.string()),
  })
  // A record is read back to know what an import owns (and may delete): never a path outside the component's category.
  .refine((c) => c.files.every((f) => isComponentFile(f, c)), 'a file that is not its component\'s');
export type ImportedComponent = z.infer<typeof ImportedComponentSchema>;

export const NotListedSchema = z.strictObject({
  /** A path in the imported repository (a file, a folder, a plugin). */
  path: z.string().min(1),
  /** The kind it would have been, when that is known. */
  type: z.enum(COMPONENT_TYPES).optional(),
  reason: z.string().min(1),
});
export type NotListed = z.infer<typeof NotListedSchema>;

export const IMPORT_LAYOUTS = ['claude-code-templates', 'marketplace'] as const;

export const ImportRecordSchema = z.strictObject({
  version: z.literal(1),
  /** The record's file name without `.json`. */
  id: Segment,
  source: z.strictObject({
    repository: z.string().min(1),
    commit: z.string().regex(/^[0-9a-f]{7,64}$/).optional(),
    layout: z.enum(IMPORT_LAYOUTS),
    /** A marketplace's own name. */
    marketplace: z.string().optional(),
  }),
  /** `--into`: the prefix of every category. */
  prefix: Segment.optional(),
  components: z.array(ImportedComponentSchema),
  notListed: z.array(NotListedSchema),
});
export type ImportRecord = z.infer<typeof ImportRecordSchema>;

/** The folder of import records under a source root. */
export const IMPORTS_DIR = '.imports';

/** A component's provenance from its record. */
export function provenanceOf(record: ImportRecord, c: ImportedComponent): Provenance {
  const from = c.origin ?? record.source;
  return {
    repository: from.repository,
    ...(from.commit ? { commit: from.commit } : {}),
    source: record.id,
    path: c.path,
    ...(c.license ? { license: c.license } : {}),
    ...(c.also?.length ? { also: c.also } : {}),
  };
}

/** Records as the page lists them: by id. */
export function sortedRecords(records: readonly ImportRecord[]): ImportRecord[] {
  return [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
