/**
 * Pure: the sources file and its lock read and checked together. Every
 * problem names its source; a build or a command stops on any of them before
 * anything is fetched or written.
 */
import { isLocalAddress, refusedAddress, sameOrigin } from './plugin-source.ts';
import { LockFileSchema, SourcesFileSchema, type CatalogSource, type LockedPlugin, type LockFile, type PluginOrigin, type SourcesFile } from './schema.ts';

export class SourcesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourcesError';
  }
}

export const EMPTY_LOCK: LockFile = { version: 1, sources: {} };

function firstIssue(error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0];
  return `${issue?.path.map(String).join('.') || '(top level)'}: ${issue?.message}`;
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SourcesError(`${file} is not valid JSON (${(error as Error).message})`);
  }
}

/** The sources file's text, parsed and checked (ids, prefixes, addresses): a SourcesError names what is wrong. */
export function parseSourcesFile(text: string, file: string): SourcesFile {
  const doc = parseJson(text, file);
  const parsed = SourcesFileSchema.safeParse(doc);
  if (!parsed.success) {
    const index = parsed.error.issues[0]?.path[1];
    const raw = typeof index === 'number' ? (doc as { sources?: Array<{ id?: unknown }> }).sources?.[index]?.id : undefined;
    throw new SourcesError(`${file}${typeof raw === 'string' ? `, source ${raw}` : ''}: ${firstIssue(parsed.error)}`);
  }
  const problems: string[] = [];
  const ids = new Set<string>();
  const prefixes = new Map<string, string>();
  for (const s of parsed.data.sources) {
    if (ids.has(s.id)) problems.push(`source ${s.id} is listed twice`);
    ids.add(s.id);
    const other = prefixes.get(s.prefix.toLowerCase());
    if (other !== undefined) problems.push(`sources ${other} and ${s.id} have one prefix, ${s.prefix}: their categories would collide`);
    else prefixes.set(s.prefix.toLowerCase(), s.id);
    const refused = refusedAddress(s.repository, { local: true, unencrypted: true });
    if (refused) problems.push(`source ${s.id}: ${refused}`);
  }
  if (problems.length) throw new SourcesError(`${file}: ${problems.join('; ')}`);
  return parsed.data;
}

/** The lock's text (undefined: no lock yet), parsed and checked against the sources file. */
export function parseLockFile(text: string | undefined, file: string, sources: SourcesFile): LockFile {
  if (text === undefined) return EMPTY_LOCK;
  const parsed = LockFileSchema.safeParse(parseJson(text, file));
  if (!parsed.success) throw new SourcesError(`${file}: ${firstIssue(parsed.error)}`);
  const problems: string[] = [];
  const byId = new Map(sources.sources.map((s) => [s.id, s]));
  for (const [id, locked] of Object.entries(parsed.data.sources)) {
    const source = byId.get(id);
    if (!source) problems.push(`it locks source ${id}, which the sources file does not list (remove the entry, or run npm run sources -- lock)`);
    else if (source.commit !== locked.commit) {
      problems.push(`source ${id} is pinned at ${source.commit.slice(0, 12)} but locked for ${locked.commit.slice(0, 12)} (run npm run sources -- lock ${id} to resolve its plugins for the pinned commit)`);
    }
  }
  if (problems.length) throw new SourcesError(`${file} disagrees with the sources file: ${problems.join('; ')}`);
  return parsed.data;
}

/** Whether the source is a repository on this machine (its marketplace may then name local plugin repositories). */
export function isLocalSource(source: CatalogSource): boolean {
  return isLocalAddress(source.repository);
}

/** The locked commit for a plugin, when the lock holds one for this very origin. */
export function lockedCommit(lock: LockFile, source: CatalogSource, plugin: string, origin: PluginOrigin): string | undefined {
  const entry = lock.sources[source.id];
  if (!entry || entry.commit !== source.commit) return undefined;
  const locked = entry.plugins[plugin];
  return locked && sameOrigin(locked, origin) ? locked.commit : undefined;
}

/** The lock with one source's plugins replaced (sorted by name, so the file's bytes follow its content). */
export function withSource(lock: LockFile, source: CatalogSource, plugins: Record<string, LockedPlugin>, bumped?: string): LockFile {
  const previous = lock.sources[source.id];
  const sorted = Object.fromEntries(Object.entries(plugins).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const stamp = bumped ?? previous?.bumped;
  const sources = { ...lock.sources, [source.id]: { commit: source.commit, ...(stamp ? { bumped: stamp } : {}), plugins: sorted } };
  return { version: 1, sources: Object.fromEntries(Object.entries(sources).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
}

/** The lock without sources the sources file no longer lists. */
export function prunedLock(lock: LockFile, sources: SourcesFile): LockFile {
  const ids = new Set(sources.sources.map((s) => s.id));
  return { version: 1, sources: Object.fromEntries(Object.entries(lock.sources).filter(([id]) => ids.has(id))) };
}

export function lockText(lock: LockFile): string {
  return `${JSON.stringify(lock, null, 2)}\n`;
}

export function sourcesText(file: SourcesFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}
