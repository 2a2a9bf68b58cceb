/**
 * The usage ledger in memory (`UsageBook`): the core's deduplicated `Ledger` of counted
 * assistant messages, what was read of each transcript file (size, mtime, the byte
 * offset the next read starts at, fingerprints of the bytes already read, what the file
 * says about its session), and which sessions share a counted message.
 *
 * Those links are what keeps an incremental ledger equal to a fresh scan when a file is
 * deleted, truncated or rewritten: a message is kept once, under the first session that
 * had it (or the one a fork's copy names), with the largest output of all its copies, so
 * removing one file's lines can change messages credited to other sessions. The sessions
 * linked to a changed file's session (transitively) are therefore dropped together and
 * their files read again (update.ts). Links come from forks and resumed sessions: few.
 *
 * Sharing also depends on the order files are read: a copy without a mark (an older
 * client's resume repeats earlier lines without `requestSessionId`) goes to the session
 * read first, and between copies of equal output the first one read gives the figures.
 * So when a file moves past a linked session's file in the reading order (it grew, or
 * an older one appeared), the linked sessions are read again too, in order.
 */
import { basename } from 'node:path';
import { ownerOf } from '../transcripts/accounting.ts';
import { Ledger } from '../transcripts/ledger.ts';
import type { TranscriptFile } from '../transcripts/paths.ts';
import type { ScannedFile } from '../transcripts/parallel-scan.ts';
import type { FileScan } from './scan-file.ts';
import { forEachCounted } from '../transcripts/accounted-columns.ts';

/** What the ledger knows of one transcript file (its path, kind, folder, session, size and mtime as a scan found them, and:). */
export interface FileEntry extends ScannedFile {
  /** Where the next read starts: after the last complete line read. */
  offset: number;
  /** Fingerprints of the bytes read (the first and the last FINGERPRINT_BYTES before `offset`), see fingerprint.ts. */
  head: string;
  tail: string;
  /** First working directory and first prompt of a main file; last summary and custom title of the file. */
  cwd: string | null;
  firstPrompt: string | null;
  summaryTitle: string | null;
  customTitle: string | null;
  malformed: number;
  /** Dedup key of the last counted line read (a message may go on past `offset`: the status line's delta needs it). */
  lastKey: string | null;
}

/**
 * Sessions credited with messages that have no file left (a fork's copies name an
 * original that Claude Code's cleanup removed), of the `credited` ones; `known` are
 * the sessions reports already list.
 */
export function orphanedSessions(credited: Iterable<string>, known: { has(id: string): boolean }): string[] {
  return [...credited].filter((id) => !known.has(id));
}

/** The project of a session no file of which is left. */
export const UNKNOWN_PROJECT = '(deleted)';

/** What a report shows of a session. */
export interface SessionInfo {
  id: string;
  project: string;
  workingDirectory: string | null;
  projectDir: string;
  title: string | null;
}

/** Reading order: oldest modification first, a main file before a subagent file of the same time (the index's order). */
export const readingOrder = (a: { mtimeMs: number; kind: string }, b: { mtimeMs: number; kind: string }): number => a.mtimeMs - b.mtimeMs || (a.kind === 'main' ? (b.kind === 'main' ? 0 : -1) : b.kind === 'main' ? 1 : 0);

export class UsageBook {
  ledger: Ledger;
  readonly files: Map<string, FileEntry>;
  /** session → sessions it shares a counted message with (both directions). */
  readonly links: Map<string, Set<string>>;

  constructor(ledger = new Ledger(), files = new Map<string, FileEntry>(), links = new Map<string, Set<string>>()) {
    this.ledger = ledger;
    this.files = files;
    this.links = links;
  }

  #link(a: string, b: string): void {
    for (const [x, y] of [[a, b], [b, a]] as const) {
      let s = this.links.get(x);
      if (!s) this.links.set(x, (s = new Set()));
      s.add(y);
    }
  }

  /**
   * Folds a scan of `file` (bytes from its offset on) into the ledger; scans must come in
   * reading order. The core's rules: `usageOwner` (a fork's copy goes to its original),
   * then `Ledger.add` (one entry per message, largest output). Returns the other
   * sessions whose messages this file's lines share.
   */
  fold(file: FileEntry, scan: FileScan): Set<string> {
    const own = file.sessionId;
    const shared = new Set<string>();
    // Each line's key (`countedKey`, with `path:offset` for a line with neither id nor uuid) and time come made.
    forEachCounted(scan, (c) => {
      const credited = this.ledger.addCountedAt(ownerOf(c.requestSessionId, own), c.key, c.counts, c.model, c.sidechain, c.timeMs);
      if (credited !== own) {
        this.#link(own, credited);
        shared.add(credited);
      }
      file.lastKey = c.key;
    });
    file.offset = scan.nextOffset;
    file.malformed += scan.malformed;
    file.cwd ??= scan.cwd;
    file.firstPrompt ??= scan.firstPrompt;
    if (scan.summaryTitle !== null) file.summaryTitle = scan.summaryTitle;
    if (scan.customTitle !== null) file.customTitle = scan.customTitle;
    return shared;
  }

  /** The sessions linked to `seeds`, transitively (seeds included). */
  closure(seeds: Iterable<string>): Set<string> {
    const out = new Set<string>();
    const todo = [...seeds];
    while (todo.length) {
      const s = todo.pop()!;
      if (out.has(s)) continue;
      out.add(s);
      for (const t of this.links.get(s) ?? []) if (!out.has(t)) todo.push(t);
    }
    return out;
  }

  /** Drops the sessions' messages and links; their files are to be read again from 0 (`resetFile`). */
  dropSessions(ids: Set<string>): void {
    for (const id of ids) {
      this.ledger.removeSession(id);
      for (const t of this.links.get(id) ?? []) this.links.get(t)?.delete(id);
      this.links.delete(id);
    }
  }

  /**
   * Sessions as reports list them, from the files in the current reading order (so the
   * answer is a fresh scan's): its working directory and first prompt from its first file
   * that has them, its folder from its last main file (else its first file), the last
   * custom title, else the last summary, else the first prompt. A session whose main file
   * is gone (Claude Code's cleanup removed it; only a subagent file, or a fork's copies of
   * its messages, remain) is listed too: its tokens were spent, and every other tool
   * counts them (docs/usage.md, "Which messages count").
   */
  sessions(): Map<string, SessionInfo> {
    const acc = new Map<string, { main: FileEntry | null; first: FileEntry; cwd: string | null; custom: string | null; summary: string | null; prompt: string | null }>();
    for (const f of [...this.files.values()].sort(readingOrder)) {
      let a = acc.get(f.sessionId);
      if (!a) acc.set(f.sessionId, (a = { main: null, first: f, cwd: null, custom: null, summary: null, prompt: null }));
      if (f.kind === 'main') a.main = f;
      a.cwd ??= f.cwd;
      a.prompt ??= f.firstPrompt;
      if (f.customTitle !== null) a.custom = f.customTitle;
      if (f.summaryTitle !== null) a.summary = f.summaryTitle;
    }
    const out = new Map<string, SessionInfo>();
    const add = (id: string, projectDir: string, a: { cwd: string | null; custom: string | null; summary: string | null; prompt: string | null } | null) => {
      const cwd = a?.cwd ?? null;
      const project = cwd ? basename(cwd) || cwd : projectDir || UNKNOWN_PROJECT;
      out.set(id, { id, project, workingDirectory: cwd, projectDir, title: a ? (a.custom ?? a.summary ?? a.prompt) : null });
    };
    // Without its main file a session has no working directory or title to show: its folder names it.
    for (const [id, a] of acc) add(id, (a.main ?? a.first).projectDir, a.main ? a : null);
    // A fork's copies credited to an original none of whose files remain.
    for (const id of orphanedSessions(this.ledger.sessionIds(), out)) add(id, '', null);
    return out;
  }

  get malformedLines(): number {
    let n = 0;
    for (const f of this.files.values()) n += f.malformed;
    return n;
  }
}

/** A file not read yet, or to be read again from its start. */
export function freshEntry(f: { path: string; kind: TranscriptFile['kind']; projectDir: string; sessionId: string }): FileEntry {
  return { path: f.path, kind: f.kind, projectDir: f.projectDir, sessionId: f.sessionId, size: 0, mtimeMs: 0, offset: 0, head: '', tail: '', cwd: null, firstPrompt: null, summaryTitle: null, customTitle: null, malformed: 0, lastKey: null };
}
