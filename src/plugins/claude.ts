/**
 * Running the real `claude plugin …` commands for `toolshed plugins`: the
 * binary is a setting (TOOLSHED_CLAUDE_BIN, default `claude` on PATH), the
 * runner a parameter, so tests drive the real client and nothing else.
 */
import { spawn } from 'node:child_process';
import { z } from 'zod';
import { parseSettings } from '../settings.ts';

export interface RunOutput {
  code: number | null;
  stdout: string;
  stderr: string;
}
export type ClaudeRunner = (args: string[]) => Promise<RunOutput>;

const PluginCliSettingsSchema = z.looseObject({
  TOOLSHED_CLAUDE_BIN: z.string().optional(),
  CLAUDE_CONFIG_DIR: z.string().optional(),
  HOME: z.string().optional(),
  USERPROFILE: z.string().optional(),
});

export interface PluginCliSettings {
  claudeBin: string;
  /** The client's config folder: CLAUDE_CONFIG_DIR, else ~/.claude. */
  configDir?: string;
}

export function readPluginCliSettings(env: Record<string, string | undefined>): PluginCliSettings {
  const s = parseSettings(PluginCliSettingsSchema, env);
  const home = s.HOME ?? s.USERPROFILE;
  return { claudeBin: s.TOOLSHED_CLAUDE_BIN ?? 'claude', ...(s.CLAUDE_CONFIG_DIR ? { configDir: s.CLAUDE_CONFIG_DIR } : home ? { configDir: `${home}/.claude` } : {}) };
}

/** A runner over the real binary; a missing binary is a clear error, not a stack trace. */
export function claudeRunner(bin: string, cwd: string, env: Record<string, string | undefined>): ClaudeRunner {
  return (args) =>
    new Promise((resolve, reject) => {
      const child = spawn(bin, args, { cwd, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('error', (error: NodeJS.ErrnoException) =>
        reject(new Error(error.code === 'ENOENT' ? `Claude Code's \`${bin}\` was not found; install Claude Code or set TOOLSHED_CLAUDE_BIN` : error.message)),
      );
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
}

/** The one JSON result line a `--json` subcommand prints last. */
export function lastJsonLine(stdout: string): Record<string, unknown> | undefined {
  for (const line of stdout.trim().split('\n').reverse()) {
    if (!line.startsWith('{')) continue;
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** `plugin list --json`: the ids of installed plugins with their scope and version. */
export async function installedPlugins(run: ClaudeRunner): Promise<Array<{ id: string; scope: string; version: string }>> {
  const out = await run(['plugin', 'list', '--json']);
  if (out.code !== 0) throw new Error(`claude plugin list failed: ${(out.stderr || out.stdout).trim()}`);
  const rows = z.array(z.looseObject({ id: z.string(), scope: z.string(), version: z.string().optional() })).safeParse(JSON.parse(out.stdout || '[]'));
  return rows.success ? rows.data.map((r) => ({ id: r.id, scope: r.scope, version: r.version ?? '' })) : [];
}
