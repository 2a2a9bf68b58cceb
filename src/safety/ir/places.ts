/**
 * Pure: where the code on disk a script runs came from, for the flow engine
 * (flow.ts). It follows the folder the script works in (`cd`, `pushd`), the
 * repositories it clones (`git clone URL dir`) and whether each is pinned to
 * a tag or a commit (`--branch v1.2.0`, `git checkout <sha>`), and says which
 * commands run the code of a folder: a build (`make -C dir`, `npm install`
 * in it, `pip install -e dir`, `cargo build`), whose Makefile, lifecycle
 * scripts or `setup.py` run as code.
 */
import { BUILDS } from './tables.ts';
import type { Word } from './types.ts';

export interface Clone {
  /** The address cloned from, as written. */
  address: string;
  /** Checked out at a tag or a commit, not a moving branch: what runs is what can be reviewed. */
  pinned: boolean;
}

/** `git clone` options that take a value (`--depth 1`, `-b main`): the value is not an operand. */
const CLONE_VALUE = /^(?:-b|--branch|-o|--origin|-u|--upload-pack|--reference(?:-if-able)?|--separate-git-dir|--depth|--shallow-since|--shallow-exclude|-j|--jobs|-c|--config|--filter|--template|--server-option|--revision|--bundle-uri)$/;
/** An address `git pull` fetches from (not a remote's name such as `origin`). */
const PULL_ADDRESS = /^(?:https?|ssh|git|file):\/\/|^[\w.-]+@[\w.-]+:/;
/** A ref that names fixed code: a commit id, or a version tag (`v1.2.3`, `2.0.1`, `release-1.4`). */
const FIXED_REF = /^(?:[0-9a-f]{7,40}|(?:v|release-|rel-)?\d+(?:\.\d+)+(?:[-+.][\w.]+)?)$/i;

/**
 * A clone's address, destination folder (as written, or the repository's name) and whether it is pinned;
 * `paths` are the words as `homePath` gives them (unknown parts as NUL), `texts` their constant text.
 */
export function cloneOf(texts: Array<string | undefined>, paths: string[]): { address: string; folder: string; pinned: boolean } | undefined {
  // `git pull <address> [ref]` (in a fresh `git init` or any work tree) brings that repository's files into this folder, as a clone would.
  if (texts[0] === 'pull') {
    const at = texts.findIndex((t, i) => i > 0 && t !== undefined && PULL_ADDRESS.test(t));
    const ref = texts.slice(at + 1).find((t) => t !== undefined && !t.startsWith('-'));
    return at > 0 ? { address: paths[at]!.replace(/\0/g, '…'), folder: '.', pinned: ref !== undefined && FIXED_REF.test(ref) } : undefined;
  }
  if (texts[0] !== 'clone') return undefined;
  const operands: string[] = [];
  let pinned = false;
  for (let i = 1; i < texts.length; i++) {
    const t = texts[i];
    if (t !== undefined && CLONE_VALUE.test(t)) {
      if (/^(?:-b|--branch|--revision)$/.test(t) && FIXED_REF.test(texts[i + 1] ?? '')) pinned = true;
      i++;
    } else if (t !== undefined && /^--(?:branch|revision)=/.test(t)) pinned ||= FIXED_REF.test(t.split('=')[1]!);
    else if (t === undefined || !t.startsWith('-')) operands.push(paths[i]!);
  }
  const address = operands[0]?.replace(/\0/g, '…');
  if (address === undefined) return undefined;
  const folder = operands[1] ?? address.replace(/[?#].*$/, '').replace(/\/+$/, '').split(/[/:]/).pop()!.replace(/\.git$/, '');
  return folder ? { address, folder, pinned } : undefined;
}

export class Places {
  /** The folder the script is in, when it changed it to a known one. */
  private cwd: string | undefined;
  /**
   * The working folder as a key for what was copied into it (copies.ts `pathKey`): the resolved folder when
   * known, else the word's key, so `cd "$d" && git push` after `cp -r ~/.ssh "$d"` still names that folder.
   */
  private here: string | undefined;
  private readonly clones = new Map<string, Clone>();

  /** A path as written (after `~` for the home folder), made absolute against the working folder when known. */
  resolve(path: string): string {
    let p = path.replace(/\/+$/, '') || '/';
    if (!/^[/~]/.test(p) && this.cwd !== undefined) p = p === '.' ? this.cwd : `${this.cwd}/${p.replace(/^\.\//, '')}`;
    return p.replace(/^\.\//, '').replace(/\/\.(?=\/|$)/g, '');
  }

  /**
   * Follows `cd`, `pushd`, `git clone`, `git checkout <ref>`: `paths` are the call's words as `homePath`
   * gives them, `keys` as copies.ts's `pathKey` does.
   */
  step(name: string | undefined, texts: Array<string | undefined>, paths: string[], keys: string[] = []): void {
    if (name === 'cd' || name === 'pushd') {
      const at = texts.findIndex((t) => t === undefined || !t.startsWith('-'));
      // A folder built at run time (`cd "$(mktemp -d)"`) is one the analyzer does not know to resolve against.
      const known = at >= 0 && !paths[at]!.includes('\0');
      this.cwd = known ? this.resolve(paths[at]!) : undefined;
      this.here = known ? this.cwd : at >= 0 ? keys[at] : undefined;
      return;
    }
    if (name === 'popd') this.cwd = this.here = undefined;
    if (name !== 'git') return;
    const c = texts.indexOf('-C');
    const at = c >= 0 ? c + 2 : 0;
    const sub = texts[at];
    const clone = cloneOf(texts.slice(at), paths.slice(at));
    if (clone) this.clones.set(this.resolve(clone.folder), { address: clone.address, pinned: clone.pinned });
    // `git -C dir checkout <sha>`, `git reset --hard v1.2.0`: the clone there is now pinned.
    const ref = texts.slice(at + 1).filter((t) => t !== undefined && !t.startsWith('-')).pop();
    if ((sub === 'checkout' || sub === 'switch' || sub === 'reset') && ref !== undefined && FIXED_REF.test(ref)) {
      const here = this.cloneAt(c >= 0 ? this.resolve(paths[c + 1]!) : this.cwd ?? '.');
      if (here) here.clone.pinned = true;
    }
  }

  /** The folder the script works in, as a key (see `here`). */
  folder(): string | undefined {
    return this.here;
  }

  /** The clone a resolved path is in, with its folder. */
  cloneAt(p: string): { folder: string; clone: Clone } | undefined {
    for (const [folder, clone] of this.clones) if (p === folder || p.startsWith(`${folder}/`)) return { folder, clone };
    return undefined;
  }

  /** The folders whose code a build command runs (`make -C d`, `npm install` here, `pip install -e d`), resolved. */
  builds(name: string | undefined, texts: Array<string | undefined>, paths: string[]): string[] {
    const rule = name === undefined ? undefined : BUILDS.find((b) => b.program.test(name));
    if (!rule) return [];
    let from = 0;
    if (rule.sub) {
      from = texts.findIndex((t, i) => i < 3 && t !== undefined && rule.sub!.test(t));
      if (from < 0) return [];
      from++;
    }
    const folders: string[] = [];
    for (let i = 0; i < texts.length; i++) {
      const t = texts[i];
      if (t !== undefined && rule.folderFlag.test(t) && paths[i + 1] !== undefined) folders.push(paths[i + 1]!.replace(/\/(?:Makefile|Cargo\.toml|package\.json|pyproject\.toml)$/, ''));
      const joined = t === undefined ? null : /^(--[\w-]+)=(.+)$/.exec(t);
      if (joined && rule.folderFlag.test(joined[1]!)) folders.push(joined[2]!);
    }
    // An operand that is a path (`pip install -e ./lib`, `npm install ../pkg`, `go run ./cmd/x`) is a folder built.
    if (rule.pathOperands) for (let i = from; i < texts.length; i++) if (texts[i] !== undefined && /^(?:\.{1,2}|[~/]|\.{1,2}\/)/.test(texts[i]!) && !rule.folderFlag.test(texts[i - 1] ?? '') && !/^(?:-[rc]|--requirement|--constraint)$/.test(texts[i - 1] ?? '')) folders.push(paths[i]!);
    if (folders.length === 0 && rule.here !== false) folders.push('.');
    return folders.map((f) => this.resolve(f));
  }
}

/** A path as the credential table writes it: `$HOME/x`, `/home/u/x`, `${HOME}/x` → `~/x`. */
export function homePath(w: Word): string {
  const text = w.parts.map((p) => ('lit' in p ? p.lit : 'env' in p.ref && /^(?:HOME|USERPROFILE)$/.test(p.ref.env) ? '~' : '\0')).join('');
  return text.replace(/^(?:\/home\/[^/]+|\/Users\/[^/]+|\/root)(?=\/|$)/, '~');
}

/** The folder `wget -P dir`, `wget --directory-prefix=dir` or `curl -O --output-dir dir` saves into, with a slash; '' for the working folder. */
export function saveFolder(texts: Array<string | undefined>, paths: string[]): string {
  for (let i = 0; i < texts.length; i++) {
    const t = texts[i];
    if (t === undefined) continue;
    const joined = /^(?:--directory-prefix|--output-dir)=(.+)$|^-P(.+)$/.exec(t);
    const dir = joined ? (joined[1] ?? joined[2])! : /^(?:-P|--directory-prefix|--output-dir)$/.test(t) ? paths[i + 1] : undefined;
    if (dir !== undefined && !dir.includes('\0')) return `${dir.replace(/\/+$/, '')}/`;
  }
  return '';
}

/**
 * Where a download is saved (`curl -o f URL`, `wget URL` into the current or `-P` folder, `curl -O`, `git clone URL dir`,
 * `git pull URL` here): the paths as written (`files`), and whether they are a clone's folder. `texts` are the
 * words' constant text, `paths` as `homePath` gives them, `resolved` made absolute by the caller.
 */
export function savedPaths(name: string | undefined, texts: Array<string | undefined>, paths: string[], resolved: string[]): { files: string[]; clone?: true } {
  const files: string[] = [];
  const output = texts.findIndex((t) => t !== undefined && /^(?:-[a-zA-Z]*[oO]|--output(?:-document)?|-OutFile|--out)$/.test(t));
  if (output >= 0 && resolved[output + 1] !== undefined) files.push(resolved[output + 1]!);
  for (const t of texts) if (t !== undefined && /^--output(?:-document)?=/.test(t)) files.push(t.split('=')[1]!);
  const clone = name === 'git' ? cloneOf(texts, paths) : undefined;
  if (clone) return { files: [clone.folder], clone: true };
  // `certutil -urlcache -f URL file`, `bitsadmin /transfer job URL file`: the word after the address.
  if (name !== undefined && /^(?:certutil|bitsadmin)$/i.test(name)) {
    const at = texts.findIndex((t) => t !== undefined && /^https?:\/\//i.test(t));
    if (at >= 0 && resolved[at + 1] !== undefined) files.push(resolved[at + 1]!);
  }
  const lastOf = (u: string) => u.replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').pop() ?? '';
  if ((name === 'wget' && output < 0) || (name === 'curl' && texts.some((t) => t !== undefined && /^(?:-[a-zA-Z]*O|--remote-name)$/.test(t)))) {
    for (const u of texts) if (u !== undefined && /^[a-z+]+:\/\//.test(u)) files.push(`${saveFolder(texts, resolved)}${lastOf(u)}`);
  }
  return { files: files.filter((f) => f && f !== '-') };
}
