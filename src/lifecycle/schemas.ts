/**
 * The `--json` output of `toolshed check`, `toolshed update` and the restore
 * (`toolshed install` with no component flag), once: the commands build
 * values of these inferred types and the tests parse what the real bin prints
 * with them. JSON output carries text exactly as read (no visible()).
 */
import { z } from 'zod';
import { SINGULAR_TYPES } from '../catalog/kinds.ts';
import { CapabilitiesSchema, SafetyLevelSchema } from '../safety/report.ts';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** A file or merged value against what the lock file recorded. */
export const LocalStateSchema = z.enum(['intact', 'modified', 'missing']);
export type LocalState = z.infer<typeof LocalStateSchema>;

/** The catalog against the lock: same sha256, another one, gone, or not reachable this run. */
export const UpstreamStateSchema = z.enum(['current', 'changed', 'removed', 'unknown']);
export type UpstreamState = z.infer<typeof UpstreamStateSchema>;

const ComponentIdSchema = z.object({
  kind: z.enum(SINGULAR_TYPES),
  category: z.string(),
  name: z.string(),
});

export const ComponentCheckSchema = z.object({
  ...ComponentIdSchema.shape,
  /** The catalog the lock says it came from (a URL, or a folder relative to the install root). */
  source: z.string(),
  lockedSha256: Sha256.or(z.string()),
  upstream: UpstreamStateSchema,
  /** What the catalog serves now; null when removed or not reachable. */
  catalogSha256: Sha256.nullable(),
  /**
   * The worst of its files and values: modified, else missing, else intact;
   * `refused` when the lock entry names paths no install of its kind writes
   * (a lock file that came with a cloned repository): nothing of it is read.
   */
  local: z.union([LocalStateSchema, z.literal('refused'), z.literal('tampered')]),
  /** Why the entry was refused (empty otherwise). */
  refused: z.array(z.string()),
  /**
   * `tampered`: why the entry's files do not add up to its sha256 by the
   * catalog's digest rule (src/lifecycle/lock-integrity.ts): a lock edited by
   * hand to vouch for bytes the catalog never published. Empty otherwise.
   */
  tampered: z.array(z.string()),
  files: z.array(z.object({ path: z.string(), state: LocalStateSchema })),
  values: z.array(z.object({ file: z.string(), key: z.string(), state: LocalStateSchema })),
});
export type ComponentCheck = z.infer<typeof ComponentCheckSchema>;

/** What was asked of one catalog this run (one request each). */
export const CatalogReadSchema = z.object({
  source: z.string(),
  /** The documents read (`/lock-index.json`, or the kinds' lists from a site built before it existed). */
  read: z.array(z.string()),
  reached: z.boolean(),
  error: z.string().optional(),
});
export type CatalogRead = z.infer<typeof CatalogReadSchema>;

export const CheckReportSchema = z.object({
  root: z.string(),
  lockFile: z.string(),
  /** `--offline`: no catalog was asked; `current` then means intact locally. */
  offline: z.boolean(),
  /** Every component current upstream and intact locally (exit 0). */
  current: z.boolean(),
  catalogs: z.array(CatalogReadSchema),
  components: z.array(ComponentCheckSchema),
});
export type CheckReport = z.infer<typeof CheckReportSchema>;

/** src/safety/compare.ts's SafetyChange: a capability list or a finding. */
const SafetyChangeSchema = z.object({
  about: z.union([CapabilitiesSchema.keyof(), z.literal('finding')]),
  severity: z.enum(['advisory', 'blocking']).optional(),
  text: z.string(),
});

/** One file or JSON file an update or restore changes. */
export const FileChangeSchema = z.object({
  path: z.string(),
  action: z.enum(['write', 'overwrite', 'delete', 'merge', 'unchanged']),
  /** Modified locally and changed by this step: needs --force (the local file is backed up first). */
  conflict: z.boolean(),
  /** The unified diff from the file as it is to the file as it will be. */
  patch: z.string(),
});
export type FileChange = z.infer<typeof FileChangeSchema>;

export const ComponentUpdateSchema = z.object({
  ...ComponentIdSchema.shape,
  fromSha256: z.string(),
  toSha256: Sha256,
  safety: z.object({
    before: SafetyLevelSchema.nullable(),
    after: SafetyLevelSchema,
    added: z.array(SafetyChangeSchema),
    removed: z.array(SafetyChangeSchema),
  }),
  changes: z.array(FileChangeSchema),
  /** Conflicts in words: modified files and values, overwritten user entries. */
  conflicts: z.array(z.string()),
  /** What the new version runs (src/catalog/executables.ts). */
  executes: z.array(z.string()),
  /** The new version's blocking rules: each needs `--allow-risk <rule>` to be taken. */
  blocking: z.array(z.string()),
});
export type ComponentUpdate = z.infer<typeof ComponentUpdateSchema>;

export const UpdateReportSchema = z.object({
  root: z.string(),
  dryRun: z.boolean(),
  /** Applied (false on --dry-run, or when nothing changed upstream). */
  applied: z.boolean(),
  updates: z.array(ComponentUpdateSchema),
  /** Components asked for or locked that could not be updated, and why (removed from the catalog…). */
  skipped: z.array(z.object({ ...ComponentIdSchema.shape, reason: z.string() })),
});
export type UpdateReport = z.infer<typeof UpdateReportSchema>;

export const RestoreReportSchema = z.object({
  root: z.string(),
  frozen: z.boolean(),
  dryRun: z.boolean(),
  applied: z.boolean(),
  components: z.array(
    z.object({
      ...ComponentIdSchema.shape,
      sha256: z.string(),
      /** restored: files written back; intact: nothing to do; updated: the catalog's new version taken after a yes. */
      result: z.enum(['restored', 'intact', 'updated']),
      changes: z.array(FileChangeSchema),
    }),
  ),
});
export type RestoreReport = z.infer<typeof RestoreReportSchema>;
