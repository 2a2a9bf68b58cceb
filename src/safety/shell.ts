/**
 * Pure: what a statement of code does with a shell: a download or a decoded
 * text run as code, reverse shells, destructive deletes, and the heuristic
 * patterns (eval, sudo, `rm -rf $VAR`, certificate checks off). Each check
 * takes one statement (see text.ts) and returns where it matched.
 */
import type { RuleId } from './rules.ts';
import { isLocalHost } from './network.ts';

export interface Match {
  rule: RuleId;
  index: number;
  length: number;
}

const DOWNLOAD = /\bcurl\b|\bwget\b|\bfetch\s+-|\baria2c\b|\bhttps?\s+(?:GET\s+)?\S+:\/\/|\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b|\.DownloadString\b|\bnc(?:at)?\s+[\w.-]+\s+\d+|\bopenssl\s+s_client\b|\bpython[0-9.]*\s+-c\s+["'][^"']*urlopen/gi;
const DECODE = /\bbase64\s+(?:-\w*[dD]\w*|--decode)\b|\bopenssl\s+(?:enc\s+)?-?(?:base64|a|d)\b[^|]*-d\b|\bxxd\s+(?:-p\s+)?-r\b|\buudecode\b|\btr\s+['"]?(?:A-Za-z|a-zA-Z)['"]?\s+['"]?(?:N-ZA-Mn-za-m|n-za-mN-ZA-M)|\b(?:printf|echo\s+-e)\s+(?:-\S+\s+)*["'$]*(?:\\x[0-9a-fA-F]{2}|\\[0-7]{3}){6,}/gi;

const SHELLS = new Set(['sh', 'bash', 'zsh', 'ksh', 'dash', 'fish', 'tcsh', 'csh', 'ash', 'busybox']);
const INTERPRETERS = /^(?:python[0-9.]*|py|node|nodejs|deno|bun|perl|ruby|php|lua|Rscript|pwsh|powershell|osascript|tclsh)$/i;
const PREFIXES = new Set(['sudo', 'env', 'exec', 'nohup', 'time', 'command', 'builtin', 'doas']);

/** Whether one pipeline stage runs what comes in on stdin as code. */
function stageRunsInput(stage: string): boolean {
  const words = stage.trim().split(/\s+/).filter(Boolean);
  let i = 0;
  // sudo -E, env A=1, nohup …: skip to the program.
  while (i < words.length && (PREFIXES.has(words[i]!) || /^-/.test(words[i]!) || /^[A-Za-z_]\w*=/.test(words[i]!))) i++;
  // A command printed as a string ends at its quote, and often with an escaped line break (`"… | sh\n"`).
  const program = (words[i] ?? '').replace(/^["'(]+|(?:\\[nrt]|["');])+$/g, '').split(/[\\/]/).pop() ?? '';
  const args = words.slice(i + 1).map((w) => w.replace(/(?:\\[nrt]|["';)])+$/g, ''));
  if (/^(?:iex|Invoke-Expression)$/i.test(program)) return true;
  if (program === 'source' || program === '.') return args.length === 0 || /^(?:\/dev\/stdin|-)$/.test(args[0]!);
  const shell = SHELLS.has(program);
  if (!shell && !INTERPRETERS.test(program)) return false;
  for (const arg of args) {
    // A redirection or a comment ends the arguments: `bash >/dev/null` still reads its stdin.
    if (/^[0-9&]*[<>]|^#/.test(arg)) break;
    if (arg === '-' || arg === '--' || arg === '/dev/stdin') return true;
    if (!arg.startsWith('-')) return false; // a script file: the input is its data
    // `sh -c cmd`, `python -c code`, `-m module`, `node -e/-p`, `perl -ne`: the input is data.
    if (shell ? /c/.test(arg.slice(1)) && !arg.startsWith('--') : /^-[a-zA-Z]*[cemnpr]/.test(arg)) return false;
  }
  return true;
}

/** Pipeline stages after `from`, up to the end of the command (`;`, `&&`, `||`, a line break). */
function laterStages(statement: string, from: number): Array<{ index: number; text: string }> {
  const rest = statement.slice(from);
  const end = rest.search(/;|&&|\|\||\n|\)\s*(?:;|$)/);
  const command = end < 0 ? rest : rest.slice(0, end);
  const stages: Array<{ index: number; text: string }> = [];
  for (let at = command.indexOf('|'); at >= 0; at = command.indexOf('|', at + 1)) {
    if (command[at + 1] === '|') {
      at++;
      continue;
    }
    const next = command.indexOf('|', at + 1);
    stages.push({ index: from + at, text: command.slice(at + 1, next < 0 ? undefined : next) });
  }
  return stages;
}

/** A source (download, decoder) piped into a stage that runs it. */
function pipedIntoShell(statement: string, source: RegExp, rule: RuleId): Match | undefined {
  source.lastIndex = 0;
  for (let m = source.exec(statement); m; m = source.exec(statement)) {
    const stage = laterStages(statement, m.index + m[0].length).find((s) => stageRunsInput(s.text));
    if (stage) return { rule, index: m.index, length: Math.max(m[0].length, stage.index + stage.text.length - m.index) };
  }
  return undefined;
}

const SHELL_WORD = String.raw`(?:(?:[\w.-]*/)*(?:ba|z|k|da|fi)?sh|source|\.|python[0-9.]*|node|perl|ruby|php)`;
const DOWNLOAD_WORD = String.raw`(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|fetch\s+-)`;
const DECODE_WORD = String.raw`(?:base64\s+(?:-\w*[dD]|--decode)|xxd\s+(?:-p\s+)?-r|openssl\s+(?:enc\s+)?-?base64|printf\s+["']?\\x|echo\s+-e\s+["']?\\x)`;

/** `bash <(curl …)`, `sh -c "$(curl …)"`, `eval "$(curl …)"`, `python -c "$(curl …)"`, and the decoding twins. */
function substituted(inner: string): RegExp {
  return new RegExp(
    String.raw`(?:\b${SHELL_WORD}\s+(?:-\S+\s+)*<\(\s*[^)]*?\b${inner}|(?:\b${SHELL_WORD}\s+(?:-\S+\s+)*-[a-z]*[ce]\s+|\beval\s+|\bexec\s+|\b${SHELL_WORD}\s+<<<\s*)["']?(?:\$\(|\x60)\s*[^)\x60]*?\b${inner}|\b${SHELL_WORD}\s+(?:-\S+\s+)*<\s*<\(\s*[^)]*?\b${inner})`,
    'i',
  );
}
const DOWNLOAD_SUBSTITUTED = substituted(DOWNLOAD_WORD);
const DECODE_SUBSTITUTED = substituted(DECODE_WORD);

const RUN_CALL = String.raw`(?:\b(?:exec|eval|compile)|\bFunction|\bnew\s+Function|\bvm\.run\w*|\bos\.system|\bsubprocess\.\w+|\bexecSync|\bchild_process\.\w+|\bsystem|\bInvoke-Expression|\biex)`;
/**
 * In-language: a download's text handed to exec/eval in one expression, as a call's argument (the
 * parenthesis is required: the `i` flag would otherwise read JavaScript's `function fetchX(` as `Function fetch`).
 */
const DOWNLOAD_EVAL = new RegExp(
  String.raw`(?:${RUN_CALL}\s*\(|\beval\s+)\s*(?:await\s+)?\(?\s*(?:await\s+)?(?:requests\.get|httpx\.get|urllib\.request\.urlopen|urlopen|fetch|axios\.get|got\s*[(.]|\(?\s*New-Object\s+[\w.]*WebClient\s*\)?\.DownloadString|\(?\s*(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b|URI\.open|Net::HTTP\.get|open\s*\(\s*['"]https?:|file_get_contents\s*\(\s*['"]https?:|get\s*\(\s*(?:qq?\s*[{(]|['"])\s*https?:)`,
  'i',
);
/**
 * In-language, in one statement: a response handled by a callback (`fetch(u).then((r) => r.text()).then(eval)`,
 * `https.get(u, (res) => { … res.on('end', () => eval(body)) })`) whose text a runner is given by name.
 */
const DOWNLOAD_CALLBACK = new RegExp(
  String.raw`\b(?:fetch|axios(?:\.get)?|got(?:\.get)?|https?\.(?:get|request)|needle(?:\.get)?|superagent\.get|requests\.get|urlopen)\s*\([\s\S]*?(?:\.then\s*\(|=>|\bfunction\b|\.on\(\s*['"](?:end|data)['"])[\s\S]*?(?:(?:(?<![.\w])eval|\bnew\s+Function|(?<![.\w])Function|\b(?:vm\.)?runIn(?:This|New)?Context|\bnew\s+(?:vm\.)?Script|\._compile)\s*\(\s*(?:['"\x60][^'"\x60]*['"\x60]\s*,\s*)*[A-Za-z_$][\w$.]*\s*[,)]|\.then\s*\(\s*eval\s*\))`,
);

/** In-language: a decoded text handed to exec/eval in one expression. */
const DECODE_EVAL = new RegExp(
  String.raw`${RUN_CALL}\s*\(\s*(?:[\w.]+\(\s*)*(?:base64\.\w*b64decode|b64decode|codecs\.decode|bytes\.fromhex|binascii\.(?:unhexlify|a2b_\w+)|zlib\.decompress|marshal\.loads|bz2\.decompress|lzma\.decompress|__import__\(\s*['"](?:base64|codecs|zlib|marshal|binascii)['"]\)|atob\s*\(|Buffer\.from\([^)]*['"](?:base64|hex)['"]|Base64\.(?:strict_)?decode64|decode_base64|pack\s*\(?\s*['"][Hh]\*|\[(?:System\.)?Text\.Encoding\]::\w+\.GetString\(\s*\[(?:System\.)?Convert\]::FromBase64String|\[(?:System\.)?Convert\]::FromBase64String|unescape\s*\(|String\.fromCharCode)`,
  'i',
);
const ENCODED_POWERSHELL = /\b(?:powershell|pwsh)(?:\.exe)?\b[^|;\n]*\s-(?:e|ec|en|enc|enco|encod|encode|encoded|encodedc|encodedco|encodedcom|encodedcomm|encodedcomma|encodedcomman|encodedcommand)\s+[A-Za-z0-9+/]{16,}={0,2}/i;

/** Cheap first looks: a statement without one of these words cannot match the patterns below. */
const MAYBE_DOWNLOAD = /curl|wget|fetch|aria2c|https?\s|https?\.(?:get|request)|needle|superagent|iwr|irm|invoke-|download|\bnc|openssl|urlopen|requests|httpx|axios|got\s*\(|uri\.open|net::http|https?:/i;
const MAYBE_DECODE = /base64|xxd|openssl|uudecode|\btr\s|printf|echo\s+-e|decode|fromhex|unhexlify|zlib|marshal|bz2|lzma|atob|buffer\.from|pack|unescape|fromcharcode|-e[nc]|__import__/i;

/** Which families of patterns a text can match at all: computed once per unit, then per statement. */
export interface Gate {
  download: boolean;
  decode: boolean;
  reverse: boolean;
  remove: boolean;
}

const MAYBE_REVERSE = /\/dev\/(?:tcp|udp)|\bnc(?:at)?\s|netcat|mkfifo|socat|pty\.spawn|net\.connect|net\.socket|createConnection|socket\.socket/i;
const MAYBE_REMOVE = /\brm\b|rmtree|rmSync|fs\.rm|remove_tree|rm_rf?\b|remove_dir|remove_entry|Remove-Item/i;

/** Every family possible: for callers that have not looked (src/safety/triggers.ts is the fast look). */
const OPEN: Gate = { download: true, decode: true, reverse: true, remove: true };

/** The blocking patterns of running fetched or decoded code, in one statement. */
export function runsFetchedOrDecoded(statement: string, gate: Gate = OPEN): Match[] {
  const found: Match[] = [];
  const download = gate.download && MAYBE_DOWNLOAD.test(statement);
  const decode = gate.decode && MAYBE_DECODE.test(statement);
  if (!download && !decode) return found;
  const text = statement.replace(/\\\n/g, ' ');
  if (download) {
    const pipe = pipedIntoShell(text, DOWNLOAD, 'pipe-to-shell');
    const m = pipe ? undefined : DOWNLOAD_SUBSTITUTED.exec(text) ?? DOWNLOAD_EVAL.exec(text) ?? DOWNLOAD_CALLBACK.exec(text);
    if (pipe) found.push(pipe);
    else if (m) found.push({ rule: 'pipe-to-shell', index: m.index, length: m[0].length });
  }
  if (decode) {
    const decoded = pipedIntoShell(text, DECODE, 'decode-exec');
    const m = decoded ? undefined : DECODE_SUBSTITUTED.exec(text) ?? DECODE_EVAL.exec(text) ?? ENCODED_POWERSHELL.exec(text);
    if (decoded) found.push(decoded);
    else if (m) found.push({ rule: 'decode-exec', index: m.index, length: m[0].length });
  }
  return found;
}

const REVERSE_SHELL = new RegExp(
  [
    String.raw`\b(?:ba|z)?sh\s+-i\s*[<>&0-9]*\s*(?:>&|&>|>)\s*/dev/(?:tcp|udp)/`,
    String.raw`\bexec\s+\d+<>\s*/dev/(?:tcp|udp)/`,
    String.raw`/dev/(?:tcp|udp)/[^\s/]+/\d+\s+0>&1`,
    String.raw`\b(?:nc|ncat|netcat)\b[^|;\n]*\s-(?:e|c)\s+\S*(?:sh|bash|cmd(?:\.exe)?)\b`,
    String.raw`\bmkfifo\b[^\n]*\|\s*(?:\S*\/)?(?:ba|z)?sh\b[^\n]*\|\s*(?:nc|ncat|netcat|openssl)\b`,
    String.raw`\bsocat\b[^\n]*\bexec:['"]?(?:\S*/)?(?:ba)?sh`,
    String.raw`\bpty\.spawn\s*\(\s*['"](?:/bin/)?(?:ba)?sh['"]`,
  ].join('|'),
  'i',
);

/** A reverse shell: in one statement, or a socket whose ends are tied to a shell in the same script. */
export function reverseShell(statement: string): Match | undefined {
  if (!MAYBE_REVERSE.test(statement)) return undefined;
  const m = REVERSE_SHELL.exec(statement);
  return m ? { rule: 'reverse-shell', index: m.index, length: m[0].length } : undefined;
}

/** A host written out: an IPv4 address or a name under a common top-level domain (not `os.dup2` or `s.connect`). */
const PEER_HOST = /\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|sh|xyz|ru|cn|app|cc|me|co|top|info|biz|site|online|link|tk|pw|cloud|host|in|de|uk|fr|su)\b/i;
/**
 * A reverse shell whose peer is only a placeholder the reader fills (`/dev/tcp/$LHOST/4444` with LHOST set nowhere in the
 * file, `<your-ip>`, `ATTACKER_IP`): a pentest or CTF cheat sheet's line, its destination the user's; no host of the
 * component's own is reached. A host written on the line, or a variable a file of the component sets or names a host beside, is one.
 */
export function placeholderPeer(line: string, file: string): boolean {
  if (PEER_HOST.test(line)) return false;
  const peer = /\/dev\/(?:tcp|udp)\/([^/\s'"]+)\//.exec(line)?.[1] ?? /\b(?:nc|ncat|netcat)\b[^|;\n]*?\s(\S+)\s+\d+\b/.exec(line)?.[1];
  if (peer === undefined) return false;
  const name = /^['"]*\$\{?([A-Za-z_]\w*)\}?['"]*$/.exec(peer)?.[1];
  if (name === undefined) return /^<[^>]+>$|^\{[^}]+\}$|^[A-Z][A-Z0-9_]{2,}$/.test(peer);
  // Set in the file (`LHOST=…`, `export LHOST=…`, `set LHOST …`) or said beside a host (`LHOST is 45.61.…`): the file's own host.
  return !new RegExp(String.raw`\b${name}\s*=\s*\S|\bset\s+${name}\b|\b${name}\b[^\n]{0,40}?(?:${PEER_HOST.source})`, 'i').test(file);
}

/** Where Ruby, PHP, Perl, PowerShell and Lua (LuaSocket's `c:connect("h", p)` on a `socket.tcp()`) open a TCP connection, and to which host. */
const SOCKET_PEER = /\b(?:fsockopen|stream_socket_client|TCPSocket(?:\.(?:open|new))?|TCPClient)\s*\(\s*['"](?:tcp:\/\/)?([^'":]+)|\bPeerAddr\s*=>\s*['"]([^'":]+)|:connect\s*\(\s*['"]([^'":]+)/gi;
/** A command run from a value rather than a literal: backticks around an interpolation, `IO.popen(cmd`, `shell_exec($c)`, `system($c)`, `qx{$c}`, Lua's `io.popen(cmd`, `os.execute(cmd)`. */
const RUNS_WHAT_IT_READ = /`[^`\n]*(?:#\{|\$)[^`\n]*`|\b(?:IO\.popen|io\.popen|os\.execute|system|shell_exec|passthru|popen|proc_open|exec|iex|Invoke-Expression)\s*\(?\s*\$?[A-Za-z_]\w*\s*[,)]|\bqx\s*[{(]\s*\$|%x[({]\s*#\{/;

/** Whole-script form: a socket connected and its descriptor handed to a shell (Python's dup2 trick, Node's pipe). */
export function reverseShellScript(text: string): Match | undefined {
  const python = /\bsocket\.socket\(/.test(text) && /\.connect\(/.test(text) && /\bos\.dup2\(/.test(text) && /(?:subprocess|pty\.spawn|os\.exec|\/bin\/(?:ba)?sh)/.test(text);
  const node = /\bnet\.(?:connect|Socket|createConnection)\b/.test(text) && /\bspawn\(\s*['"](?:\/bin\/)?(?:ba)?sh['"]/.test(text) && /\.pipe\(/.test(text);
  // PHP, Ruby, Perl one-liners: a socket opened and a shell started on it.
  const other = /\b(?:fsockopen|TCPSocket(?:\.(?:open|new))?|IO::Socket::INET|socket\s*\(\s*S\s*,)/.test(text) && /(?:\/bin\/(?:ba)?sh\s+-i|exec\s*\(?\s*["'](?:\/bin\/)?(?:ba)?sh|cmd\.exe)/.test(text);
  const powershell = /\bNet\.Sockets\.TCPClient\b/i.test(text) && /\b(?:iex|Invoke-Expression)\b/i.test(text) && /GetStream\(\)/i.test(text);
  // A connection to another machine whose lines are run as commands (`s.puts \`#{line}\``, `shell_exec(fgets($s))`, `print $s \`$c\``).
  // A method named `connect` is a socket's only on LuaSocket's `socket.tcp()` (not a database handle's).
  const lua = /\bsocket\.tcp\s*\(/.test(text);
  const remote = [...text.matchAll(SOCKET_PEER)].some((m) => (m[3] === undefined || lua) && !isLocalHost((m[1] ?? m[2] ?? m[3])!));
  const runsRead = remote && RUNS_WHAT_IT_READ.test(text);
  if (!python && !node && !other && !powershell && !runsRead) return undefined;
  const at = text.search(python ? /\bos\.dup2\(/ : node ? /\bspawn\(/ : other || runsRead ? /fsockopen|TCPSocket|IO::Socket|socket\s*\(|socket\.tcp/ : /TCPClient/i);
  return { rule: 'reverse-shell', index: Math.max(0, at), length: 20 };
}

/**
 * The home folder or the root deleted whole by a language no parser reads: Perl's `rmtree`/`remove_tree`,
 * Ruby's `FileUtils.rm_rf`/`rm_r`/`remove_dir`, PowerShell's `Remove-Item -Recurse` of `$HOME`,
 * `$env:USERPROFILE`, `~` or a drive's root.
 */
const HOME_OR_ROOT = String.raw`(?:\$ENV\{['"]?HOME['"]?\}|Dir\.home|ENV\[['"]HOME['"]\]|File\.expand_path\(\s*['"]~['"]\s*\)|\$HOME|\$env:(?:USERPROFILE|HOME)|['"](?:~|\/|[A-Za-z]:\\)\/?['"])`;
const OTHER_LANGUAGE_DELETES = String.raw`\b(?:rmtree|remove_tree)\s*\(\s*${HOME_OR_ROOT}\s*[,)]|\bFileUtils\.(?:rm_rf|rm_r|remove_dir|remove_entry(?:_secure)?)\s*\(?\s*${HOME_OR_ROOT}|\bRemove-Item\b(?=[^\n;|]*\s-Recurse\b)[^\n;|]*?\s(?:-(?:Path|LiteralPath)\s+)?(?:${HOME_OR_ROOT}|~|[A-Za-z]:\\)(?=[\s;|)]|$)`;
const DESTRUCTIVE = new RegExp(String.raw`\brm\s+(?:-\S+\s+)*-(?:[a-zA-Z]*[rR][a-zA-Z]*f|[a-zA-Z]*f[a-zA-Z]*[rR])[a-zA-Z]*\s+(?:-\S+\s+)*["']?(?:\/|\/\*|~|~\/|~\/\*|\$HOME|\$\{HOME\}|\$HOME\/\*|\$\{HOME\}\/\*)["']?(?=\s|$|;|&|\||\))|\brm\s+[^\n;|&]*--no-preserve-root|\bshutil\.rmtree\(\s*(?:os\.path\.expanduser\(\s*['"]~\/?['"]\s*\)|['"]\/['"]|Path\.home\(\)\s*\)|str\(Path\.home\(\)\))|\bfs\.(?:rmSync|rm)\(\s*(?:os\.homedir\(\)|['"]\/['"])|\bmkfs(?:\.\w+)?\s+(?:-\S+\s+)*\/dev\/|\bdd\b[^\n;|]*\bof=\/dev\/(?:sd|hd|vd|xvd|nvme|disk|mmcblk)|${OTHER_LANGUAGE_DELETES}`);

export function destructiveDelete(statement: string): Match | undefined {
  if (!MAYBE_REMOVE.test(statement) && !/mkfs|\bdd\b/.test(statement)) return undefined;
  const m = DESTRUCTIVE.exec(statement);
  return m ? { rule: 'destructive-delete', index: m.index, length: m[0].length } : undefined;
}

const HEURISTICS: Array<[RuleId, RegExp]> = [
  ['sudo', /(?<![\w-])sudo\s+\S/],
  ['rm-rf-variable', /\brm\s+(?:-\S+\s+)*-(?:[a-zA-Z]*[rR][a-zA-Z]*f|[a-zA-Z]*f[a-zA-Z]*[rR])[a-zA-Z]*\b[^;|&\n]*\$\{?(?![A-Za-z_]\w*:\?)[A-Za-z_]/],
  [
    'tls-disabled',
    /\bcurl\b[^|;\n]*\s(?:-[a-zA-Z]*k[a-zA-Z]*\b|--insecure\b)|\bwget\b[^|;\n]*--no-check-certificate|NODE_TLS_REJECT_UNAUTHORIZED\s*[=:]\s*['"]?0|\bverify\s*=\s*False\b|rejectUnauthorized\s*:\s*false|\bsslVerify\s+false|-SkipCertificateCheck\b/,
  ],
  ['broad-permissions', /--dangerously-skip-permissions\b|--permission-mode[= ]+bypassPermissions\b/],
];
const EVAL_BY_LANG: Record<string, RegExp> = {
  shell: /(?:^|[;&|(`\s])eval\s+\S/,
  python: /(?<![.\w])(?:eval|exec)\s*\(/,
  js: /(?:(?<![.\w])|\b(?:globalThis|global|window|self)\s*\.\s*|\(\s*0\s*,\s*)eval(?:\s*\))?\s*(?:\?\.)?\s*\(|\bnew\s+Function\s*\(|(?<![.\w])Function\s*\(\s*['"`\w]|\b(?:vm\.)?runIn(?:This|New)?Context\s*\(/,
  ruby: /(?<![.\w])(?:eval|instance_eval|class_eval)\b/,
  perl: /(?<![.\w])eval\s*[({"'$]/,
  php: /(?<![.\w])(?:eval|assert)\s*\(/,
  powershell: /\b(?:Invoke-Expression|iex)\b/i,
  other: /$^/,
};

/** The advisory patterns of one statement. */
export function heuristics(statement: string, lang: string): Match[] {
  const found: Match[] = [];
  for (const [rule, pattern] of HEURISTICS) {
    // Outside a shell, sudo runs only when it is the program of a command string or list.
    const m = (rule === 'sudo' && lang !== 'shell' ? /['"]sudo\b/ : pattern).exec(statement);
    if (m) found.push({ rule, index: m.index, length: m[0].length });
  }
  const m = (EVAL_BY_LANG[lang] ?? EVAL_BY_LANG.other!).exec(statement);
  if (m) found.push({ rule: 'eval', index: m.index, length: m[0].length });
  return found;
}

const OBFUSCATION = /(?<!data:[\w/+.-]{1,40};base64,)(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{240,}={0,2}|(?:\\x[0-9a-fA-F]{2}){20,}|(?:\\u[0-9a-fA-F]{4}){16,}|String\.fromCharCode\((?:\s*\d+\s*,){12,}|(?:chr\(\d+\)\s*\+\s*){10,}|(?:\$'\\[0-7]{3}'){10,}/;

/** Encoded blobs, escape runs, character-code chains, minified lines: one match per unit at most. */
export function obfuscation(text: string): Match | undefined {
  const m = OBFUSCATION.exec(text);
  if (m) return { rule: 'obfuscated-code', index: m.index, length: Math.min(m[0].length, 80) };
  let offset = 0;
  for (const line of text.split('\n')) {
    if (line.length > 1500 && (line.match(/\s/g)?.length ?? 0) < line.length / 40) return { rule: 'obfuscated-code', index: offset, length: 80 };
    offset += line.length + 1;
  }
  return undefined;
}

/** What writes a file from a download or a decoder: [pattern whose group 1 is the file, rule when the file is then run as a script]. */
const PRODUCERS: Array<[RegExp, RuleId]> = [
  [/\b(?:curl|wget)\b[^\n|;&]*?\s(?:-[a-zA-Z]*[oO]|--output(?:-document)?)[\s=]+["']?([\w./~$-]+)["']?/g, 'pipe-to-shell'],
  [/\b(?:curl|wget)\b[^\n|;&]*?>\s*["']?([\w./~$-]+)["']?/g, 'pipe-to-shell'],
  // Saved under the address's own name: `curl -O URL`, `wget URL` (no -O), a Dockerfile's `ADD URL dest`.
  [/\bcurl\b[^\n|;&]*?\s(?:-[a-zA-Z]*O|--remote-name)\b[^\n|;&]*?\shttps?:\/\/[^\s"']*\/([\w.-]+)/g, 'pipe-to-shell'],
  [/\bwget\s+(?!(?:[^\n|;&]*\s)?-(?:[a-zA-Z]*O|-output-document)\b)(?:-\S+\s+)*["']?https?:\/\/[^\s"']*\/([\w.-]+)/g, 'pipe-to-shell'],
  [/^\s*ADD\s+(?!.*--checksum=)(?:--\S+\s+)*["']?https?:\/\/\S+\s+["']?([\w./~$-]+)["']?\s*$/gm, 'pipe-to-shell'],
  [/\burlretrieve\(\s*[^,]+,\s*['"]([^'"]+)['"]/g, 'pipe-to-shell'],
  [/\b(?:Invoke-WebRequest|iwr)\b[^\n|;]*?-OutFile\s+["']?([\w./~$\\:-]+)["']?/gi, 'pipe-to-shell'],
  [/\b(?:base64\s+(?:-\w*[dD]\w*|--decode)|xxd\s+(?:-p\s+)?-r|openssl\s+(?:enc\s+)?-?base64\s+-d)\b[^\n|;&]*?>\s*["']?([\w./~$-]+)["']?/g, 'decode-exec'],
];
/** A script by its name: running it is running the downloaded or decoded code itself. */
const SCRIPT_NAME = /\.(?:sh|bash|zsh|py|js|mjs|cjs|ts|rb|pl|php|ps1|lua)$/i;
/** A verified download: a checksum or signature checked before it runs. */
const VERIFIED = /\bsha(?:1|256|512)sum\b[^\n]*(?:-c\b|--check)|\bshasum\b[^\n]*(?:-c\b|--check)|\bgpg\s+--verify\b|\bcosign\s+verify|\bminisign\s+-V|Get-FileHash\b/;

/**
 * A file written by a download or a decoder and then run, over a whole unit:
 * a script (`curl -o x.sh … && bash x.sh`, `urlretrieve(u, 'x.py')` then
 * `exec(open('x.py').read())`, `base64 -d > x.sh; sh x.sh`) is the same as a
 * pipe into a shell and blocks, unless a checksum or signature is checked
 * first; a downloaded binary made executable and run is an advisory.
 */
export function downloadThenRun(text: string): Match | undefined {
  for (const [producer, rule] of PRODUCERS) {
    let seen = 0;
    for (const m of text.matchAll(producer)) {
      // Each match searches the rest of the text: the first few are enough, and the cost stays linear.
      if (++seen > 50) break;
      const file = m[1]!;
      const name = file.split(/[\\/]/).pop()!;
      if (name.length < 2 || /^\/dev\//.test(file)) continue;
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const runs = new RegExp(
        String.raw`(?:\b(?:ba|z|k|da)?sh|\bsource|(?:^|[\s;&|(])\.|\bpython[0-9.]*|\bnode|\bdeno\s+run|\bbun|\bperl|\bruby|\bphp|\bpwsh|\bpowershell(?:\.exe)?(?:\s+-\w+)*|(?:^|[\s;|(])&(?!&)|\biex)\s+["']?(?:[\w./~$\\:-]*[\\/])?${escaped}\b|\bexec\(\s*open\([^)]*${escaped}|\b(?:subprocess\.\w+|os\.system|execSync|execFile(?:Sync)?|spawn(?:Sync)?)\s*\([^)]*${escaped}|(?:^|[\s;&|(])\.[\\/]${escaped}\b`,
      );
      const chmod = new RegExp(String.raw`\bchmod\s+(?:\+x|[0-7]*[157][0-7]*)\s+["']?(?:[\w./~$-]*/)?${escaped}\b`);
      const after = text.slice(m.index + m[0].length);
      const use = runs.exec(after);
      if (!use && !chmod.test(after)) continue;
      const verified = VERIFIED.test(after.slice(0, use ? use.index : after.length));
      const script = SCRIPT_NAME.test(name) || (use !== null && !/^\.[\\/]/.test(use[0].trim()));
      return { rule: script && !verified ? rule : 'download-then-run', index: m.index, length: m[0].length };
    }
  }
  return undefined;
}
