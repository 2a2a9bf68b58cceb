/**
 * Temporary projects filled by the real installer (`bin/toolshed.mjs`) from
 * the built catalog (dist/) served by the local host, for the client suites.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { DIST, ROOT, tempDir } from './paths.ts';
import { runProgram } from './claude-client.ts';

export interface CatalogEntry {
  type: string;
  name: string;
  path: string;
  category: string;
  description: string;
}

const NODE = join(ROOT, 'node_modules', '.bin', 'node');
const BIN = join(ROOT, 'bin', 'toolshed.mjs');

/** Every component of the built catalog, by singular type. */
export async function catalogEntries(dist = DIST): Promise<Map<string, CatalogEntry[]>> {
  const index = JSON.parse(await readFile(join(dist, 'search-index.json'), 'utf8')) as CatalogEntry[];
  const byType = new Map<string, CatalogEntry[]>();
  for (const e of index) byType.set(e.type, [...(byType.get(e.type) ?? []), e]);
  return byType;
}

function ref(e: CatalogEntry): string {
  return `${e.category}/${e.name}`;
}

export interface Project {
  path: string;
  cleanup(): Promise<void>;
}

/** A temporary project folder; a git repository when asked (some hooks read git state). */
export async function makeProject(options: { git?: boolean } = {}): Promise<Project> {
  const dir = await tempDir('toolshed-claude-project-');
  if (options.git) {
    const git = (...args: string[]) => spawnSync('git', args, { cwd: dir.path, encoding: 'utf8' });
    git('init', '-q', '-b', 'main');
    git('-c', 'user.email=t@example.invalid', '-c', 'user.name=test', 'commit', '-q', '--allow-empty', '-m', 'start');
  }
  return { path: dir.path, cleanup: dir.cleanup };
}

/**
 * `toolshed --<kind> a,b --<kind> c … --yes --force` into `project`, from `site`.
 * Tracking is off: these tests are about what the client makes of the files.
 */
/** `allowPaths`: dotfiles a sandbox or template places at the root, which the installer writes only when named (docs/installer.md). */
export async function install(site: string, project: string, picks: Array<{ kind: string; entries: CatalogEntry[] }>, allowPaths: string[] = []): Promise<string> {
  const args = [BIN, '--site', site, '--directory', project, '--yes', '--force', ...allowPaths.flatMap((p) => ['--allow-path', p])];
  for (const { kind, entries } of picks) if (entries.length) args.push(`--${kind}`, entries.map(ref).join(','));
  const r = await runProgram(NODE, args, { cwd: project, env: { ...process.env, DO_NOT_TRACK: '1' } as Record<string, string>, timeoutMs: 180_000 });
  if (r.code !== 0) throw new Error(`toolshed ${args.slice(1).join(' ')} exited ${r.code}:\n${r.stdout}${r.stderr}`);
  return r.stdout + r.stderr;
}

