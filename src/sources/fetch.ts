/**
 * The git shell of the aggregator: a repository at one commit, fetched
 * shallow into a cache folder reused between builds (a complete checkout is
 * never fetched again, so a warm cache builds offline), and what a branch, a
 * tag or the default branch points at now. git runs as src/import/git.ts runs
 * it: the user's own configuration (their `insteadOf` mirrors), no prompt, no
 * hooks, nothing of the fetched repository's configuration.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { redactAddress, systemGit, type GitResult, type RunGit } from '../import/git.ts';
import { COMMIT } from './schema.ts';
import { REF } from './plugin-source.ts';

/** Where a repository's checkout at a commit is kept in the cache. */
export function checkoutDir(cacheDir: string, address: string, commit: string): string {
  const key = createHash('sha256').update(address).digest('hex').slice(0, 16);
  return join(cacheDir, 'checkouts', `${key}-${commit}`);
}

export interface FetchOptions {
  git?: RunGit;
  /** Each git call's limit. */
  timeoutMs?: number;
}

/** git's last line of complaint, credentials removed. */
function why(result: { code: number | null; stderr: string }): string {
  if (result.code === null) return 'git took too long';
  const lines = result.stderr.trim().split('\n').filter((l) => l.trim());
  const line = redactAddress(lines.find((l) => /^fatal:/.test(l)) ?? lines.pop() ?? `git exited with ${result.code}`).replace(/^fatal:\s*/, '');
  // An address inside git's sentence (a mirror an insteadOf rule points at, say) loses its credentials too.
  return line.replace(/\b([A-Za-z][A-Za-z0-9+.-]*:\/\/)[^/\s@'"]+@/g, '$1');
}

/** git's words for a repository that is not at an address (a local folder, or a host's answer). */
const NO_REPOSITORY = /does not appear to be a git repository|repository .* not found|not found/i;

/**
 * The same repository's address spelt the other way (`…/name` ⇄ `…/name.git`):
 * hosts answer both, and a mirror an `insteadOf` rule points at holds one,
 * while a marketplace may name either. Only remote addresses: a local path
 * is what it says.
 */
export function otherSpelling(address: string): string | undefined {
  if (!/^(?:https?|ssh|git):\/\/[^/]+\/./i.test(address) || /[?#]/.test(address) || address.endsWith('/')) return undefined;
  return address.endsWith('.git') ? address.slice(0, -4) : `${address}.git`;
}

/** `attempt(address)`, then the other spelling when git says there is no repository at the first. */
async function eitherSpelling(address: string, attempt: (address: string) => Promise<GitResult>): Promise<GitResult> {
  const result = await attempt(address);
  const other = otherSpelling(address);
  if (result.code === 0 || result.code === null || !other || !NO_REPOSITORY.test(result.stderr)) return result;
  const second = await attempt(other);
  return second.code === 0 ? second : result;
}

/** A server that does not serve a commit by its id (an older protocol) is asked for its branches and tags. */
const NOT_BY_ID = /not our ref|no such remote ref|couldn't find remote ref|unadvertised object|server does not allow request for unadvertised/i;

/**
 * The checkout of `address` at `commit` in the cache: fetched shallow into a
 * temporary folder, checked out, its `.git` removed and renamed into place,
 * so a folder in the cache is always whole. Returns its path.
 */
export async function checkoutAt(cacheDir: string, address: string, commit: string, options: FetchOptions = {}): Promise<string> {
  if (!COMMIT.test(commit)) throw new Error(`${JSON.stringify(commit)} is not a full commit id`);
  const final = checkoutDir(cacheDir, address, commit);
  if (await stat(final).then((s) => s.isDirectory(), () => false)) return final;
  const git = options.git ?? systemGit;
  const timeoutMs = options.timeoutMs ?? 600_000;
  const tmp = join(cacheDir, 'checkouts', `.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
  await mkdir(tmp, { recursive: true });
  try {
    const run = async (args: string[]) => git(args, { cwd: tmp, timeoutMs });
    let result = await run(['init', '--quiet']);
    if (result.code !== 0) throw new Error(`cannot prepare a checkout: ${why(result)}`);
    let from = address;
    result = await eitherSpelling(address, async (a) => {
      const r = await run(['fetch', '--quiet', '--no-tags', '--depth', '1', '--', a, commit]);
      if (r.code === 0 || NOT_BY_ID.test(r.stderr)) from = a;
      return r;
    });
    if (result.code !== 0 && NOT_BY_ID.test(result.stderr)) {
      result = await run(['fetch', '--quiet', '--no-tags', '--', from, '+refs/heads/*:refs/remotes/source/*', '+refs/tags/*:refs/tags/*']);
      if (result.code === 0 && (await run(['cat-file', '-e', `${commit}^{commit}`])).code !== 0) {
        throw new Error(`commit ${commit} does not exist in ${redactAddress(address)}`);
      }
    }
    if (result.code !== 0) {
      const reason = why(result);
      throw new Error(NOT_BY_ID.test(reason) ? `commit ${commit} does not exist in ${redactAddress(address)}` : `cannot fetch ${redactAddress(address)}: ${reason}`);
    }
    result = await run(['-c', 'advice.detachedHead=false', 'checkout', '--quiet', '--detach', commit]);
    if (result.code !== 0) throw new Error(`cannot check out commit ${commit} of ${redactAddress(address)}: ${why(result)}`);
    await rm(join(tmp, '.git'), { recursive: true, force: true });
    await rename(tmp, final).catch(async (error: NodeJS.ErrnoException) => {
      // Another build put the same checkout in place first: same commit, same bytes.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
    return final;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** The commit a branch or tag (default: the default branch, HEAD) of `address` points at now. */
export async function resolveRef(address: string, ref: string | undefined, options: FetchOptions = {}): Promise<string> {
  if (ref !== undefined && (!REF.test(ref) || ref.includes('..'))) throw new Error(`${JSON.stringify(ref)} is not a branch or tag name`);
  const git = options.git ?? systemGit;
  const wanted = ref === undefined ? ['HEAD'] : [`refs/heads/${ref}`, `refs/tags/${ref}`];
  const result = await eitherSpelling(address, (a) => git(['ls-remote', '--', a, ...wanted], { timeoutMs: options.timeoutMs ?? 120_000 }));
  if (result.code !== 0) throw new Error(`cannot ask ${redactAddress(address)} for ${ref ?? 'its default branch'}: ${why(result)}`);
  const refs = new Map<string, string>();
  for (const line of result.stdout.split('\n')) {
    const [sha, name] = line.split('\t');
    if (sha && name && COMMIT.test(sha)) refs.set(name, sha);
  }
  // A branch first, then a tag (its peeled commit when annotated).
  const found = ref === undefined ? refs.get('HEAD') : (refs.get(`refs/heads/${ref}`) ?? refs.get(`refs/tags/${ref}^{}`) ?? refs.get(`refs/tags/${ref}`));
  if (!found) throw new Error(`${redactAddress(address)} has no ${ref === undefined ? 'default branch' : `branch or tag ${ref}`}`);
  return found;
}
