/**
 * What every client suite shares: the local host serving the built catalog,
 * the Messages API stand-in, a client HOME, and `session()` to run one scripted
 * `claude -p` in a project and read back its events and transcript.
 */
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startStandIn, scriptMarker, type StandIn, type Step } from '../helpers/claude-api.ts';
import { clientEnv, makeClientHome, debugProblems, runPrint, type ClientHome, type PrintRun } from '../helpers/claude-client.ts';
import { catalogEntries, makeProject, type CatalogEntry, type Project } from '../helpers/claude-project.ts';
import { DIST } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';

export interface Suite {
  bin: string;
  server: LocalServer;
  api: StandIn;
  home: ClientHome;
  catalog: Map<string, CatalogEntry[]>;
  /** A fresh git project for one test; `close()` removes it. */
  project(): Promise<Project>;
  close(): Promise<void>;
}

export async function openSuite(bin: string, options: { catalog?: boolean } = {}): Promise<Suite> {
  const api = await startStandIn();
  const home = await makeClientHome();
  // Tracking is not under test here: no store is opened (DO_NOT_TRACK on installs).
  const server = options.catalog === false ? undefined : await startLocalServer({ TOOLSHED_DIST: DIST, DATABASE_URL: '', SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '' });
  const catalog = options.catalog === false ? new Map() : await catalogEntries();
  const projects: Project[] = [];
  return {
    bin,
    server: server!,
    api,
    home,
    catalog,
    async project() {
      const p = await makeProject({ git: true });
      projects.push(p);
      return p;
    },
    async close() {
      for (const p of projects) await p.cleanup();
      await server?.stop();
      await api.close();
      await home.cleanup();
    },
  };
}

export interface SessionRun extends PrintRun {
  sessionId: string;
  /** The main transcript's lines, parsed. */
  transcript: Array<Record<string, any>>;
  /** Debug-log warnings and errors (see debugProblems). */
  problems: string[];
}

export interface SessionOptions {
  cwd: string;
  steps?: Step[];
  final?: string;
  /** Text before the script marker (what a user would type). */
  text?: string;
  /** The whole prompt, instead of text + script (a slash command, a secret). */
  prompt?: string;
  args?: string[];
  allowedTools?: string[];
  env?: Record<string, string>;
  /** Debug-log lines caused by the machine, not by the files under test. */
  environment?: RegExp[];
}

export async function session(suite: Suite, options: SessionOptions): Promise<SessionRun> {
  const prompt = options.prompt ?? `${options.text ?? 'Please go ahead.'} ${scriptMarker({ steps: options.steps ?? [], final: options.final })}`;
  const run = await runPrint({
    bin: suite.bin,
    cwd: options.cwd,
    env: clientEnv(suite.api.url, suite.home, options.env),
    prompt,
    args: options.args,
    allowedTools: options.allowedTools,
  });
  const sessionId = String(run.events.find((e) => e.session_id)?.session_id ?? run.init?.session_id ?? '');
  const file = sessionId ? await findTranscript(suite.home.configDir, sessionId) : undefined;
  const transcript = file ? parseJsonl(await readFile(file, 'utf8')) : [];
  return { ...run, sessionId, transcript, problems: debugProblems(run.debugLog, options.environment) };
}

export function parseJsonl(text: string): Array<Record<string, any>> {
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
}

/** `projects/<slug>/<session>.jsonl` under the config folder. */
export async function findTranscript(configDir: string, sessionId: string): Promise<string | undefined> {
  const projects = join(configDir, 'projects');
  if (!existsSync(projects)) return undefined;
  for (const slug of await readdir(projects)) {
    const file = join(projects, slug, `${sessionId}.jsonl`);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** The tool_result of one tool call, from the transcript lines. */
export function resultOf(transcript: Array<Record<string, any>>, toolUseId: string): { content: string; isError: boolean } | undefined {
  for (const line of transcript) {
    if (line.type !== 'user' || !Array.isArray(line.message?.content)) continue;
    for (const b of line.message.content) {
      if (b?.type === 'tool_result' && b.tool_use_id === toolUseId) {
        return { content: typeof b.content === 'string' ? b.content : JSON.stringify(b.content), isError: Boolean(b.is_error) };
      }
    }
  }
  return undefined;
}

/** Tool-use ids the stand-in sent, in order, for the scripted steps of the last run. */
export function toolUseIds(run: PrintRun): string[] {
  const ids: string[] = [];
  for (const e of run.events) {
    if (e.type !== 'assistant' || e.parent_tool_use_id) continue;
    for (const b of e.message?.content ?? []) if (b.type === 'tool_use') ids.push(b.id);
  }
  return ids;
}

/** The agent or command name the client shows for a Markdown file: its frontmatter `name`, else the file name. */
export function nameInFile(fileName: string, text: string): string {
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const m = /^name:\s*["']?([^"'\n]+?)["']?\s*$/m.exec(front);
  return m ? m[1]! : fileName.replace(/\.md$/, '');
}
