/** The real `toolshed` bin as a child process without a terminal, and a folder's files as a map. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { ROOT } from '../helpers/paths.ts';

export const NODE = join(ROOT, 'node_modules', '.bin', 'node');
export const BIN = join(ROOT, 'bin', 'toolshed.mjs');

export interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function spawnToolshed(args: string[], options: { cwd: string; env?: Record<string, string> }): { child: ChildProcess; done: Promise<Result> } {
  const child = spawn(NODE, [BIN, ...args], {
    cwd: options.cwd,
    env: { ...process.env, DO_NOT_TRACK: '1', TOOLSHED_SITE_URL: '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const done = new Promise<Result>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, done };
}

export function toolshed(args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<Result> {
  return spawnToolshed(args, options).done;
}

/** Every entry under dir (files with their text, folders, links and FIFOs marked), relative path first. */
export async function tree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const rel = relative(dir, path).split('\\').join('/');
    if (entry.isSymbolicLink()) out[rel] = '<link>';
    else if (entry.isDirectory()) out[rel] = '<dir>';
    else if (entry.isFIFO()) out[rel] = '<fifo>'; // reading one would wait forever
    else out[rel] = await readFile(path, 'utf8');
  }
  return out;
}

/**
 * The bin's main() in this process with a terminal that answers every yes/no
 * question with `answer`: its exit code, everything it printed, and the questions asked.
 */
export async function withAnswers(argv: string[], options: { cwd: string; home: string; answer: boolean }): Promise<{ code: number; out: string; questions: string[] }> {
  const { main } = await import('../../src/cli/main.ts');
  const questions: string[] = [];
  let out = '';
  const code = await main(argv, {
    argv,
    env: { HOME: options.home, DO_NOT_TRACK: '1' },
    cwd: options.cwd,
    stdout: (t) => (out += t),
    stderr: (t) => (out += t),
    confirm: async (q) => {
      questions.push(q);
      return options.answer;
    },
  });
  return { code, out, questions };
}
