/**
 * Pure: Markdown the model acts on is code. In an installed agent, command
 * or skill (or the CLAUDE.md and `.claude/` instructions a template writes),
 * a shell code block, an inline command (`` `curl … | sh` ``, or any span the
 * sentence asks to run) or a Python or JavaScript block the text tells the
 * model to run is an instruction it will run: it is analysed as code, in its
 * context. A security guide quoting an attack to detect it is
 * documentation: the heading above the block, the paragraph just before it
 * or the block's first comment says so (detect, avoid, never, malicious,
 * attacker, red flag, example of…). A vendor's installer given as a setup
 * step (`curl -fsSL https://bun.sh/install | bash` where the text is about
 * bun) is an advisory naming the host; an address the text does not name, a
 * bare IP, plain http or a paste or tunnel host piped to a shell blocks.
 */
import type { KindLike } from './runnables.ts';
import { hostsIn, untrustedHost } from './network.ts';
import { ADDED_TO_STARTUP } from './lang/persisted.ts';

/**
 * Files Claude Code loads as instructions from a project a template or sandbox
 * writes: memory files (`CLAUDE.md` at any depth, read every session) and the
 * project's own agents, commands, skills and rules under `.claude/`.
 */
const PROJECT_INSTRUCTIONS = /(?:^|\/)(?:CLAUDE(?:\.local)?\.md|\.claude\/(?:agents|commands|skills|rules)\/.+\.md)$/i;

/** Where a plugin's manifest points Claude Code for more agents, commands and skills (a path or a list of paths, files or folders). */
export interface Declared {
  instructions: string[];
  /** Of those, the commands and skills, whose `!` lines run. */
  commands: string[];
}

/** The Markdown paths a plugin manifest (`.claude-plugin/plugin.json`) declares beside its default folders. */
export function declaredPaths(manifest: unknown): Declared {
  const out: Declared = { instructions: [], commands: [] };
  if (typeof manifest !== 'object' || manifest === null) return out;
  const m = manifest as Record<string, unknown>;
  for (const key of ['agents', 'commands', 'skills']) {
    const value = m[key];
    for (const p of typeof value === 'string' ? [value] : Array.isArray(value) ? value : []) {
      if (typeof p !== 'string') continue;
      const path = p.replace(/^(?:\.\/)+/, '').replace(/\/+$/, '');
      if (!path || path.startsWith('/') || path.split('/').includes('..')) continue;
      out.instructions.push(path);
      if (key !== 'agents') out.commands.push(path);
    }
  }
  return out;
}

/** Whether a file is one of the declared paths or inside one. */
export const isUnder = (file: string, paths: string[]) => paths.some((p) => file === p || file.startsWith(`${p}/`));

/** Whether the model reads this Markdown as instructions it acts on (and may run the commands in it). */
export function actsOn(kind: KindLike, file: string, declared: string[] = []): boolean {
  if (kind.type === 'agents' || kind.type === 'commands' || kind.type === 'loops' || kind.type === 'skills') return true;
  if (kind.type === 'mods') return /(?:^|\/)(?:agents|commands|skills)\//.test(file) || isUnder(file, declared);
  if (kind.type === 'templates' || kind.type === 'sandbox') return PROJECT_INSTRUCTIONS.test(file);
  return false;
}

/** Words that make a block an example shown, not a step to run. */
const DOCUMENTATION = /\b(?:detect\w*|spot(?:ting)?|avoid\w*|never|don'?t|do not|must not|malicious|attack\w*|red flags?|warn\w*|danger\w*|suspicious|anti-?patterns?|vulnerab\w*|exploit\w*|insecure|unsafe|bad|forbidden|prohibited|blocklist\w*|threat\w*|indicators? of|iocs?|examples? of (?:an? )?(?:malicious|bad|dangerous|unsafe)|payloads?|obfuscat\w*|exfiltrat\w*|backdoor\w*|phishing|injection|compromis\w*|what (?:not|to look for)|look(?:s|ing)? for|flag(?:s|ged)? (?:this|these|as)|reject\w*|refuse\w*|block(?:s|ed)? (?:this|these|commands?))\b/i;

export interface BlockContext {
  documentation: boolean;
  /** The text around it (headings, the paragraph before, the file's name and description), lower-cased: what a vendor's host should be named in. */
  around: string;
  /** The text just before it says to add it to a file that runs later (`add this to your ~/.zshrc:`): persisted code. */
  persisted?: boolean;
}

/**
 * The context of a code block or inline command starting at 1-based `line` of a Markdown file.
 * `own` is the block's text (its first comment counts); `ownLine` replaces the text of the line
 * before `line` (an inline command's own line with its code spans blanked: the prose around a
 * span is context, the span's own address is not).
 */
export function blockContext(lines: string[], line: number, header: string, own = '', ownLine?: string): BlockContext {
  const at = (i: number) => (ownLine !== undefined && i === line - 2 ? ownLine : lines[i]!);
  let heading = '';
  for (let i = line - 2; i >= 0; i--) {
    if (/^\s{0,3}#{1,6}\s/.test(at(i))) {
      heading = at(i);
      break;
    }
  }
  const before: string[] = [];
  for (let i = line - 2; i >= 0 && before.length < 3; i--) {
    const l = at(i);
    if (/^\s{0,3}(?:```|~~~|#)/.test(l)) break;
    if (l.trim()) before.push(l);
  }
  const firstComment = /^\s*#\s*(.*)$/m.exec(own)?.[1] ?? '';
  const near = `${heading}\n${before.join('\n')}\n${firstComment}`;
  const persisted = ADDED_TO_STARTUP.test(`${before.slice(0, 1).join('\n')}\n${ownLine ?? ''}`);
  return { documentation: DOCUMENTATION.test(near), around: `${header}\n${near}\n${ownLine === undefined ? lines[line - 1] ?? '' : ''}\n${whatCodeSays(own)}`.toLowerCase(), ...(persisted ? { persisted } : {}) };
}

/** The context of an inline command on 1-based `line`: its line's prose (code spans and the command blanked), the paragraph and heading above. */
export function spanContext(lines: string[], line: number, header: string, command = ''): BlockContext {
  return blockContext(lines, line + 1, header, '', lines[line - 1]!.replace(/`[^`\n]*`/g, '``').replace(command, ''));
}

/** A verb that asks to run something. */
const RUN_VERB = /\b(?:run|running|execute|executing|exec|invoke|launch|paste|evaluate)\b/i;
/** After a block, wording that runs that block: `run it`, `execute the snippet above`, `run it with \`python3 -c\``. */
const RUN_IT = /\b(?:run|execute|exec|invoke|launch|paste|evaluate|save)\b[^.!?\n]{0,60}?(?:\b(?:it|this|that|them|these|the (?:above|snippet|script|code|block|program))\b|\b(?:python[0-9.]*|node|deno|bun|ruby|perl|php|pwsh|powershell)\b)/i;

/**
 * Whether the text around a fenced block of a language the model can run
 * (Python, JavaScript, PowerShell, Ruby, Perl, PHP) tells it to run the block: the paragraph's last line
 * before it asks to run something (`Run this first:`), or the paragraph after
 * it runs it (`Run it with the Bash tool as \`python3 -c\``). Without that, such a
 * block is an example of how to use a library, as in a README.
 */
export function toldToRun(lines: string[], open: number, close: number): boolean {
  let before = '';
  for (let i = open - 2; i >= 0; i--) {
    const l = lines[i]!;
    if (/^\s{0,3}(?:```|~~~|#)/.test(l)) break;
    if (l.trim()) {
      before = l;
      break;
    }
  }
  let after = '';
  for (let i = close; i < lines.length; i++) {
    const l = lines[i]!;
    if (/^\s{0,3}(?:```|~~~|#)/.test(l)) break;
    if (l.trim()) {
      after = l;
      break;
    }
  }
  return RUN_VERB.test(before) || RUN_IT.test(after);
}

/**
 * What shell code says it is about, where a vendor's host may be named: its
 * comment lines (the shebang aside), the messages it prints (`echo
 * "Installing Foundry…"`) and the tools it checks for before installing them
 * (`command -v docker`, `which bun`). Not its commands: a host is not named
 * by the line that downloads from it.
 */
export function whatCodeSays(code: string): string {
  const comments = code.split('\n').flatMap((l) => /^\s*#(?!!)(.*)$/.exec(l)?.[1] ?? []);
  const printed = [...code.matchAll(/\b(?:echo|printf)\s+(?:-\w+\s+)*(["'])([^"'\n]*)\1/g)].map((m) => m[2]!.replace(/https?:\/\/\S+/g, ''));
  const checked = [...code.matchAll(/\b(?:command\s+-v|which|type\s+-[pP]|hash)\s+([A-Za-z][\w.-]*)/g)].map((m) => m[1]!);
  return [...comments, ...printed, ...checked].join('\n');
}

const STOP = new Set(['www', 'com', 'org', 'net', 'dev', 'app', 'sh', 'io', 'get', 'install', 'installer', 'setup', 'script', 'scripts', 'raw', 'main', 'master', 'latest', 'download', 'downloads', 'releases', 'release', 'https', 'http', 'bash', 'curl', 'the', 'and', 'for', 'run', 'cli', 'tool', 'tools', 'bin', 'sudo']);
/**
 * Ordinary words of a task that name no vendor: a path folder such as `deploy/` or `sync/`
 * on an unknown host is no tool's name, even in a text about deploying.
 */
const GENERIC = new Set(['deploy', 'deployment', 'update', 'updates', 'sync', 'build', 'builds', 'test', 'tests', 'check', 'checks', 'helper', 'helpers', 'agent', 'agents', 'mirror', 'cdn', 'static', 'assets', 'asset', 'files', 'file', 'pkg', 'pkgs', 'package', 'packages', 'dist', 'lib', 'libs', 'src', 'api', 'public', 'tmp', 'bootstrap', 'init', 'hooks', 'hook', 'plugin', 'plugins', 'cache', 'data', 'config', 'stable', 'nightly', 'beta', 'repo', 'repos', 'code', 'project', 'env', 'workspace', 'server', 'client', 'web', 'docs']);

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9-]+/).flatMap((w) => [w, ...w.split('-')]).filter((t) => t.length >= 2 && !STOP.has(t));
/** The words of the prose around a command: an address (on an inline command's own line) names nothing. */
const contextWords = (around: string) => new Set(words(around.replace(/\S*(?::\/\/|@[\w.-]+:)\S*/g, ' ')));

/**
 * Whether a download run as code on this line is a vendor's installer given
 * as a setup step: every address is https, to a named host that is not a
 * paste, tunnel or catcher, and the text around it names the vendor: the
 * host's own name (`rustup` of sh.rustup.rs, `bun` of bun.sh) or a whole
 * segment of the address's path (`uv` of astral.sh/uv/install.sh). A host
 * that only starts like the tool (`pdf-helper-cdn.net` in a PDF skill) is
 * not the tool's, nor is a script's own file name (`analyzer.py` in a skill
 * about an analyzer).
 */
export function vendorInstaller(line: string, around: string): boolean {
  const urls = [...line.matchAll(/\b(https?):\/\/([^\s"'`)|;&]+)/g)];
  if (urls.length === 0) return false;
  const context = contextWords(around);
  return urls.every(([, scheme, rest]) => {
    const host = hostsIn(`${scheme}://${rest}`)[0] ?? '';
    if (scheme !== 'https' || !host || /^\d+\.\d+\.\d+\.\d+$|^\[/.test(host) || untrustedHost(host)) return false;
    // Names reserved for examples and tests (RFC 2606, 6761) belong to no vendor: nothing there is a vendor's installer.
    if (/(?:^|\.)(?:invalid|test|example|localhost)$|(?:^|\.)example\.(?:com|net|org)$/i.test(host)) return false;
    const labels = host.split('.');
    const name = labels.length >= 3 && /^(?:co|com|org|net|ac|gov)$/.test(labels[labels.length - 2]!) ? labels[labels.length - 3]! : labels[labels.length - 2] ?? '';
    // The folders of the path (`uv` of astral.sh/uv/install.sh), not the file: a script named like the task (`analyzer.py`) is not a vendor.
    const path = rest!.includes('/') ? rest!.slice(rest!.indexOf('/') + 1).split(/[?#]/)[0]! : '';
    const segments = path.split('/').slice(0, -1).map((s) => s.toLowerCase().replace(/\.git$/, '')).filter((s) => s.length >= 2 && !STOP.has(s) && !GENERIC.has(s));
    // A subdomain named for the tool (`foundry` of foundry.paradigm.xyz) names it as a folder of the path does.
    const subdomains = labels.slice(0, -2).filter((l) => l.length >= 3 && !STOP.has(l) && !GENERIC.has(l));
    return context.has(name) || [...context].some((w) => w.length >= 4 && name.startsWith(w) && name.length - w.length <= 3) || segments.some((s) => context.has(s)) || subdomains.some((l) => context.has(l));
  });
}

/**
 * Whether Markdown the model acts on is about the repository a step clones
 * and runs: the address is https on a host that is not a paste, tunnel or
 * catcher, and the text around names the repository's owner or its name
 * (`agents-autogpt` cloning Significant-Gravitas/AutoGPT). The code host's
 * own name (`github`) does not count: every repository is on it.
 */
export function namedRepository(address: string, around: string): boolean {
  const m = /^(?:git\+)?https:\/\/([^/\s]+)\/([^\s?#]+)/.exec(address);
  const host = m ? hostsIn(`https://${m[1]}/`)[0] ?? '' : '';
  if (!m || !host || /^\d+\.\d+\.\d+\.\d+$|^\[/.test(host) || untrustedHost(host)) return false;
  const context = contextWords(around);
  // Ordinary task words (`agent`, `bootstrap`, `deploy`) name no repository.
  const named = (w: string) => !STOP.has(w) && !GENERIC.has(w) && context.has(w);
  const segments = m[2]!.toLowerCase().replace(/\.git$/, '').split('/').filter((s) => s.length >= 3);
  return segments.some((s) => named(s) || s.split(/[-_.]/).filter((w) => w.length >= 4).some(named));
}

/**
 * Program words that make an inline code span a command the model may run:
 * shells, interpreters, downloaders, file and process tools, package managers.
 * A span may also start with `$(…)` or `VAR=value` (a command built or given
 * an environment).
 */
const COMMAND_SPAN =
  /^(?:sudo\s+)?(?:(?:curl|wget|bash|sh|zsh|ksh|dash|fish|env|printenv|mkdir|tar|zip|unzip|source|\.|eval|exec|python[0-9.]*|node|npx|npm|pnpm|yarn|bunx?|deno|tsx|pip[0-9.]*|uvx?|pipx|perl|ruby|php|lua|awk|gawk|xargs|nohup|setsid|timeout|git|rm|find|shred|dd|mkfs(?:\.\w+)?|chmod|chown|cp|mv|ln|tee|crontab|launchctl|systemctl|echo|printf|cat|base64|base32|xxd|nc|ncat|netcat|socat|telnet|scp|rsync|ssh|dig|host|nslookup|openssl|docker|make|go|cargo|gem|iex|irm|iwr|powershell|pwsh)\s|\$\(|[A-Za-z_]\w*=\S*\s+\S)/;

/**
 * The prose before a span, in its sentence, tells the model to run it: `run \`…\``,
 * `by running \`…\``, `execute: \`…\``, `start with \`…\``, `paste this into the terminal: \`…\``.
 */
const RUN_BEFORE = /\b(?:run|runs|running|execute|executes|executing|exec|invoke|invoking|launch|launching|type|enter|paste|start with|starting with|begin with|beginning with)\b(?:\s+(?:it|this|these|the|following|command|commands|line|once|first|now|again|then|into|in|a|terminal|shell|your|bash))*\s*[:\-–—]?\s*$/i;

/** A list marker, a quote or an indentation before a line's text. */
const LEAD = /^\s*(?:>\s*)*(?:[-*+]\s+|\d+[.)]\s+)?/;
/** A label that hands the rest of its line over: `Run: …`, `Install Bun: …`, `Health: …`. */
const RUN_COLON = /^[^:`]{1,60}:\s+(?=(?:sudo\s+)?[a-z$])/;

/**
 * A command written as prose, without a code span: a line (or list item, or
 * indented code) that is a command (starts with a lower-case program word), or
 * the rest of a line after a label (`Run: …`, `Install Bun: …`). English
 * sentences start with a capital.
 */
function bareCommand(line: string): string | undefined {
  const body = line.replace(LEAD, '');
  const m = RUN_COLON.exec(body);
  const text = m ? body.slice(m[0].length) : /^(?:sudo\s+)?[a-z]/.test(body) ? body : '';
  if (!text || /^\s*#/.test(line) || !COMMAND_SPAN.test(text) || /^[A-Za-z_]\w*=/.test(text)) return undefined;
  // Shell it must look like: an option, an operator, a substitution, an address or a path (not `dig into the logs`).
  if (!/\s--?[A-Za-z]|[|;&<>]|\$\(|:\/\/|(?:^|\s)[~.]?\//.test(text)) return undefined;
  // A sentence's full stop is not part of the command.
  return text.trim().replace(/(?<=[\w/])\.$/, '');
}

/**
 * Commands in prose the model acts on: [1-based line, text]. Inline code spans
 * that are commands, and lines without a span that are (`bareCommand`). Lines
 * in fenced blocks are not looked at (callers skip those lines).
 */
export function commandSpans(lines: string[], skip: (line: number) => boolean): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  lines.forEach((l, i) => {
    if (skip(i + 1)) return;
    if (!l.includes('`')) {
      const bare = bareCommand(l);
      if (bare) out.push([i + 1, bare]);
      return;
    }
    for (const m of l.matchAll(/(?<!`)`([^`\n]{2,400})`(?!`)/g)) {
      const span = m[1]!.trim();
      // The sentence before the span: from the last sentence end or code span on its line.
      const sentence = l.slice(0, m.index).split(/[.!?]\s|`[^`]*`/).pop() ?? '';
      if (COMMAND_SPAN.test(span) || (span.length >= 2 && RUN_BEFORE.test(sentence))) out.push([i + 1, span]);
    }
  });
  return out;
}
