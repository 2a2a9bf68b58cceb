/**
 * The manifest as the project's lock file (issue 24): meant to be committed,
 * so nothing in it depends on the machine that wrote it. Pure.
 *
 * - Versioned: 2 since the lock file; a version 1 manifest (before it) is
 *   read and migrated in memory (its folder sources, absolute paths, made
 *   relative to the install root) and written back as 2 by the next command
 *   that changes it. A version this Toolshed does not know is refused, never
 *   guessed at.
 * - The catalog each install came from is a site URL without credentials,
 *   query or fragment, or a `dist/` folder relative to the install root.
 * - Installs are written sorted by kind, category and name, so two teammates
 *   adding different components touch different lines.
 */
import { isAbsolute, relative, sep } from 'node:path';
import { EXIT, InstallError } from './errors.ts';
import { MANIFEST_FILE } from './policy.ts';
import { LOCK_VERSION, ManifestSchema, ManifestV1Schema, type ComponentContent, type LockParts, type Manifest, type ManifestEntry } from './schemas.ts';
import type { ComponentType } from '../catalog/kinds.ts';

/**
 * Kinds whose lock entries record the component's parts (LockPartsSchema):
 * their install merges JSON or leaves a file out (a README), so their files
 * alone cannot add up to the component's sha256. Agents, commands, loops,
 * skills and mods are their files.
 */
export const PARTS_KINDS: ReadonlySet<ComponentType> = new Set<ComponentType>(['hooks', 'mcps', 'settings', 'sandbox', 'templates']);

/** The parts of a component as its lock entry records them: a part written byte for byte as one of `written` points to it, any other is held. */
export function lockParts(content: ComponentContent, written: readonly { path: string; content: string }[]): LockParts {
  const files = content.files && Object.keys(content.files).length ? Object.entries(content.files) : undefined;
  if (!files) return { content: content.content };
  return {
    files: files.map(([path, text]) => {
      const file = written.find((w) => w.content === text);
      return file ? { path, file: file.path } : { path, text };
    }),
  };
}

function isUrl(site: string): boolean {
  return /^https?:\/\//i.test(site);
}

/** How the lock records a catalog opened as `site` (a URL, or a folder's path) for `root`. */
export function portableSource(site: string, root: string): string {
  if (isUrl(site)) {
    try {
      const url = new URL(site);
      url.username = '';
      url.password = '';
      url.search = '';
      url.hash = '';
      return url.href.replace(/\/+$/, '');
    } catch {
      return site;
    }
  }
  if (!isAbsolute(site)) return site.split(sep).join('/');
  const rel = relative(root, site).split(sep).join('/');
  return rel === '' ? '.' : rel;
}

/** The manifest in a JSON document, migrated to the current version; throws (exit 6) on anything else. */
export function readLock(data: unknown, root: string | undefined): Manifest {
  const version = typeof data === 'object' && data !== null && 'version' in data ? (data as { version: unknown }).version : undefined;
  if (typeof version === 'number' && Number.isInteger(version) && version > LOCK_VERSION) {
    throw new InstallError(
      EXIT.invalidExistingFile,
      `${MANIFEST_FILE} is lock file version ${version}, written by a newer Toolshed; this one reads up to ${LOCK_VERSION}. Update Toolshed (npx toolshed@latest); the file was left untouched`,
    );
  }
  if (version === 1) {
    const v1 = ManifestV1Schema.safeParse(data);
    if (v1.success) {
      return {
        version: LOCK_VERSION,
        installs: v1.data.installs.map((e) => ({ ...e, source: root === undefined ? e.source : portableSource(e.source, root) })),
      };
    }
  }
  const parsed = ManifestSchema.safeParse(data);
  if (!parsed.success) throw new InstallError(EXIT.invalidExistingFile, `${MANIFEST_FILE} is not a Toolshed manifest; it was left untouched`);
  return parsed.data;
}

function byComponent(a: ManifestEntry, b: ManifestEntry): number {
  const key = (e: ManifestEntry) => [e.type, e.category, e.name];
  const [x, y] = [key(a), key(b)];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return 0;
}

/** The lock file's text: the current version, installs sorted, 2-space JSON and a final newline. */
export function serializeLock(manifest: Manifest): string {
  return `${JSON.stringify({ version: LOCK_VERSION, installs: [...manifest.installs].sort(byComponent) }, null, 2)}\n`;
}

/**
 * The entry of a component updated to a new version, replacing its previous
 * one: the new version's files and merges only (what the old one had and the
 * new one dropped was removed with it), each keeping the backup the first
 * install made of the user's own file, and the folders either created.
 * `adopted`: files of the new version already holding its bytes (nothing was
 * written), still owned.
 */
export function replaceEntry(previous: ManifestEntry, next: ManifestEntry, adopted: readonly { path: string; sha256: string }[] = []): ManifestEntry {
  const firstBackup = <T extends { path: string; backup?: string; backupSha256?: string }>(record: T, earlier: readonly T[]): T => {
    const before = earlier.find((e) => e.path === record.path);
    if (!before?.backup) return record;
    const { backup: _b, backupSha256: _s, ...rest } = record;
    return { ...rest, backup: before.backup, ...(before.backupSha256 ? { backupSha256: before.backupSha256 } : {}) } as T;
  };
  const files: ManifestEntry['files'] = [...next.files, ...adopted.filter((a) => !next.files.some((f) => f.path === a.path))].map((f) => firstBackup(f, previous.files));
  const merges = next.merges.map((m) => ({ ...firstBackup(m, previous.merges), createdFile: (previous.merges.find((p) => p.path === m.path)?.createdFile ?? false) || m.createdFile }));
  // A folder stays recorded only while it leads to something the entry names (the manifest reader refuses others).
  const named = [...files.flatMap((f) => [f.path, f.backup ?? '']), ...merges.flatMap((m) => [m.path, m.backup ?? ''])];
  const dirs = [...new Set([...previous.dirs, ...next.dirs])].filter((d) => named.some((p) => p.startsWith(`${d}/`)));
  return { ...next, files, merges, dirs };
}
