/**
 * The session workbench's answers, composed from one read of the session (session-facts.ts):
 * what it changed, its todos and plans, its subagents and forks with their cost, and the
 * commands that resume it; and a file's history across the sessions of a project.
 */
import { lstat } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import { readSessionFacts, forkParentOf } from './session-facts.ts';
import { groupByFile, type ChangedFile, type FileEdit } from './edits.ts';
import { resumeCommands, type ResumeCommands } from './resume.ts';
import { costSplit, type CostSplit } from './message-cost.ts';
import type { AgentNode } from './session-tree.ts';
import type { TodoSnapshot, Plan, TodoItem } from './todos.ts';
import type { TranscriptIndex, ConversationRecord, ConversationSummary } from './conversations.ts';

/** Files whose existence is looked up per answer (an lstat each); past this the answer says "unknown". */
const EXISTS_CHECK_LIMIT = 2000;

export interface WorkbenchView {
  conversationId: string;
  changes: { files: Array<ChangedFile & { exists: boolean | null }>; edits: number; added: number; removed: number };
  todos: { current: TodoItem[]; snapshots: TodoSnapshot[]; plans: Plan[] };
  tree: { cost: CostSplit; agents: AgentNode[]; forkedFrom: ConversationSummary | null; forkedFromId: string | null; forks: ConversationSummary[] };
  resume: ResumeCommands;
}

/** Whether a recorded path names a file now (null: not checked, or not an absolute path). Only lstat: nothing is read or followed. */
async function existsNow(path: string): Promise<boolean | null> {
  if (!isAbsolute(path) || path.includes('\u0000')) return null;
  return lstat(path).then(() => true, (err: NodeJS.ErrnoException) => (err.code === 'ENOENT' || err.code === 'ENOTDIR' ? false : null));
}

async function withExistence(files: ChangedFile[]): Promise<Array<ChangedFile & { exists: boolean | null }>> {
  return Promise.all(files.map(async (f, i) => ({ ...f, exists: i < EXISTS_CHECK_LIMIT ? await existsNow(f.path) : null })));
}

/** The sessions of `rec`'s project forked from it. */
async function forksOf(index: TranscriptIndex, rec: ConversationRecord): Promise<ConversationRecord[]> {
  const out: ConversationRecord[] = [];
  for (const r of index.list()) if (r !== rec && r.projectDir === rec.projectDir && (await forkParentOf(index, r)) === rec.id) out.push(r);
  return out;
}

export async function sessionWorkbench(index: TranscriptIndex, rec: ConversationRecord): Promise<WorkbenchView> {
  const facts = await readSessionFacts(index, rec);
  const files = await withExistence(groupByFile(facts.edits));
  const agents = facts.agents.nodes(index.prices);
  const now = index.now();
  const parent = facts.forkedFrom ? index.get(facts.forkedFrom) : undefined;
  const cwds = [...(rec.cwd ? [rec.cwd] : []), ...[...rec.workingDirectories].filter((d) => d !== rec.cwd)];
  return {
    conversationId: rec.id,
    changes: { files, edits: facts.edits.length, added: files.reduce((s, f) => s + f.added, 0), removed: files.reduce((s, f) => s + f.removed, 0) },
    todos: { current: facts.todos.current, snapshots: facts.todos.snapshots, plans: facts.todos.plans },
    tree: {
      cost: costSplit(index.usage(rec), agents),
      agents,
      forkedFromId: facts.forkedFrom,
      forkedFrom: parent ? index.summary(parent, now) : null,
      forks: (await forksOf(index, rec)).map((r) => index.summary(r, now)),
    },
    resume: resumeCommands(rec.id, rec.projectDir, cwds),
  };
}

export interface FileHistoryEntry {
  conversationId: string;
  title: string | null;
  edits: FileEdit[];
}

/**
 * Every change to `path` in the sessions of project folder `projectDir`, oldest session
 * first. Sessions whose text cannot hold the path (the content filters, when built) are
 * not read.
 */
export async function fileHistory(index: TranscriptIndex, projectDir: string, path: string): Promise<FileHistoryEntry[]> {
  const needle = path.toLowerCase();
  const out: Array<FileHistoryEntry & { at: number }> = [];
  for (const rec of index.list()) {
    if (rec.projectDir !== projectDir) continue;
    if (index.contentIndexComplete && !index.filters.mayContainAll(rec.ordinal, [needle])) continue;
    const facts = await readSessionFacts(index, rec);
    const edits = facts.edits.filter((e) => e.path === path);
    if (edits.length) out.push({ conversationId: rec.id, title: index.summary(rec).title, edits, at: rec.createdMs ?? 0 });
  }
  return out.sort((a, b) => a.at - b.at).map(({ at: _at, ...e }) => e);
}
