/**
 * The system git, for the import: a shallow clone of a repository address
 * into a temporary folder, and what a local folder's repository says about
 * itself (commit, remote address). Addresses are shown and recorded without
 * credentials. No prompt, no hooks, no submodules; a clone has a time limit.
 */
import { spawn } from 'node:child_process';

/** `https://…`, `ssh://…`, `git://…`, `file://…`, or scp-like `user@host:path`. */
export function isGitAddress(source: string): boolean {
  return /^(?:https?|ssh|git|file):\/\//i.test(source) || /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+:[^/\\]/.test(source);
}

/** An address as it may be shown and recorded: no user or password, no query or fragment. */
export function redactAddress(address: string): string {
  try {
    const url = new URL(address);
    url.username = '';
    url.password = '';
    url.search = '';
    url.hash = '';
    return url.toString();
  } catch {
    // scp-like `user@host:path`: the user part is not a secret, but a `user:token@` form is.
    return address.replace(/^[^@/]*:[^@/]*@/, '');
  }
}

export interface GitResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export type RunGit = (args: string[], options: { cwd?: string; timeoutMs?: number }) => Promise<GitResult>;

/**
 * What git reads of the caller's environment: the user's and the machine's
 * own configuration (the global and system files wherever they are, and
 * configuration given in the environment), so the `url.<base>.insteadOf`
 * mirrors companies and CI machines set apply to every address; their
 * proxies, certificates and ssh agent. Nothing else reaches git: no
 * `GIT_DIR`, `GIT_WORK_TREE` or other variable that would point git
 * somewhere else.
 */
const USER_GIT_ENV = /^(?:HOME|XDG_CONFIG_HOME|GIT_CONFIG_GLOBAL|GIT_CONFIG_SYSTEM|GIT_CONFIG_COUNT|GIT_CONFIG_(?:KEY|VALUE)_\d+|SSH_AUTH_SOCK|(?:https?|all|no)_proxy|(?:HTTPS?|ALL|NO)_PROXY|GIT_SSL_CAINFO|GIT_SSL_CAPATH)$/;

export function gitEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const kept = Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => USER_GIT_ENV.test(e[0]) && typeof e[1] === 'string'));
  return { HOME: '/', ...kept, PATH: env.PATH ?? '/usr/bin:/bin', GIT_TERMINAL_PROMPT: '0', GIT_LFS_SKIP_SMUDGE: '1', LANG: 'C' };
}

/**
 * git with no prompt and nothing of a fetched repository that could run
 * something (no hooks, no `ext::` or `fd::` transport); a transfer slower
 * than 1 KB/s for 30 s stops, so an unreachable host fails fast.
 */
export const systemGit: RunGit = (args, options) =>
  new Promise((resolve, reject) => {
    const child = spawn('git', ['-c', 'core.hooksPath=/dev/null', '-c', 'protocol.ext.allow=never', '-c', 'protocol.fd.allow=never', '-c', 'http.lowSpeedLimit=1000', '-c', 'http.lowSpeedTime=30', ...args], {
      cwd: options.cwd,
      env: gitEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 600_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`cannot run git: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });

/** A shallow clone of `address` (at `ref`, a branch or tag, when given) into `dir`. */
export async function cloneShallow(git: RunGit, address: string, dir: string, ref?: string, timeoutMs?: number): Promise<void> {
  if (ref !== undefined && !/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(ref)) throw new Error(`--ref ${JSON.stringify(ref)} is not a branch or tag name`);
  const args = ['clone', '--depth', '1', '--quiet', '--no-tags', '--single-branch', ...(ref ? ['--branch', ref] : []), '--', address, dir];
  const result = await git(args, { timeoutMs });
  if (result.code !== 0) {
    const why = result.code === null ? 'it took too long' : result.stderr.trim().split('\n').pop() || `git exited with ${result.code}`;
    throw new Error(`cannot clone ${redactAddress(address)}: ${redactAddress(why)}`);
  }
}

/** What a folder's repository says: its top folder, the commit checked out and the origin's address (each when there is one). */
export async function describeFolder(git: RunGit, dir: string): Promise<{ top?: string; commit?: string; remote?: string }> {
  const top = await git(['rev-parse', '--show-toplevel'], { cwd: dir, timeoutMs: 30_000 }).catch(() => undefined);
  if (!top || top.code !== 0) return {};
  const commit = await git(['rev-parse', 'HEAD'], { cwd: dir, timeoutMs: 30_000 });
  const remote = await git(['remote', 'get-url', 'origin'], { cwd: dir, timeoutMs: 30_000 });
  return {
    top: top.stdout.trim(),
    ...(commit.code === 0 && /^[0-9a-f]{40,64}$/.test(commit.stdout.trim()) ? { commit: commit.stdout.trim() } : {}),
    ...(remote.code === 0 && remote.stdout.trim() ? { remote: redactAddress(remote.stdout.trim()) } : {}),
  };
}
