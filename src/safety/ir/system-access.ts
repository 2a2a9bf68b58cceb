/**
 * Pure: the machine's own access control changed by code, over the IR, in
 * every front end (shell, Python, JavaScript, Go): a file that decides who
 * may log in or become root, or what every program loads (`/etc/sudoers`,
 * `/etc/passwd`, `/etc/ld.so.preload`, `authorized_keys`), written; a setuid
 * bit set outside the component, or a system path made world-writable; and
 * `sudo -S` fed a password by the code (the password held by the program or
 * the model, root taken without the user's prompt). Tables:
 * system-tables.ts. docs/safety.md, "System files, permissions and defense
 * evasion".
 */
import { parse } from 'tldts';
import { lowerShell } from '../lang/shell.ts';
import { asCommand } from '../lang/as-command.ts';
import { asWritten } from '../lang/call-code.ts';
import { isLocalHost } from '../network.ts';
import type { IrFinding } from './finding.ts';
import { baseName, program } from './program.ts';
import { homePath } from './places.ts';
import { SHELLS } from './tables.ts';
import { ACCESS_FILES, ACCOUNT_SECRETS, CONFIG_FOLDERS, READERS, ROOT_SHELL_PROGRAMS, STARTUP_FILES, SYSTEM_TREE } from './system-tables.ts';
import { constantText, shownText, type Call, type Node, type Program, type Word } from './types.ts';

/** A word's text with what the analysis computed at run time kept as written (`stat.S_ISUID | 0o755`), for reading a mode. */
const expressionText = (w: Word) => w.parts.map((p) => ('lit' in p ? p.lit : 'dyn' in p.ref ? p.ref.dyn : 'var' in p.ref ? p.ref.var : '')).join('');

/**
 * What a mode sets: the setuid bit, write for everyone. Octal (`4755`, `0o777`), symbolic (`u+s`, `a+w`), or named
 * constants. The setgid bit alone is left out: on a folder (`chmod 2775 /srv/shared`) it only makes new files take
 * the folder's group, a sharing idiom; it gives no one root. A number after `&` is a mask, not bits set.
 */
export function modeBits(mode: string): { setuid: boolean; worldWritable: boolean } {
  const text = mode.trim();
  const octal = /^(?:0o|0)?([0-7]{3,4})$/i.exec(text);
  if (octal) {
    const n = parseInt(octal[1]!, 8);
    return { setuid: (n & 0o4000) !== 0, worldWritable: (n & 0o002) !== 0 };
  }
  if (/^[ugoa]*[-+=][rwxXst]*(?:,[ugoa]*[-+=][rwxXst]*)*$/.test(text)) {
    const clauses = text.split(',').map((c) => /^([ugoa]*)([-+=])([rwxXst]*)$/.exec(c)!);
    return {
      setuid: clauses.some(([, who, op, perms]) => op !== '-' && perms!.includes('s') && (who === '' || /[ua]/.test(who!))),
      worldWritable: clauses.some(([, who, op, perms]) => op !== '-' && perms!.includes('w') && /[oa]/.test(who!)),
    };
  }
  // An expression of named bits and numbers (`stat.S_ISUID | stat.S_IRWXU`, `os.ModeSetuid|0o755`).
  const set = text.replace(/&\s*~?\s*(?:0o?)?[0-7]{3,4}\b/gi, '');
  const numbers = [...set.matchAll(/\b0o?([0-7]{3,4})\b/gi)].map((m) => parseInt(m[1]!, 8));
  return {
    setuid: /S_ISUID|ModeSetuid/.test(set) || numbers.some((n) => (n & 0o4000) !== 0),
    worldWritable: /S_IWOTH|S_IRWXO/.test(set) || numbers.some((n) => (n & 0o002) !== 0),
  };
}

/** The words of a command as written, its program first (`sudo -S sh -c …`), for a function call the command it amounts to. */
function commandWords(call: Call): Word[] {
  if (call.form === 'command') return [call.callee, ...call.args];
  const command = asCommand(call);
  return command ? [command.callee, ...command.args] : [];
}

/** A mode change: the mode and the paths it is set on (`chmod`, `install -m`, `os.chmod`, `fs.chmodSync`, Go's `os.Chmod`, `Path.chmod`). */
function modeChange(call: Call, name: string | undefined, args: Word[]): { mode: string; paths: Word[] } | undefined {
  const texts = args.map(constantText);
  if (call.form === 'command' || name === 'chmod' || name === 'install') {
    if (name === 'chmod') {
      const operands = args.filter((_, i) => !/^-[a-zA-Z]+$|^--/.test(texts[i] ?? ''));
      return operands.length >= 2 ? { mode: expressionText(operands[0]!), paths: operands.slice(1) } : undefined;
    }
    if (name === 'install') {
      const at = texts.findIndex((t) => t === '-m' || t === '--mode');
      const inline = texts.find((t) => t !== undefined && /^--mode=/.test(t));
      const mode = at >= 0 ? texts[at + 1] : inline?.slice(7);
      const operands = args.filter((_, i) => !/^-/.test(texts[i] ?? '') && (at < 0 || i !== at + 1));
      return mode !== undefined && operands.length >= 2 ? { mode, paths: operands.slice(-1) } : undefined;
    }
    return undefined;
  }
  const callee = constantText(call.callee) ?? '';
  if (!/(?:^|\.)(?:l?chmod(?:Sync)?|L?[Cc]hmod)$/.test(callee)) return undefined;
  // `Path(p).chmod(mode)`: the path is the object the method is called on.
  if (call.args.length === 1 && call.named?.self) return { mode: expressionText(call.args[0]!), paths: [call.named.self] };
  return call.args.length >= 2 ? { mode: expressionText(call.args[1]!), paths: [call.args[0]!] } : undefined;
}

/** Whether a word holds what an MCP tool was given (tool-inputs.ts): the model's text, steered by whatever it read. */
export const fromModel = (w: Word | undefined) => w !== undefined && w.parts.some((p) => 'ref' in p && 'input' in p.ref);

/** A path's known beginning, up to the first value the analysis does not know (`/etc/` of `/etc/${name}`). */
const knownStart = (path: string) => path.split('\0')[0]!;

function permissionFindings(call: Call, name: string | undefined, args: Word[], add: (rule: IrFinding['rule'], note: string, weak?: boolean) => void): void {
  const change = modeChange(call, name, args);
  if (!change) return;
  const bits = modeBits(change.mode);
  for (const target of change.paths) {
    const path = homePath(target);
    const shown = shownText(target);
    if (bits.setuid) {
      // The component's own file (`chmod 4755 ./chrome-sandbox`) is its author's choice, shown; anything else made setuid is a way to root.
      const own = !path.includes('\0') && !/^(?:\/|~)/.test(path);
      const shell = ROOT_SHELL_PROGRAMS.test(baseName(target) ?? '');
      add('unsafe-permissions', `the setuid bit set on ${shell ? 'a program that runs any command, ' : ''}${shown}`, own && !shell);
    }
    const system = SYSTEM_TREE.test(path) || (path.includes('\0') && SYSTEM_TREE.test(knownStart(path)) && knownStart(path) !== '/');
    // A path the model names made writable by everyone: any file of the machine, `/etc/shadow` among them.
    if (bits.worldWritable && (system || fromModel(target))) add('unsafe-permissions', `${shown} made writable by every user`);
  }
}

/** The files a call writes: redirections and write calls, and where `tee`, `cp`, `mv`, `install`, `ln`, `sed -i`, `dd of=` put theirs. */
export function writtenFiles(call: Call, name: string | undefined, args: Word[]): Word[] {
  const found = [...(call.writes ?? [])];
  const texts = args.map(constantText);
  // Operands: not an option, nor the value of `truncate -s`.
  const operands = args.filter((_, i) => !/^-/.test(texts[i] ?? '') && !(name === 'truncate' && /^(?:-s|--size)$/.test(texts[i - 1] ?? '')));
  if (name === 'tee' || name === 'truncate') found.push(...operands);
  if ((name === 'cp' || name === 'mv' || name === 'install' || name === 'ln' || name === 'rsync') && operands.length >= 2) found.push(operands.at(-1)!);
  if (name === 'sed' && texts.some((t) => t !== undefined && /^-[a-zA-Z]*i|^--in-place/.test(t))) found.push(...(texts.includes('-e') ? operands : operands.slice(1)));
  if (name === 'dd') for (const t of texts) if (t !== undefined && t.startsWith('of=')) found.push({ parts: [{ lit: t.slice(3) }] });
  // Python's `open(path, "w")` empties the file or makes it, whatever is written after.
  const callee = constantText(call.callee) ?? '';
  const mode = call.named?.mode ?? call.args[1];
  if (/^(?:builtins|io|codecs)\.open$/.test(callee) && mode && /[wax]/.test(constantText(mode) ?? '') && call.args[0]) found.push(call.args[0]);
  return found;
}

/** `sudo -S` (`--stdin`, `-kS`): the password read from the input the code gives it, not typed by the user at a prompt. */
function sudoFromInput(call: Call): boolean {
  const words = commandWords(call);
  const at = words.slice(0, 4).findIndex((w) => baseName(w) === 'sudo');
  if (at < 0) return false;
  const fed = words.slice(at + 1).some((w) => /^-[a-zA-Z]*S[a-zA-Z]*$|^--stdin$/.test(constantText(w) ?? ''));
  // A shell line's sudo reads a terminal unless something is piped in; a program's child has no terminal, its input is the code's.
  return fed && (call.form === 'function' || (call.stdin?.length ?? 0) > 0);
}

/** Shell code a call hands a shell (`sh -c …`, `os.system(…)`, `execSync(…)`) that the front end did not lower (a value computed in it). */
export function computedShellCode(call: Call, name: string | undefined, args: Word[]): Program | undefined {
  if (name === undefined || !SHELLS.has(name) || constantText(args[0] ?? { parts: [] }) !== '-c' || !args[1] || constantText(args[1]) !== undefined) return undefined;
  const text = shownText(args[1]);
  if (text.length > 20_000) return undefined;
  const lowered = lowerShell(text, call.origin);
  return lowered.nodes.some((n) => n.kind === 'unparsed') ? undefined : lowered;
}

/**
 * A hosts file's lines that send a public name (one under a suffix anyone can register, `bank.com`) to an
 * address that is not this machine: the user's traffic for that site goes where the text chose. Names of this
 * machine or a private suffix (`myapp.local`, `api.test`) and blocking lists (`0.0.0.0 ads.example.com`) are not.
 */
export function hijackedNames(text: string): string[] {
  const names: string[] = [];
  for (const line of text.split('\n')) {
    const [address, ...hosts] = line.replace(/#.*$/, '').trim().split(/\s+/);
    if (!address || hosts.length === 0 || !/^[\d.]+$|^[0-9a-f:]+$/i.test(address) || isLocalHost(address) || /^(?:::|0\.0\.0\.0)$/.test(address)) continue;
    for (const host of hosts) {
      const parsed = parse(host);
      if (parsed.isIcann && parsed.domain && !isLocalHost(host)) names.push(host);
    }
  }
  return names;
}

/** The files a write goes to: its own `writes`, or those of the file object it is called on (Go's `f.WriteString` after `os.OpenFile`). */
export function targets(call: Call, calls: ReadonlyMap<number, Call>): Word[] {
  if (call.writes?.length) return call.writes;
  const self = call.named?.self?.parts[0];
  const opened = self && 'ref' in self && 'out' in self.ref ? calls.get(self.ref.out) : undefined;
  return opened?.writes ?? [];
}

export function systemFindings(p: Program, depth = 0): IrFinding[] {
  const found: IrFinding[] = [];
  const seen = new Set<string>();
  const calls = new Map(p.nodes.flatMap((n) => (n.kind === 'call' ? [[n.id, n] as const] : [])));
  const server = p.nodes.some((n) => n.kind === 'return' && n.toModel === true);
  for (const node of p.nodes as Node[]) {
    if (node.kind !== 'call') continue;
    const { name, args } = program(node);
    const evidence = [program(node).callee, ...args].map(shownText).join(' ').slice(0, 200);
    const add = (rule: IrFinding['rule'], note: string, weak = false) => {
      const key = `${rule} ${node.origin.file}:${node.origin.line} ${note}`;
      if (seen.has(key)) return;
      seen.add(key);
      found.push({ rule, origin: node.origin, evidence, ...(note ? { note } : {}), ...(weak ? { weak } : {}), ...(node.later ? { later: true } : {}) });
    };
    for (const file of writtenFiles(node, name, args)) {
      const path = homePath(file);
      // `/etc/` + a name chosen at run time: any file there, the sudoers and passwd files among them.
      if (path.includes('\0') && CONFIG_FOLDERS.test(knownStart(path))) add('system-files', `a file of ${knownStart(path)} chosen at run time written`);
      if (!ACCESS_FILES.test(path)) continue;
      // A shell line's `authorized_keys` write is found by the text rule too (code.ts), but only where the path is written out:
      // one built from a variable (`D="$HOME/.ssh"` … `>> "$D/authorized_keys"`) is resolved here, as a library call's is.
      const keys = /authorized_keys2?$/.test(path);
      // The key's line alone as evidence, so the text rule's finding on the same line is the same finding.
      add(keys ? 'ssh-key-planted' : 'system-files', keys ? '' : `${path} written: it decides who may log in, become root, or what every program loads`);
    }
    // Another process's memory written or read through /proc: code put into a running program, or its secrets taken.
    const otherMemory = (w: Word) => /^\/proc\/(?!self\/)[^/]+\/mem$/.test(homePath(w));
    if (writtenFiles(node, name, args).some(otherMemory)) add('system-files', "another process's memory written through /proc");
    else if ([...(node.reads ?? []), ...(node.form === 'command' && name !== undefined && READERS.test(name) ? args : [])].some(otherMemory)) add('system-files', "another process's memory read through /proc");
    // An MCP server (its tools' results go to the model) writing what runs system-wide at boot or on a schedule: persistence a tool call installs.
    const systemStartup = targets(node, calls).find((w) => STARTUP_FILES.test(homePath(w)) && !homePath(w).startsWith('~') && !/^(?:\/private)?\/etc\/(?:hosts|resolv\.conf)$/.test(homePath(w)));
    if (systemStartup && server) add('system-files', `an MCP server's code writes ${homePath(systemStartup).split('\0')[0]}, which runs for every user`);
    // What the model wrote put into a file that runs or decides where names go later (cron, a profile, a unit, the hosts file).
    const data = asWritten(node) ?? (name === 'tee' ? node.stdin?.[0] : undefined);
    const startup = targets(node, calls).find((w) => STARTUP_FILES.test(homePath(w)));
    if (startup && (fromModel(data) || fromModel(startup))) add('system-files', `what an MCP tool is given written into ${homePath(startup).split('\0')[0]}`);
    // The hosts file given lines that send public names elsewhere.
    if (targets(node, calls).some((w) => /^(?:\/private)?\/etc\/hosts$/.test(homePath(w)))) {
      const names = data ? hijackedNames(data.parts.map((part) => ('lit' in part ? part.lit : ' ')).join('')) : [];
      if (names.length) add('system-files', `the hosts file made to send ${names.slice(0, 3).join(', ')} to another address`);
    }
    // Every account's password hash read.
    const read = [...(node.reads ?? []), ...(node.form === 'command' && name !== undefined && READERS.test(name) ? args : [])];
    if (read.some((w) => ACCOUNT_SECRETS.test(homePath(w)))) add('system-files', 'the password hashes of every account read');
    permissionFindings(node, name, args, add);
    if (sudoFromInput(node)) add('sudo-password', 'sudo given a password on its input by the code, not typed by the user');
    const inner = depth === 0 ? computedShellCode(node, name, args) : undefined;
    if (inner) for (const f of systemFindings(inner, depth + 1)) found.push({ ...f, origin: node.origin, evidence });
  }
  return found;
}
