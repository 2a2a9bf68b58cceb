/**
 * The persisted usage ledger: one file per set of `projects/` folders in the user's
 * cache folder (`${XDG_CACHE_HOME:-~/.cache}/toolshed`, beside the monitor's index
 * snapshot), `usage-ledger-<hash of the folders>.bin`.
 *
 * - Written whole to a temporary file, then renamed over the old one (mode 0600): a
 *   reader never sees half a ledger, and two processes updating it at once each write a
 *   complete one (the last rename wins; the other's reading is simply done again later).
 * - A ledger that does not decode, is not ours, has another format or was written by
 *   another package version is ignored, with the reason, and rebuilt from the files.
 * - Paths stored in it are only compared with the current listing: a stored path that is
 *   not listed now counts as deleted, and nothing is ever read from a path the listing
 *   did not give.
 *
 * Encoding: `v8.serialize`; the ledger's columns are typed arrays and its keys one
 * string (accounting.ts), decoded at memory-copy speed.
 */
import { serialize, deserialize } from 'node:v8';
import { readFile } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import { Ledger, type LedgerState } from '../transcripts/ledger.ts';
import { UsageBook, type FileEntry } from './book.ts';
import { writeAtomic } from './atomic.ts';
import { isDigest, type UsageDigest } from './digest.ts';

/** Bump when what the ledger holds or means changes. */
const FORMAT = 3; // 2: fingerprints are FNV-1a; 3: files in folders below subagents/, sessions without a main file in the digest
const MAGIC = 'toolshed-usage-ledger';

interface Stored {
  magic: string;
  format: number;
  version: string;
  dirs: string[];
  files: FileEntry[];
  ledger: LedgerState;
  links: Array<[string, string]>;
}

export interface LedgerMeta {
  /** The package version (a ledger of another version is rebuilt). */
  version: string;
  /** The `projects/` folders it covers, in the order given. */
  dirs: string[];
}

export async function saveLedger(path: string, book: UsageBook, meta: LedgerMeta): Promise<number> {
  const links: Array<[string, string]> = [];
  for (const [a, set] of book.links) for (const b of set) if (a < b) links.push([a, b]);
  const stored: Stored = { magic: MAGIC, format: FORMAT, version: meta.version, dirs: meta.dirs, files: [...book.files.values()], ledger: book.ledger.exportState(), links };
  const bytes = serialize(stored);
  await writeAtomic(path, bytes);
  return bytes.length;
}

const isStr = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const strOrNull = (v: unknown) => v === null || isStr(v);
const KINDS = new Set(['main', 'subagent', 'legacy-agent']);

function validFile(f: FileEntry): boolean {
  return (
    !!f && typeof f === 'object' && isStr(f.path) && isAbsolute(f.path) && KINDS.has(f.kind) && isStr(f.projectDir) && isStr(f.sessionId) &&
    isNum(f.size) && isNum(f.mtimeMs) && isNum(f.offset) && f.offset <= f.size && isStr(f.head) && isStr(f.tail) && isNum(f.malformed) &&
    strOrNull(f.cwd) && strOrNull(f.firstPrompt) && strOrNull(f.summaryTitle) && strOrNull(f.customTitle) && strOrNull(f.lastKey)
  );
}

/** The ledger at `path` when it is ours and covers `meta.dirs`; otherwise why not (the caller starts empty). */
export async function loadLedger(path: string, meta: LedgerMeta): Promise<{ book: UsageBook } | { reason: string }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return { reason: code === 'ENOENT' ? 'none yet' : `unreadable (${code})` };
  }
  let s: Stored;
  try {
    s = deserialize(bytes) as Stored;
  } catch {
    return { reason: 'corrupt' };
  }
  if (!s || typeof s !== 'object' || s.magic !== MAGIC) return { reason: 'corrupt' };
  if (s.format !== FORMAT || s.version !== meta.version) return { reason: `from another version (${String(s.version)}, format ${String(s.format)})` };
  if (!Array.isArray(s.dirs) || s.dirs.join('\0') !== meta.dirs.join('\0')) return { reason: 'of other folders' };
  if (!Array.isArray(s.files) || !Array.isArray(s.links) || !s.ledger || !s.files.every(validFile) || !s.links.every((l) => Array.isArray(l) && isStr(l[0]) && isStr(l[1]))) return { reason: 'corrupt' };
  let ledger: Ledger;
  try {
    // Keys are split only when needed (accounting.ts); their count is checked now, cheaply.
    let lines = s.ledger.key === '' ? 0 : 1;
    for (let i = s.ledger.key.indexOf('\n'); i !== -1; i = s.ledger.key.indexOf('\n', i + 1)) lines++;
    if (lines !== s.ledger.session?.length) return { reason: 'corrupt' };
    ledger = Ledger.fromState(s.ledger);
  } catch {
    return { reason: 'corrupt' };
  }
  const links = new Map<string, Set<string>>();
  for (const [a, b] of s.links) {
    for (const [x, y] of [[a, b], [b, a]] as const) {
      let set = links.get(x);
      if (!set) links.set(x, (set = new Set()));
      set.add(y);
    }
  }
  return { book: new UsageBook(ledger, new Map(s.files.map((f) => [f.path, f])), links) };
}

const DIGEST_MAGIC = 'toolshed-usage-digest';

/** Writes the ledger's digest (digest.ts) beside it, whole or not at all, as the ledger is written. */
export async function saveDigest(path: string, digest: UsageDigest, meta: LedgerMeta): Promise<void> {
  await writeAtomic(path, serialize({ magic: DIGEST_MAGIC, format: FORMAT, version: meta.version, dirs: meta.dirs, digest }));
}

/** The digest at `path` when it is ours, whole, and of `meta.dirs`; null otherwise (the caller reads the ledger). */
export async function loadDigest(path: string, meta: LedgerMeta): Promise<UsageDigest | null> {
  try {
    const s = deserialize(await readFile(path)) as { magic?: unknown; format?: unknown; version?: unknown; dirs?: unknown; digest?: unknown };
    if (!s || s.magic !== DIGEST_MAGIC || s.format !== FORMAT || s.version !== meta.version) return null;
    if (!Array.isArray(s.dirs) || s.dirs.join('\0') !== meta.dirs.join('\0')) return null;
    return isDigest(s.digest) ? s.digest : null;
  } catch {
    return null;
  }
}
