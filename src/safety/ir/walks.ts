/**
 * Pure: what a walk, a listing or a glob of a folder reaches of the user's credential stores (issue 36, the
 * twenty-sixth session's readings). A recursive walk or a bulk copy of `~/.ssh`, `~/.aws` or a browser's profile
 * names no credential file, yet every file it yields is one: `os.walk(expanduser('~/.ssh'))`,
 * `glob.glob('~/.aws/**', recursive=True)`, `Path.home().joinpath('.ssh').rglob('*')`, `readdirSync(join(homedir(),
 * '.ssh'))`. The front ends give a listing's items as a pattern (`~/.ssh/*`, `~/.ssh/**\/*`) or as the listing call's
 * output; this module says which stores a folder or a pattern reaches, by testing it against where each store's files
 * lie (files.ts `STORE_FILES`, data), never against the code's text. A pattern that only reaches public keys
 * (`~/.ssh/*.pub`), bookmarks or `.md` notes reaches none.
 */
import { holdsCredentials, isCredentialPath, STORE_FILES } from '../files.ts';
import type { Taint } from './finding.ts';

/** Calls and programs that list or walk a folder, or expand a pattern into the paths it matches: their output names its files. */
export const WALKS = /^(?:ls|find|tree|dir|gci|Get-ChildItem|os\.(?:listdir|scandir|walk|fwalk)|glob\.i?glob|(?:fs\.)?(?:promises\.)?(?:readdirSync|readdir|opendirSync|opendir|globSync|glob)|fast-glob|globby|walkdir|klaw(?:Sync)?|os\.ReadDir|ioutil\.ReadDir|filepath\.(?:Walk|WalkDir|Glob)|Dir\.(?:glob|children|entries|each_child)|Find\.find)$/;

/**
 * Folders that hold many things beside credential stores (the home folder, `~/.config`, an OS's application data):
 * walked whole, what their files hold is the user's own data with the stores among it (finding.ts `private`, judged by
 * where it goes), where a walk of a store's own folder is that store.
 */
const BROAD = /^~(?:\/(?:\.config|\.local(?:\/share)?|Library(?:\/Application Support)?|AppData(?:\/(?:Local|Roaming))?))?$/;

const WILDCARD = /[*?[]/;

/** A shell or library glob as a regular expression over whole paths: `**` any folders, `*` and `?` within one name. */
function globRegExp(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      // `**/` is zero or more folders; a trailing `**` is everything below.
      if (pattern[i + 2] === '/') (out += '(?:[^/]*/)*'), (i += 2);
      else (out += '.*'), (i += 1);
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 1);
      out += end > i ? '[^/]' : '\\[';
      if (end > i) i = end;
    } else out += /[\\^$.|+(){}]/.test(c) ? `\\${c}` : c;
  }
  return new RegExp(`^${out}$`);
}

/** The folder a pattern starts from: its path up to the first name holding a wildcard. */
function fixedFolder(pattern: string): string {
  const names = pattern.split('/');
  const at = names.findIndex((n) => WILDCARD.test(n));
  return names.slice(0, at < 0 ? names.length : at).join('/') || '/';
}

/**
 * What a walk of `path` (a folder, or a pattern of the paths it yields) reaches of credential stores, as the taint its
 * listing carries (`listing`: what is read or packed at a path made of its items holds the stores), or undefined: a
 * store's own folder, or a pattern aimed at stores (`~/*\/credentials`), is the credential; a broad folder walked whole
 * is the user's own data. A path with a part unknown at analysis time (`\0`, places.ts `homePath`) reaches nothing
 * known, and a credential file named whole is the caller's (files.ts `isCredentialPath`).
 */
export function walkedStores(path: string): Taint | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean.includes('\0') || !clean.startsWith('~')) return undefined;
  // A store named whole (`find ~/.aws/credentials`, `ls ~/.ssh`) is itself.
  if (!WILDCARD.test(clean) && isCredentialPath(clean)) return { kind: 'credential', what: clean, listing: true };
  const pattern = WILDCARD.test(clean) ? clean : `${clean}/**`;
  const matches = globRegExp(pattern);
  const folder = fixedFolder(pattern);
  const reached = STORE_FILES.filter((f) => matches.test(f));
  if (reached.length === 0) return undefined;
  // Whole: nothing after the folder but wildcards (`**`, `*`, `**/*`); a pattern naming more is aimed at what it names.
  const whole = pattern.slice(folder.length).split('/').every((n) => n === '' || /^[*?]+$/.test(n));
  if (BROAD.test(folder) && whole) return { kind: 'private', what: `the files under ${folder}, credential stores among them`, listing: true };
  return { kind: 'credential', what: WILDCARD.test(clean) ? clean : `${clean} (${reached[0]})`, listing: true };
}

/** Whether a path read is a pattern (a listing's item, `~/.ssh/*`), so what it reaches is `walkedStores`'. */
export const isPattern = (path: string) => WILDCARD.test(path);

/**
 * What a path sent, copied or packed holds of credentials by its name (flow.ts `credentialsIn`): a credential store,
 * a folder holding one, a dotenv file, or a pattern reaching one (`curl -F f=@$HOME/.ssh/*`, pathlib's `rglob` items
 * zipped).
 */
export function storesAt(path: string): Taint[] {
  if (isCredentialPath(path) || holdsCredentials(path) || /(?:^|\/)\.env$/.test(path)) return [{ kind: 'credential', what: path }];
  const reached = isPattern(path) ? walkedStores(path) : undefined;
  return reached ? [reached] : [];
}
