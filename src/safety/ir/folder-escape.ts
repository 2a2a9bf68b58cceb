/**
 * Pure: code that reaches outside a folder through an archive or a link, over
 * the IR: an archive's member names joined to the home folder or a system
 * path and written with no check that the result stays inside (zip slip: the
 * archive's author picks `../.bashrc`), an archive extracted keeping absolute
 * paths (`tar -P`, node-tar's `preservePaths: true`), and a link planted to a
 * credential store (`os.symlink("~/.ssh", "workspace/.keys")`) so that what
 * reads, zips or serves the folder reads the store. A member name checked
 * against its folder (`realpath`, `commonpath`, `is_relative_to`,
 * `filepath.Rel`, a prefix test) is nothing here. A file an MCP tool is
 * given (the model's text, ir/tool-inputs.ts) read, written, moved or deleted
 * in a program that checks no path is the advisory `any-file`; one the model
 * names under the home folder itself (`path.join(os.homedir(), name)`) blocks:
 * the code chose the folder that holds every credential store and shell start
 * file of the user's, and handed the rest of the path to the model.
 */
import { holdsCredentials, isCredentialPath } from '../files.ts';
import { apiOf } from '../lang/apis.ts';
import type { IrFinding } from './finding.ts';
import { homePath } from './places.ts';
import { program } from './program.ts';
import { fromModel, writtenFiles } from './system-access.ts';
import { inputsOf } from './tool-inputs.ts';
import { constantText, shownText, type Call, type Program, type Word } from './types.ts';

/** Calls that list an archive's members: what they give are names the archive's author chose. */
const LISTS_MEMBERS = /(?:^|\.)(?:infolist|namelist|getmembers|getnames|getEntries|entries)$/;
/**
 * Calls that open an archive or step through its members (`zipfile.ZipFile`, adm-zip, yauzl, Go's `zip.OpenReader`,
 * `tar.NewReader`, a tar reader's `Next`): a front end that folds `entry.entryName` or `f.Name` into the object it
 * came from leaves a reference to these, and what it holds there is a member's name.
 */
const OPENS_ARCHIVE = /^(?:zipfile\.ZipFile|tarfile\.open|tarfile\.TarFile|adm-zip|yauzl\.open|yauzl\.fromBuffer|unzipper\.Open\.\w+|jszip\.loadAsync|archive\/zip\.(?:OpenReader|NewReader)|archive\/tar\.(?:NewReader|Reader\.Next))$/;
/** Calls that check a path stays in its folder. */
const CHECKS_PATH = /(?:^|\.)(?:realpath|realpathSync|commonpath|is_relative_to|relative_to|Rel|relative|startswith|startsWith|HasPrefix|EvalSymlinks|safe_join|secure_filename|IsLocal|sanitize_filepath|sanitize_filename|sanitize|basename|Base)$/;
/** What a name is refused for containing when the code keeps it to one folder (`if ".." in name or "/" in name:`). */
const TRAVERSAL_TEXT = /^(?:\.\.|\/|\\|\.\.\/|\.\.\\)$/;
/** Errors a program raises or returns (`ValueError(…)`, `new Error(…)`, Go's `errors.New`, `fmt.Errorf`, mcp-go's `NewToolResultError`). */
const ERROR_CALL = /(?:^|\.)(?:\w*Error|\w*Exception|New|Errorf|McpError)$/;
/** What such an error says when the code refused a path: outside its folder, denied, a traversal. */
const REFUSED_PATH = /\boutside\b|not (?:allowed|permitted)|denied|forbidden|\bescapes?\b|\bleaves?\b|traversal|\bunsafe\b|allowed (?:dir|folder|root|path)/i;

/**
 * An error that refuses a path (`raise ValueError(f"{path} is outside the allowed folders")`): the check before
 * it is a condition the front ends do not lower (Python folds `os.path.realpath` into the path and drops `if`s),
 * so the refusal it raises is what shows the server confines its paths.
 */
const refusesPath = (c: Call) => ERROR_CALL.test(constantText(c.callee) ?? '') && c.args.some((a) => a.parts.some((p) => 'lit' in p && REFUSED_PATH.test(p.lit)));

/** Calls that make a symbolic link: the target first, then the link (`os.symlink`, `fs.symlinkSync`, Go's `os.Symlink`). */
const MAKES_LINK = /(?:^|\.)(?:symlink|symlinkSync|Symlink|symlink_to)$/;

/** Calls that delete, move, copy or change the modes, owner or times of the file their arguments name (`os.remove`, `shutil.copy`, `fs.renameSync`, Go's `os.Rename`, `os.Chtimes`). */
const MOVES_FILES = /(?:^|\.)(?:remove|unlink|unlinkSync|rm|rmSync|rmtree|Remove|RemoveAll|rename|renameSync|Rename|copy|copy2|copyfile|copyFile|copyFileSync|copytree|move|Link|chmod|chmodSync|Chmod|chown|chownSync|Chown|utime|utimes|utimesSync|Chtimes)$/;

const TRUE = /^(?:true|True|1)$/;

/** A path that is the home folder or the system's, not a folder of the task's: `~/…`, `/etc/…`, `/usr/…`. */
const outsideTask = (w: Word) => /^(?:~|\/(?!tmp\b|var\/tmp\b))/.test(homePath(w));

/**
 * A condition that keeps a name in its folder: a refusal of `..` or a separator (`if ".." in name or "/" in name:`,
 * `name.includes('..')`), or a membership or prefix test between the model's path and a known one (`if ROOT not in
 * target.parents:`, an allow-list of names, Go's `strings.HasPrefix(path, dest+sep)` read as a comparison).
 */
const refusesTraversal = (n: Program['nodes'][number]) =>
  n.kind === 'branch' &&
  n.tests.some((t) => ((t.op === 'contains' || t.op === 'prefix') && TRAVERSAL_TEXT.test(constantText(t.right) ?? '')) || ((t.op === 'in' || t.op === 'not-in') && fromModel(t.left) !== fromModel(t.right)) || (t.op === 'prefix' && isFolder(t.right)));

/** A folder a prefix test compares with: a value computed at run time (`dest + sep`) or a written path (`/srv/data/`), not a scheme (`http`). */
const isFolder = (w: Word) => w.parts.some((p) => !('lit' in p)) || (constantText(w) ?? '').includes('/');

/** A zod schema's pattern that admits no separator (`z.string().regex(/^[\w-]+$/)`): the parameter is one name. */
const namePattern = (c: Call) => /^zod\.ZodString\.regex$/.test(constantText(c.callee) ?? '') && !/\/.*[/\\]|\.\*|\\S|\[\^/.test(shownText(c.args[0] ?? { parts: [] }).slice(1, -1));

/**
 * The folder a path the model names part of is joined under (`os.path.join(NOTES_DIR, title)`, `path.join(ROOT,
 * file)`, `filepath.Join(dir, in.Name)`): the known text or value before the tool's argument, when that ends at a
 * folder's boundary. A path the model names whole has none (the `any-file` advisory).
 */
function baseOf(w: Word): string | undefined {
  const at = w.parts.findIndex((p) => 'ref' in p && 'input' in p.ref);
  if (at <= 0) return undefined;
  const before = w.parts.slice(0, at);
  const last = before.at(-1)!;
  if (!('lit' in last) || !/[/\\]$/.test(last.lit) || !before.some((p) => ('lit' in p ? /[^/\\.\s]/.test(p.lit) : true))) return undefined;
  return shownText({ parts: before }).replace(/[/\\]+$/, '') || '/';
}

/** The paths a call writes, deletes, moves, copies, appends to or links: what a folder's confinement must keep inside. */
function changedPaths(call: Call, name: string | undefined, args: Word[], fn: string): Word[] {
  const api = apiOf(fn)?.api;
  const byApi = api?.does === 'write' || api?.does === 'delete' ? (api.path === 'self' ? [call.named?.self] : [call.args[api.path]]) : api?.does === 'copy' ? [call.args[api.from], call.args[api.to]] : [];
  // An API that names its path argument (`fs.rm(path, { recursive })`) changes that one: its options object is no path.
  const byName = byApi.length === 0 && (MOVES_FILES.test(fn) || MAKES_LINK.test(fn)) ? call.args : [];
  return [...writtenFiles(call, name, args), ...byName, ...byApi].filter((w): w is Word => w !== undefined);
}

/** A path that is the home folder itself with a tool's argument after it (`path.join(os.homedir(), name)`, `f"~/{name}"`). */
function underHome(w: Word): boolean {
  const last = w.parts.at(-1);
  if (last === undefined || !('ref' in last) || !('input' in last.ref)) return false;
  return homePath({ parts: w.parts.slice(0, -1) }).replace(/\/+$/, '') === '~';
}

/** Whether a word holds the output of a call listing an archive's members. */
function memberName(w: Word, listing: ReadonlySet<number>): boolean {
  return w.parts.some((p) => 'ref' in p && 'out' in p.ref && listing.has(p.ref.out));
}

function linkTarget(call: Call, name: string | undefined, args: Word[]): Word | undefined {
  if (call.form === 'command') {
    const texts = args.map(constantText);
    if (name !== 'ln' || !texts.some((t) => t !== undefined && /^-[a-zA-Z]*s/.test(t))) return undefined;
    const operands = args.filter((_, i) => !/^-/.test(texts[i] ?? ''));
    return operands.length >= 2 ? operands[0] : undefined;
  }
  const callee = constantText(call.callee) ?? '';
  if (!MAKES_LINK.test(callee)) return undefined;
  // `Path(link).symlink_to(target)`: the target is the argument too.
  return call.args[0];
}

/**
 * The tool inputs a path check reads (`is_relative_to`, `realpath`, `startsWith`, a refusal naming the path, a test
 * refusing `..`): the server keeps these inside its folders. Undefined when a check is there that names no input
 * (a zod pattern on a parameter), so which paths it keeps cannot be told.
 */
function checkedInputs(p: Program, calls: readonly Call[]): Set<string> | undefined {
  if (calls.some(namePattern)) return undefined;
  const out = new Set<string>();
  for (const c of calls) {
    if (!CHECKS_PATH.test(constantText(c.callee) ?? '') && !refusesPath(c)) continue;
    for (const w of [...c.args, ...Object.values(c.named ?? {})]) for (const i of inputsOf(w)) out.add(i);
  }
  // A test that refuses a traversal, or compares a path's start with another (`p.startsWith(ROOT + sep)`).
  for (const n of p.nodes) if (n.kind === 'branch' && (refusesTraversal(n) || n.tests.some((t) => t.op === 'prefix'))) for (const t of n.tests) for (const i of [...inputsOf(t.left), ...inputsOf(t.right)]) out.add(i);
  return out.size ? out : undefined;
}

export function escapeFindings(p: Program): IrFinding[] {
  const found: IrFinding[] = [];
  const seen = new Set<string>();
  const calls = p.nodes.filter((n): n is Call => n.kind === 'call');
  const listing = new Set(calls.filter((c) => LISTS_MEMBERS.test(constantText(c.callee) ?? '') || OPENS_ARCHIVE.test(constantText(c.callee) ?? '')).map((c) => c.id));
  const checked = calls.some((c) => CHECKS_PATH.test(constantText(c.callee) ?? '') || refusesPath(c) || namePattern(c) || constantText(c.callee) === 'str.replace') || p.nodes.some(refusesTraversal);
  // An archive the model names (an MCP tool's argument): its author chose every member's name.
  const modelArchive = calls.filter((c) => OPENS_ARCHIVE.test(constantText(c.callee) ?? '') && c.args.some(fromModel));
  const kept = checked ? checkedInputs(p, calls) : undefined;
  /** A tool input no check of this server reads, when its checks can be told apart. */
  const unchecked = (w: Word | undefined) => inputsOf(w).find((i) => kept !== undefined && !kept.has(i));
  for (const call of calls) {
    const { name, args, callee } = program(call);
    const evidence = [callee, ...args].map(shownText).join(' ').slice(0, 200);
    const add = (note: string) => {
      const key = `${call.origin.file}:${call.origin.line} ${note}`;
      if (!seen.has(key)) found.push({ rule: 'escapes-folder', origin: call.origin, evidence, note, ...(call.later ? { later: true } : {}) });
      seen.add(key);
    };
    const fn = call.form === 'function' ? constantText(call.callee) ?? '' : '';
    if (!checked && listing.size > 0) {
      const into = writtenFiles(call, name, args).find((w) => memberName(w, listing) && (outsideTask(w) || modelArchive.length > 0));
      if (into) add(`an archive's member names written under ${homePath(into).split('\0')[0]} unchecked`);
    }
    // A tar archive the model names extracted with no filter: a member named `../../.bashrc`, or a link out, lands there.
    const unfiltered = !/^(?:data|tar)$/.test(constantText(call.named?.filter ?? { parts: [] }) ?? '');
    if (unfiltered && ((/^tarfile\.TarFile\.extract(?:all)?$/.test(fn) && modelArchive.some((c) => /^tarfile\./.test(constantText(c.callee) ?? ''))) || (fn === 'shutil.unpack_archive' && fromModel(call.args[0])))) add('an archive the model names extracted with no filter on its members\' names');
    // A folder the code declares (its base joined with the model's name) and does not keep: `../` leaves it.
    if (!checked) {
      const under = changedPaths(call, name, args, fn).map(baseOf).find((b) => b !== undefined);
      if (under) add(`an MCP tool's argument joined under ${under} and written there with no check that it stays inside`);
    }
    if (/(?:^|\.)(?:x|extract)$/.test(fn) && /(?:^|\b)tar\b/.test(fn) && TRUE.test(constantText(call.named?.preservePaths ?? { parts: [] }) ?? '')) add('an archive extracted keeping its absolute paths');
    if (name === 'tar' && args.some((a) => /^(?:-[a-zA-Z]*x[a-zA-Z]*|x[a-zA-Z]*|--extract|--get)$/.test(constantText(a) ?? '')) && args.some((a) => /^(?:-[a-zA-Z]*P[a-zA-Z]*|--absolute-names)$/.test(constantText(a) ?? ''))) add('an archive extracted keeping its absolute paths');
    // A file the model names, read or written with no check that it stays in a folder: any file of the user's (an advisory).
    if (!checked) {
      const named = [...(call.reads ?? []), ...writtenFiles(call, name, args), ...(MOVES_FILES.test(fn) ? call.args : [])].find(fromModel);
      if (named && underHome(named)) add(`an MCP tool's argument joined under the home folder itself (${homePath(named).replace(/\0/g, '…')}) and read or written with no check: every credential store and start file of the user's is the model's to name`);
      else if (named) {
        const key = `${call.origin.file}:${call.origin.line} any`;
        if (!seen.has(key)) found.push({ rule: 'any-file', origin: call.origin, evidence, note: `reads or writes any file the model names (${shownText(named)})` });
        seen.add(key);
      }
    }
    // The server keeps the paths it checks inside its folders, and writes, moves, deletes or links by one it never checks.
    // A path the code ends itself (`f"{name}.json"`) leaves the model the folder, not the file: no chosen file is reached.
    if (kept && !linkTarget(call, name, args)) {
      const loose = changedPaths(call, name, args, fn).find((w) => unchecked(w) !== undefined && inputsOf({ parts: w.parts.slice(-1) }).length > 0);
      if (loose) add(`the server keeps its paths inside its folders, but ${shownText(loose)} (a tool's argument) is written, moved or deleted with no check`);
    }
    const target = linkTarget(call, name, args);
    // A link to whatever path the model names: reading, zipping or serving the folder then reads that file.
    if (target && fromModel(target) && (!checked || unchecked(target) !== undefined)) add(`a link made to any path the model names (${shownText(target)})`);
    if (target) {
      const path = homePath(target).replace(/\/+$/, '');
      if (isCredentialPath(path) || holdsCredentials(path)) add(`a link planted to ${path}`);
    }
  }
  return found;
}
