/**
 * Pure: what one call reads of sensitive data by itself, the data-flow
 * engine's sources (flow.ts): a download (a downloader, a clone, an unknown
 * program or a connection given an address, DNS answers), a decoded text, the
 * whole environment, a credential command's output, a credential file named
 * as an operand or redirected in, or a file a credential was copied into.
 */
import { isCredentialPath, privateData } from '../files.ts';
import { isSecretName } from '../secrets.ts';
import { providerOfHost } from '../providers.ts';
import { hostsIn, isLocalHost } from '../network.ts';
import { cloneOf, homePath } from './places.ts';
import { isKnownProgram } from './known.ts';
import { CLIPBOARD_READS, CREDENTIAL_COMMANDS, DNS, keychainItem, PRINTS_FILES, DOWNLOADERS, ENVIRONMENT_DUMP, ENVIRONMENT_DUMP_OPTIONS, INTERPRETERS, SHELLS } from './tables.ts';
import { constantText, shownText, type Call, type Part, type Word } from './types.ts';
import { archivedFrom, pathKey } from './copies.ts';
import { hostsOf } from './sends.ts';
import { codeInput } from './interpreters.ts';
import { typedSources } from './later.ts';
import { mergeTaints as merge, type Taint } from './finding.ts';
import { isPattern, walkedStores, WALKS } from './walks.ts';
export { storesAt } from './walks.ts';

/** What a call reads of sensitive data by itself: `stash` holds the files credentials were copied or written into earlier, by `pathKey`; `typing` is later.ts's (input typed with echo off). */
export function callSources(call: Call, name: string | undefined, args: Word[], stash: ReadonlyMap<string, Taint[]>, typing: { hidden: boolean }): Taint[] {
  const found: Taint[] = [];
  const texts = args.map(constantText);
  if (name !== undefined && DOWNLOADERS.test(name)) {
    const url = args.map(shownText).find((t) => /^https?:\/\//.test(t));
    found.push({ kind: 'download', what: `a download${hostsOf(args)[0] ? ` from ${hostsOf(args)[0]}` : ''}`, ...(url ? { url } : {}) });
  }
  // A command word the analyzer cannot resolve (computed at run time, a glob matching no known program) or a program no table knows (known.ts), given an address: its output may be a download.
  if ((name === undefined || !isKnownProgram(name)) && call.form === 'command' && hostsOf(args).some((h) => !isLocalHost(h))) found.push({ kind: 'download', what: `the output of ${name ?? 'an unresolved command'} given ${hostsOf(args)[0]}` });
  // What a connection receives (`nc host`, a WebSocket's or a socket's messages), or a DNS server answers (a TXT record), comes from another host, as a download does.
  if (name !== undefined && /^(?:nc|ncat|netcat|socat|telnet|dig|host|nslookup|drill)$/.test(name) && hostsOf(args).some((h) => !isLocalHost(h))) found.push({ kind: 'download', what: `what ${DNS.test(name) ? 'DNS answers for' : 'a connection to'} ${hostsOf(args)[0]} ${DNS.test(name) ? '' : 'receives'}`.trim() });
  if (name === 'git' && (texts[0] === 'clone' || cloneOf(texts, args.map(homePath)))) found.push({ kind: 'download', what: `a clone of ${hostsOf(args)[0] ?? 'a repository'}` });
  if (call.decodes) {
    // Decoded from a constant the code carries (`b85decode('…')`, `echo aGk= | base64 -d`): a text hidden in the component itself.
    // Long enough to say something (`"".join(map(chr, [104, 101, 108, 108, 111]))` is a word, not instructions).
    const given = [...args, ...(call.stdin ?? []), ...Object.values(call.named ?? {})];
    const inputTexts = given.map(constantText);
    const constant = call.output !== undefined ? call.output.length >= 20 : given.length > 0 && inputTexts.every((t) => t !== undefined) && inputTexts.join('').length >= 40;
    found.push({ kind: 'decoded', what: 'a decoded text', ...(constant ? { constant: true } : {}) });
  }
  merge(found, typedSources(name, texts, call.later === true, typing));
  // An interpreter given code that names a remote address (`perl -MLWP::Simple -e 'getprint(URL)'`): its output may be that download.
  const input = name !== undefined && (INTERPRETERS.test(name) || SHELLS.has(name)) && call.form === 'command' ? codeInput(name, texts) : undefined;
  const remote = input?.from === 'arg' ? hostsIn(shownText(args[input.at]!)).filter((h) => !isLocalHost(h) && /https?:\/\//.test(shownText(args[input.at]!))) : [];
  if (remote.length) found.push({ kind: 'download', what: `the output of ${name} code fetching from ${remote[0]}` });
  const callee = call.form === 'function' ? constantText(call.callee) : undefined;
  if ((name !== undefined && (CLIPBOARD_READS.test(name) || (/^(?:xclip|xsel)$/.test(name) && texts.some((t) => t !== undefined && /^(?:-o|-out|--output)$/.test(t))))) || (callee !== undefined && CLIPBOARD_READS.test(callee))) {
    found.push({ kind: 'private', what: 'the clipboard' });
  }
  // A listing of the home folder (`ls -la ~`, `find "$HOME"`, `os.listdir(home)`): what the user keeps there, by name.
  if ((name !== undefined && LISTS_FOLDER.test(name)) || (callee !== undefined && LISTS_FOLDER.test(callee))) {
    // PowerShell binds the folder by name (`Get-ChildItem -Path $env:USERPROFILE`): a named argument, not a positional one.
    if ([...args, ...(call.named?.path ? [call.named.path] : [])].some((w) => /^~\/?$/.test(homePath(w)))) found.push({ kind: 'private', what: 'a listing of the home folder' });
  }
  // A walk, a listing or a glob of a folder holding credential stores (`os.walk(expanduser('~/.ssh'))`, `glob.glob('~/.aws/**')`): its items name them (walks.ts).
  const walker = [name, callee].find((n) => n !== undefined && WALKS.test(n));
  merge(found, walkSources(call, walker, args));
  // The project's source archived whole (`git archive HEAD`, `tar czf - .`, `zip -r out.zip .`), and what an archiver packs relative to `-C`.
  if (name === 'git' && texts[0] === 'archive') found.push({ kind: 'private', what: "the project's source, archived whole" });
  // Or walked whole by a recursive search from the project's folder (`glob.glob('**/*.py', recursive=True)`, `os.walk('.')`): every file it names.
  if (callee !== undefined && walksProject(callee, texts, call)) found.push({ kind: 'private', what: "the project's files, walked whole" });
  const packed = archivedFrom(name, args, homePath);
  if (packed?.whole) found.push({ kind: 'private', what: "the project's files, archived whole" });
  for (const path of packed?.paths ?? []) {
    if (isCredentialPath(path)) found.push({ kind: 'credential', what: path });
    const mine = privateData(path);
    if (mine) found.push({ kind: 'private', what: `${mine} (${path})` });
  }
  if (name !== undefined && ENVIRONMENT_DUMP.test(name) && texts.every((t) => t !== undefined && ENVIRONMENT_DUMP_OPTIONS.test(t))) found.push({ kind: 'environment', what: 'the whole environment' });
  // Code the call runs that reads the whole environment (embedded.ts): what it prints may be all of it.
  if (call.printsEnvironment) found.push({ kind: 'environment', what: `the whole environment, read by ${name ?? 'the code'} it runs` });
  // `printenv API_KEY`: the variable's value, as `$API_KEY` is.
  if (name === 'printenv') for (const t of texts) if (t !== undefined && isSecretName(t)) found.push({ kind: 'secret', what: t });
  for (const [prog, sub, service] of CREDENTIAL_COMMANDS) if (name !== undefined && prog.test(name) && (sub === null || texts.some((t) => t !== undefined && sub.test(t)))) {
    const item = keychainItem(name, texts);
    // `git credential fill` given `host=github.com` (lang/fed-commands.ts puts its input's lines on its command line): that service's login.
    const asked = name === 'git' ? texts.find((t) => t !== undefined && /^host=/.test(t))?.slice(5) : undefined;
    const stored = service ?? (asked !== undefined ? providerOfHost(asked)?.prefixes[0] : undefined);
    if (item !== undefined || name !== 'gh' || texts.includes('token')) found.push(item !== undefined ? { kind: 'secret', what: item } : { kind: 'credential', what: `${name} ${texts.filter((t) => t !== undefined).slice(0, 2).join(' ')}`, ...(stored ? { service: stored } : {}) });
  }
  // A credential file named as an operand or redirected in, however its path is built.
  if (name === undefined || !/^(?:echo|printf|test|\[|ls|mkdir|touch|chmod|chown|stat|rm|basename|dirname|realpath)$/.test(name)) {
    // A download of a `file://` address (`urlopen("file://" + expanduser("~/.netrc"))`) reads that file.
    const local = name !== undefined && DOWNLOADERS.test(name) ? args.flatMap((w) => (constantText({ parts: w.parts.slice(0, 1) })?.startsWith('file://') ? [homePath(fileOf(w))] : [])) : [];
    for (const path of local) found.push(isCredentialPath(path) ? { kind: 'credential', what: path, text: true } : { kind: 'file', what: path });
    for (const w of [...args, ...(call.reads ?? [])]) {
      const path = homePath(w);
      // A file a credential was copied or written into earlier (`shutil.copy(cookies, "/tmp/c.db")` then `open("/tmp/c.db")`).
      for (const [held, taints] of stash) if (pathKey(w) === held) merge(found, taints);
      // A walk's folder is judged by what the walk reaches (walkSources: `find ~/.ssh -name '*.pub'` lists public keys).
      if ((isCredentialPath(path) && walker === undefined) || DOTENV_FILE.test(path)) found.push(...picked(name, texts, [{ kind: 'credential', what: path, ...(name !== undefined && PRINTS_FILES.test(name) ? { text: true } : {}) }]));
      // A listing's item read (`readFileSync(join(dir, f))` lowered as `~/.ssh/*`, pathlib's `rglob` as `~/.ssh/**/*`): what the pattern reaches.
      const walked = isPattern(path) && !isCredentialPath(path) ? walkedStores(path) : undefined;
      if (walked) found.push({ kind: walked.kind, what: walked.what, ...(walked.kind === 'credential' && name !== undefined && PRINTS_FILES.test(name) ? { text: true } : {}) });
      const mine = privateData(path);
      if (mine) found.push({ kind: 'private', what: `${mine} (${path})` });
      if (/^\/proc\/(?:self|\d+|\*)\/environ$/.test(path)) found.push({ kind: 'environment', what: 'the whole environment' });
      // Any other file read for its text (`cat f`, `open(p).read()`, `p.read_text()`): what it holds is this machine's, not the code's.
      else if (name !== undefined && PRINTS_FILES.test(name) && w.parts.length && !/^(?:-|\/dev\/|\/proc\/)/.test(path)) found.push({ kind: 'file', what: path });
    }
  }
  return found;
}

/** The path a `file://` address names (`file:///home/u/.netrc`, `file://` + a home-relative path). */
function fileOf(w: Word): Word {
  const [first, ...rest] = w.parts;
  const lit = first !== undefined && 'lit' in first ? first.lit.replace(/^file:\/\/(?:localhost(?=\/))?/, '') : '';
  return { parts: [...(lit ? [{ lit }] : []), ...rest] };
}

/**
 * The stores a walk reaches through the folders or patterns it is given (walks.ts), its items carrying them: `find`'s
 * `-name` narrows its walk to that pattern (`find ~/.ssh -name '*.pub'` yields public keys). A folder unknown at analysis
 * time reaches nothing known.
 */
function walkSources(call: Call, walker: string | undefined, args: Word[]): Taint[] {
  if (walker === undefined) return [];
  const texts = args.map(constantText);
  const named = texts.findIndex((t) => t === '-name' || t === '-iname');
  const only = walker === 'find' && named >= 0 ? texts[named + 1] : undefined;
  const found: Taint[] = [];
  for (const [i, w] of [...args, ...['path', 'root_dir', 'top', 'cwd'].flatMap((k) => (call.named?.[k] ? [call.named[k]] : []))].entries()) {
    const t = texts[i];
    if ((t !== undefined && t.startsWith('-')) || (i > 0 && /^-(?:i?name|path|type|maxdepth|mindepth|newer|size|mtime)$/.test(texts[i - 1] ?? ''))) continue;
    const path = homePath(w);
    const reached = walkedStores(only !== undefined ? `${path.replace(/\/+$/, '')}/**/${only}` : path);
    if (reached) merge(found, [reached]);
  }
  return found;
}

/** Programs and library calls that list a folder's entries (given the home folder: a listing of what the user keeps). */
const LISTS_FOLDER = /^(?:ls|find|tree|dir|Get-ChildItem|os\.(?:listdir|scandir|walk)|glob\.glob|(?:fs\.)?(?:promises\.)?(?:readdirSync|readdir|opendirSync|opendir)|os\.ReadDir|ioutil\.ReadDir|filepath\.(?:Walk|WalkDir))$/;

/** A hook's event (flow.ts): the user's prompt, the tool's input and output, the transcript's path. */
export const HOOK_EVENT: Taint = { kind: 'private', what: "the hook's event (the prompt, the tool's input and output, the transcript's path)" };

/** Fields of a hook's event that hold nothing of the conversation: its name, the session's id and folder, a notification's text. */
const EVENT_FIELDS = /^\.(?:hook_event_name|session_id|cwd|message|title|notification_type|tool_name|stop_hook_active|permission_mode|source|reason|trigger)$/;

/**
 * A program that reads its own stdin as given (no file named, nothing piped in): `cat`, `tee`, `jq FILTER` (not
 * `jq -n`), a request whose body is its stdin (`curl --data-binary @-`, `-F f=@-`, `-T -`).
 */
export function readsOwnStdin(name: string | undefined, texts: readonly (string | undefined)[]): boolean {
  if (name === undefined) return false;
  const operands = texts.filter((t) => t === undefined || !t.startsWith('-'));
  if (name === 'cat') return operands.length === 0;
  if (name === 'tee') return true;
  if (name === 'jq') return operands.length <= 1 && !texts.some((t) => t === '-n' || t === '--null-input');
  if (!/^(?:curl|wget|http|https|xh)$/.test(name)) return false;
  return texts.some((t, i) => t !== undefined && (/^[\w-]*=?@-$/.test(t) || (t === '-' && /^(?:-T|--upload-file)$/.test(texts[i - 1] ?? ''))));
}

/** A dotenv file: each line one variable (`KEY=value`). */
const DOTENV_FILE = /(?:^|\/)\.env(?:\.local|\.production|\.development)?$/;

/** Python's regular-expression functions and JavaScript's `match`/`exec` (js-expr.ts), the pattern first: what they return is what the pattern matched. */
const PATTERN_SEARCH = /^(?:re\.(?:search|match|fullmatch|findall|finditer)|String\.match)$/;

/** A library call no program stands for that filters what it is given (`re.search`): its name, for `passedOn`. */
export function libraryFilter(call: Call, callee: Word): string | undefined {
  const name = call.form === 'function' ? constantText(callee) : undefined;
  return name !== undefined && PATTERN_SEARCH.test(name) ? name : undefined;
}

/**
 * The variable a pattern picks by its full name, or undefined: grep's whole pattern `^NAME=` (or the bare
 * name), or a regular expression that starts at a line with `NAME=` (`^STRIPE_API_KEY=(\S+)$`). Only the
 * leading name and `=` are read (letters, digits, `_`, never special in a pattern); what the rest captures
 * comes from that line on, and a secret so picked is judged by where it goes (its own service, or not).
 */
function variablePickedBy(name: string, pattern: string | undefined): string | undefined {
  if (pattern === undefined) return undefined;
  if (PATTERN_SEARCH.test(name)) return /^\^?([A-Za-z_][A-Za-z0-9_]*)(?:=|\\s\*=)/.exec(pattern)?.[1];
  return /^\^?([A-Z][A-Z0-9_]*)=?$/.exec(pattern)?.[1];
}

/**
 * What a filter keeps of the environment or a dotenv file when its pattern picks one variable by its full name:
 * that variable, judged by its service like `$NAME` (a secret's name), or nothing of it (any other name, for
 * grep's whole lines; a regular expression's capture keeps the file, as it may run on past the line). Other
 * taints, and every taint when no one variable is picked, pass unchanged.
 */
function picked(name: string | undefined, texts: readonly (string | undefined)[], taints: Taint[]): Taint[] {
  if (name === undefined || !(/grep$|^rg$/.test(name) || PATTERN_SEARCH.test(name))) return taints;
  const given = texts.findIndex((t) => t === '-e');
  const patterns = PATTERN_SEARCH.test(name) ? texts.slice(0, 1) : given >= 0 ? [texts[given + 1]] : texts.filter((t, i) => t !== undefined && !/^-/.test(t) && texts[i - 1] !== '-f').slice(0, 1);
  if (patterns.length === 0 || texts.some((t) => t === '-f')) return taints;
  const variable = variablePickedBy(name, patterns[0]);
  if (variable === undefined) return taints;
  return taints.flatMap((t): Taint[] => {
    const one = t.kind === 'environment' || (t.kind === 'credential' && DOTENV_FILE.test(t.what));
    if (!one) return [t];
    if (isSecretName(variable)) return [{ kind: 'secret', what: variable }];
    return PATTERN_SEARCH.test(name) ? [t] : [];
  });
}

/**
 * What a call's output carries of what it was given. `test`, `[` and `wc` print nothing of it (a status, a
 * count). `grep` prints the lines that match, unless it only says whether or where (`-q`, `-c`, `-l`, `-L`):
 * the environment filtered by a pattern is still its secrets (`env | grep -i token`), while one variable picked
 * by its full name (`env | grep '^GITHUB_TOKEN='`, `re.search(r"^STRIPE_API_KEY=(\S+)$", dotenv_text)`) is that
 * variable, judged by its service like `$GITHUB_TOKEN` (`picked`).
 */
export function passedOn(name: string | undefined, texts: readonly (string | undefined)[], inputs: readonly Taint[]): Taint[] {
  // `jq -r .message` of a hook's event: a notification's text, not the conversation.
  if (name === 'jq' && texts.some((t) => t !== undefined && EVENT_FIELDS.test(t))) return inputs.filter((t) => t.what !== HOOK_EVENT.what);
  if (name !== undefined && PATTERN_SEARCH.test(name)) return picked(name, texts, [...inputs]);
  if (name === undefined || !/^(?:test|\[|wc|grep|egrep|fgrep|rg)$/.test(name)) return [...inputs];
  if (!/grep$|^rg$/.test(name)) return [];
  const flags = texts.filter((t): t is string => t !== undefined && /^-/.test(t));
  // rg's `-L` follows links; grep's lists files without a match.
  const quiet = name === 'rg' ? /^-[a-zA-Z]*[qcl]/ : /^-[a-zA-Z]*[qclL]/;
  if (flags.some((f) => quiet.test(f) || /^--(?:quiet|silent|count|files-with(?:out)?-match(?:es)?)$/.test(f))) return [];
  return picked(name, texts, [...inputs]);
}

/**
 * A recursive walk of the project's folder (labelled20, after Progent's development half): Python's `glob.glob`/`iglob`
 * given a relative pattern with `**` and `recursive=True`, or `os.walk` of `.`. What it names is the project's files,
 * each opened in turn: sent out, the project leaves as an archive of it does (`git archive`, `tar czf - .`). A pattern
 * under the home folder or an absolute one is another folder; one level (`*.py`) or no `recursive=True` is no walk.
 */
function walksProject(callee: string, texts: readonly (string | undefined)[], call: Call): boolean {
  const first = texts[0];
  if (/^glob\.i?glob$/.test(callee)) return first !== undefined && first.includes('**') && !/^[~/$]/.test(first) && call.named?.recursive !== undefined && constantText(call.named.recursive) === 'True';
  return callee === 'os.walk' && (first === '.' || first === './');
}

/** Programs and functions that print what they are given to the terminal the model reads (their output used by nothing else). */
const PRINTERS = /^(?:echo|printf|cat|builtins\.print|print|console\.(?:log|info)|sys\.stdout\.write|process\.stdout\.write|puts)$/;

/**
 * A call that prints a text decoded from a constant of the component (finding.ts `constant`) and nothing of the program's
 * own around it (`print("wrote", len(SIZES), "icons")` reports on the work): instructions nobody reviewing it can read (ir/flow.ts).
 */
export function printsHiddenText(call: Call, name: string | undefined, args: Word[], taintOf: (p: Part) => Taint[]): boolean {
  const printer = call.form === 'command' ? name : constantText(call.callee);
  if (printer === undefined || !PRINTERS.test(printer) || (call.writes?.length ?? 0) > 0 || args.length === 0) return false;
  const hidden = (w: Word) => w.parts.some((p) => taintOf(p).some((t) => t.kind === 'decoded' && t.constant)) && w.parts.every((p) => !('lit' in p) || p.via !== undefined || !/[A-Za-z0-9]/.test(p.lit));
  return args.every((w) => hidden(w) || /^-[a-z]+$/.test(constantText(w) ?? ''));
}

/** A field a value is written under that says it is a secret (`credential=`, `password=`, `api_key=`): what follows it is one. */
const SECRET_LABEL = /(?:^|[\s&?"'{,])(?:credentials?|password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key)=$/i;

/** A value of the environment written right after such a field (`"credential=${name}"`): a secret by its label, whatever its variable's name. */
export function labelledSecret(before: Part | undefined, p: Part): Taint[] {
  if (before === undefined || !('lit' in before) || 'lit' in p || !('env' in p.ref) || !SECRET_LABEL.test(before.lit)) return [];
  return [{ kind: 'secret', what: `${p.ref.env}, sent as ${before.lit.replace(/^.*[\s&?"'{,]/s, '')}` }];
}
