/**
 * `toolshed statusline --install` / `--uninstall`: the `statusLine` setting in Claude
 * Code's user settings (`<config dir>/settings.json`), merged the way the installer
 * merges settings (src/install/merge.ts: recorded ops, so the uninstall takes back
 * exactly what the install set, and restores a status line it replaced with --force).
 * The ops are kept in `<config dir>/toolshed-statusline.json`.
 *
 * The command names this Node and this package's bin by absolute path: `npx` would add
 * a fifth of a second to every call. The settings file may be a symbolic link (dotfiles
 * repositories): it is read through it and the file it points to is replaced, if it is a
 * regular file; anything else (a FIFO, a folder) is refused before it is opened for reading.
 */
import { closeSync, constants, fstatSync, openSync, readFileSync, realpathSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { mergeSettings, undoOps, isPlainObject, describeOp, type JsonObject } from '../install/merge.ts';
import type { MergeOp } from '../install/schemas.ts';
import { writeAtomic } from '../ledger/atomic.ts';

const MAX_SETTINGS_BYTES = 4 * 1024 * 1024;

export class StatusInstallError extends Error {}

/** A JSON object file, null when absent; refuses what is not a regular file or not a JSON object. */
function readJsonObject(path: string): JsonObject | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new StatusInstallError(`cannot read ${path}: ${(err as NodeJS.ErrnoException).code}`);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new StatusInstallError(`${path} is not a regular file; not touched`);
    if (st.size > MAX_SETTINGS_BYTES) throw new StatusInstallError(`${path} is over ${MAX_SETTINGS_BYTES / 1048576} MB; not touched`);
    const text = readFileSync(fd, 'utf8').replace(/^\uFEFF/, '');
    if (text.trim() === '') return {};
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch (err) {
      throw new StatusInstallError(`${path} is not valid JSON (${(err as Error).message}); not touched`);
    }
    if (!isPlainObject(doc)) throw new StatusInstallError(`${path} does not hold a JSON object; not touched`);
    return doc;
  } finally {
    closeSync(fd);
  }
}

/** Where a write goes: the file a symbolic link points to, else the path. */
function target(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/** Quotes a word for the shell that runs the status line command (one rule for every command Toolshed writes: src/text/shell.ts). */
export { shellWord } from '../text/shell.ts';

interface Record_ {
  version: 1;
  settingsFile: string;
  createdFile: boolean;
  ops: MergeOp[];
}

const recordPath = (configDir: string) => join(configDir, 'toolshed-statusline.json');

export interface InstallOutcome {
  settingsFile: string;
  /** What changed, one line per op (empty when it was already there). */
  changes: string[];
}

export async function installStatusLine(configDir: string, command: string, force: boolean): Promise<InstallOutcome> {
  const settingsFile = join(configDir, 'settings.json');
  const existing = readJsonObject(settingsFile);
  const merged = mergeSettings(existing ?? {}, { statusLine: { type: 'command', command, padding: 0 } }, force);
  if (merged.conflicts.length) throw new StatusInstallError(`${settingsFile} already has a status line: ${merged.conflicts.join('; ')}. Run with --force to replace it (--uninstall puts it back).`);
  if (merged.ops.length === 0) return { settingsFile, changes: [] };
  const previous = readRecord(configDir);
  await writeAtomic(target(settingsFile), `${JSON.stringify(merged.result, null, 2)}\n`);
  const record: Record_ = { version: 1, settingsFile, createdFile: previous?.createdFile ?? existing === null, ops: [...(previous?.ops ?? []), ...merged.ops] };
  await writeAtomic(recordPath(configDir), `${JSON.stringify(record, null, 2)}\n`);
  return { settingsFile, changes: merged.ops.map(describeOp) };
}

function readRecord(configDir: string): Record_ | null {
  const r = readJsonObject(recordPath(configDir)) as Partial<Record_> | null;
  if (!r) return null;
  const opOk = (o: unknown) => isPlainObject(o) && (o.op === 'set' || o.op === 'add' || o.op === 'hook') && (o.op === 'hook' || (Array.isArray(o.at) && o.at.every((k) => typeof k === 'string')));
  if (r.version !== 1 || !Array.isArray(r.ops) || !r.ops.every(opOk) || typeof r.createdFile !== 'boolean') throw new StatusInstallError(`${recordPath(configDir)} is not a record Toolshed wrote; remove the statusLine setting by hand`);
  return r as Record_;
}

export interface UninstallOutcome {
  settingsFile: string;
  /** False when no status line of ours was recorded. */
  removed: boolean;
  /** Settings changed by hand since the install: left as they are. */
  skipped: string[];
}

export async function uninstallStatusLine(configDir: string): Promise<UninstallOutcome> {
  const settingsFile = join(configDir, 'settings.json');
  const record = readRecord(configDir);
  if (!record) return { settingsFile, removed: false, skipped: [] };
  const doc = readJsonObject(settingsFile) ?? {};
  const { result, skipped } = undoOps(doc, record.ops);
  if (record.createdFile && Object.keys(result).length === 0) {
    try {
      unlinkSync(target(settingsFile));
    } catch {
      // already gone
    }
  } else await writeAtomic(target(settingsFile), `${JSON.stringify(result, null, 2)}\n`);
  unlinkSync(recordPath(configDir));
  return { settingsFile, removed: true, skipped };
}
