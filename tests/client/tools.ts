/**
 * `toolshed chats` and `toolshed analytics` as the user runs them: the real
 * bin in its own process, on a free port, over one config folder.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { ROOT } from '../helpers/paths.ts';

const NODE = join(ROOT, 'node_modules', '.bin', 'node');
const BIN = join(ROOT, 'bin', 'toolshed.mjs');

export interface LocalTool {
  url: string;
  get(path: string): Promise<any>;
  stop(): Promise<void>;
}

export async function startTool(command: 'chats' | 'analytics', configDir: string, extra: string[] = []): Promise<LocalTool> {
  const child = spawn(NODE, [BIN, command, '--dir', configDir, '--port', '0', '--no-open', ...extra], {
    cwd: ROOT,
    // Our cache in the client's temporary HOME (configDir is <home>/.claude), never the real user's.
    env: { ...process.env, CLAUDE_CONFIG_DIR: configDir, XDG_CACHE_HOME: join(dirname(configDir), '.cache') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`toolshed ${command} did not start:\n${output}`)), 120_000);
    child.stdout.on('data', () => {
      const m = /listening at (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace(/\/$/, ''));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`toolshed ${command} exited ${code}:\n${output}`));
    });
  });
  return {
    url,
    async get(path: string) {
      const res = await fetch(`${url}${path}`);
      if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}
