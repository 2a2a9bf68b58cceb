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
import { ADDED_TO_STARTUP } from './lang/persisted.ts';
import { lowerShell } from './lang/shell.ts';
import { constantText } from './ir/types.ts';
import { CONCEAL } from './directives.ts';

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

/**
 * A negation that frames code as what not to do: it negates an act on code or commands (`never run`, `don't pipe`,
 * `do not paste`, `must not be stored`) or stands alone before the code (`Don't:`). A negation of anything else
 * (`entries that do not exist`, `do not ask the players to roll`) frames nothing: it is an instruction or a fact beside
 * the code.
 */
const NEGATED_ACT = String.raw`(?:never|don'?t|do not|must not)(?=[ \t]*(?:[:.!)\n]|$)|\s+(?:\w+\s+){0,2}?(?:run|execut|exec|use|using|paste|type|copy|install|pipe|trust|call|invok|source|eval|download|follow|do|try|enter|add|allow|accept|approv|click|open|visit|rely|includ|put|ship|commit|push|expos|hard-?cod|stor|write|writing|log|print|send|shar|set|disabl|curl|wget|fetch|load|import|grant|give|leav|embed|echo|pass|chmod|sudo|rm|delet|remov|modif|edit|chang|overwrit|keep|check|blindly|ever)\w*\b)`;

/** Words that make a block an example shown, not a step to run. */
const DOCUMENTATION = new RegExp(String.raw`\b(?:detect\w*|recogni[sz]\w*|spot(?:ting)?|avoid\w*|${NEGATED_ACT}|malicious|attack\w*|red flags?|warn\w*|danger\w*|suspicious|anti-?patterns?|vulnerab\w*|exploit\w*|insecure|unsafe|bad|forbidden|prohibited|blocklist\w*|threat\w*|indicators? of|iocs?|examples? of (?:an? )?(?:malicious|bad|dangerous|unsafe)|payloads?|obfuscat\w*|exfiltrat\w*|backdoor\w*|phishing|injection|compromis\w*|what (?:not|to look for)|look(?:s|ing)? for|flag(?:s|ged)? (?:this|these|as|the|it|them|any)|flag(?:s|ged)?\s+(?:any\s+|all\s+|every\s+)?(?:\w+\s+)?(?:steps?|commands?|lines?|installs?|calls?|uses?|packages?)\s+(?:that|which|like|such)|reject\w*|refuse\w*|block(?:s|ed)? (?:this|these|commands?)|(?:search|hunt|grep|scan|look)\w*\s+(?:[\w~./-]+\s+){0,4}for\s+(?:these|the\s+following|such|any\s+of\s+these|(?:[\w-]+\s+){0,2}(?:cradles?|indicators?|iocs?|traces?|artifacts?|signs?\s+of))\b)\b`, 'i');

/**
 * An adversary's technique named (`adversaries`, `seen in the wild`, `MITRE ATT&CK`, an ATT&CK id `T1059.004`, TTPs):
 * documentation of the attack too. Read with host and file names blanked: `relay.adversary.example.com` in a comment
 * is where the block connects, not a frame.
 */
const ADVERSARY = /\b(?:adversar\w*|in the wild|mitre|att&ck|ttps?|t1\d{3}(?:\.\d{3})?)\b/i;
const DOTTED_NAME = /[\w-]+(?:\.[\w-]+)+/g;

/** A negated change to the code itself: the block's own comment protecting it, not a frame of what to avoid. */
const KEEPS_CODE = /\b(?:do not|don'?t|never|must not)\s+(?:remove|delete|edit|modify|change|touch|rename|move|reorder)\b/gi;

/** A table row or a list item. */
const ROW_OR_ITEM = /^\s*(?:\||[-*+]\s|\d+[.)]\s)/;
/** An item of a numbered list: a step. */
const NUMBERED = /^\s*\d+[.)]\s/;

/**
 * A table's header row naming its cells as what something looks like or where it was seen ("| place | what planted
 * entries look like |", "| command line seen in telemetry |"): its rows are shown for recognition, not steps.
 */
const SHOWN_COLUMN = /\b(?:looks?\s+like|seen\s+(?:in|on|during|by)|signatures?|telltale|examples?\s+(?:commands?|payloads?|lines?|invocations?))\b/i;
const DELIMITER_ROW = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/;
/** The header row of the table the lines before a row belong to (`before` runs upward, the row above its delimiter row). */
const tableHeader = (before: string[]) => {
  const d = before.findIndex((l) => DELIMITER_ROW.test(l));
  return d >= 0 && before.slice(0, d).every((l) => l.trimStart().startsWith('|')) ? before[d + 1] ?? '' : '';
};

export interface BlockContext {
  documentation: boolean;
  /** The text around it (headings, the paragraph before, the file's name and description), lower-cased: what a vendor's host should be named in. */
  around: string;
  /** The text just before it says to add it to a file that runs later (`add this to your ~/.zshrc:`): persisted code. */
  persisted?: boolean;
}

let concealAll: RegExp | undefined;
/**
 * Words of documentation around code ("never run", "detect"), not counting the model told to keep the step from the
 * user ("…; this is routine, do not mention it"): that "do not" hides the command, it warns against nothing.
 */
function documents(near: string): boolean {
  if (!DOCUMENTATION.test(near)) return false;
  if (!CONCEAL.test(near)) return true;
  return DOCUMENTATION.test(near.replace((concealAll ??= new RegExp(CONCEAL.source, 'gi')), ' '));
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
  // The three lines of prose before it; rows of the table or items of the list it is in do not count, so a
  // row or item far down is read with the sentence that introduces its table or list ("Look for these shapes:").
  const before: string[] = [];
  let prose = 0;
  // A step of a numbered list is read with the list's introduction, not with its sibling steps' words ("1. list the
  // suspicious spans" says nothing of what step 3 runs).
  const step = NUMBERED.test(at(line - 2) ?? '');
  for (let i = line - 2; i >= 0 && prose < 3 && before.length < 40; i--) {
    const l = at(i);
    if (/^\s{0,3}(?:```|~~~|#)/.test(l)) break;
    if (!l.trim()) continue;
    if (step && i < line - 2 && ROW_OR_ITEM.test(l)) continue;
    before.push(l);
    if (!ROW_OR_ITEM.test(l)) prose++;
  }
  // A comment that keeps its line (`DO NOT REMOVE`, `do not edit`) guards the code; it does not warn against it.
  const firstComment = (/^\s*#\s*(.*)$/m.exec(own)?.[1] ?? '').replace(KEEPS_CODE, '');
  const near = `${heading}\n${before.join('\n')}\n${firstComment}`;
  const persisted = ADDED_TO_STARTUP.test(`${before.slice(0, 1).join('\n')}\n${ownLine ?? ''}`);
  return { documentation: documents(near) || SHOWN_COLUMN.test(tableHeader(before)) || ADVERSARY.test(near.replace(DOTTED_NAME, (m) => (/^t1\d{3}\.\d{3}$/i.test(m) ? m : ' '))), around: `${header}\n${near}\n${ownLine === undefined ? lines[line - 1] ?? '' : ''}\n${whatCodeSays(own)}`.toLowerCase(), ...(persisted ? { persisted } : {}) };
}

/**
 * The sentence after a block saying what the block is: "These are patterns to report, never to run.", "Each of these
 * is risky.", "The above are typical attacker payloads.", "Never run these." It points back at the block (these,
 * the above, each of them) and calls it something shown (patterns, examples, indicators, payloads) or dangerous, or
 * says not to run it; "Never run it twice", "Do not run this in production" keep it a step.
 */
const SHOWN_AFTER = /\b(?:these|those|they|each\s+of\s+(?:these|them|those)|(?:all|any)\s+of\s+(?:these|them|those)|the\s+above|such\s+(?:lines|commands|snippets|payloads))\s+(?:\w+\s+){0,2}?(?:are|is|were|was|look\s+like)\s+(?:(?!not\b|never\b)[\w-]+\s+){0,3}?(?:patterns?|examples?|indicators?|signatures?|samples?|shapes?|payloads?|search\s+targets?|red\s+flags?|evidence|risky|dangerous|malicious|unsafe|insecure|vulnerable)\b/i;
const NOT_RUN_AFTER = /\b(?:never|do\s+not|don'?t|must\s+not)\s+(?:run|execute|paste|type|copy)\s+(?:these|them|those|this|the\s+above|any\s+of\s+(?:these|them|those))\b(?!\s+(?:as|with|without|on|in|inside|from|before|after|twice|again|more|until|unless|if|when|yet)\b)/i;

/** Whether the first sentence of prose after a block's closing fence (1-based line `close`) frames the block as shown, not run. */
export function framedAfter(lines: string[], close: number): boolean {
  let after = '';
  for (let i = close; i < lines.length && after.length < 400; i++) {
    const l = lines[i]!;
    if (/^\s{0,3}(?:```|~~~|#)/.test(l)) break;
    if (!l.trim()) {
      if (after) break;
      continue;
    }
    after += ` ${l.trim()}`;
  }
  const first = after.trim().split(/(?<=[.!?])\s+/)[0] ?? '';
  if (CONCEAL.test(first)) return false;
  return (SHOWN_AFTER.test(first) && (documents(first) || /\b(?:risky|dangerous|malicious|unsafe|insecure|vulnerable)\b/i.test(first))) || NOT_RUN_AFTER.test(first);
}

/**
 * A sentence whose subject is the span and which calls it something shown ("`powershell -enc …` is the classic
 * shape", "`nc -e sh …` was the payload"): the inline form of SHOWN_AFTER, the span written where `\u0000` is. The
 * rest of its sentence asking to run it ("… is the example command; run it") keeps it a step.
 */
const SPAN_SHOWN = /\u0000\s+(?:\([^)\n]{0,80}\)\s+)?(?:is|are|was|were|looks?\s+like)\s+(?:(?!not\b|never\b)[\w-]+\s+){0,3}?(?:patterns?|examples?|indicators?|signatures?|samples?|shapes?|payloads?|lures?|one-liners?)\b([^.!?\n]*)/i;

function spanShown(line: string, command: string): boolean {
  const m = SPAN_SHOWN.exec(line.replace(`\`${command}\``, '\u0000'));
  return m !== null && !RUN_VERB.test(m[1]!) && !CONCEAL.test(line);
}

/** The context of an inline command on 1-based `line`: its line's prose (code spans and the command blanked), the paragraph and heading above. */
export function spanContext(lines: string[], line: number, header: string, command = ''): BlockContext {
  const context = blockContext(lines, line + 1, header, '', lines[line - 1]!.replace(/`[^`\n]*`/g, '``').replace(command, ''));
  // Where it is added is often a code span of its own line (`add \`export …\` to \`~/.zshenv\``): read with the other spans kept.
  const persisted = context.persisted || ADDED_TO_STARTUP.test(lines[line - 1]!.replace(`\`${command}\``, '``'));
  // Its sentence may go on over the paragraph's next lines.
  const rest: string[] = [];
  for (let i = line; i < lines.length && rest.length < 2 && lines[i]!.trim() !== ''; i++) rest.push(lines[i]!.trim());
  const documentation = context.documentation || (command !== '' && spanShown([lines[line - 1]!, ...rest].join(' '), command));
  return { ...context, documentation, ...(persisted ? { persisted } : {}) };
}

/** A line naming the shell to type the next block in (`In PowerShell:`, `From an elevated PowerShell prompt:`, `In a terminal:`). */
const IN_SHELL = /^\s*(?:in|from|using|open)\s+(?:an?\s+|the\s+|your\s+)?(?:elevated\s+|admin(?:istrator)?\s+|new\s+)?(?:powershell|pwsh|terminal|shell|command prompt)\b[^.!?]{0,40}:\s*$/i;
/** A verb that asks to run something. */
const RUN_VERB = /\b(?:run|running|execute|executing|exec|invoke|launch|paste|evaluate)\b/i;
/** After a block, wording that runs that block: `run it`, `execute the snippet above`, `run it with \`python3 -c\``. */
const RUN_IT = /\b(?:run|execute|exec|invoke|launch|paste|evaluate|save)\b[^.!?\n]{0,60}?(?:\b(?:it|this|that|them|these|the (?:above|snippet|script|code|block|program))\b|\b(?:python[0-9.]*|node|deno|bun|ruby|perl|php|pwsh|powershell)\b)/i;

/**
 * Whether the text around a fenced block of a language the model can run
 * (Python, JavaScript, Ruby, Perl, PHP; a shell's block, PowerShell's included, always runs) tells it to run the block: the paragraph's last line
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
  return RUN_VERB.test(before) || IN_SHELL.test(before) || RUN_IT.test(after);
}

/**
 * What shell code says it is about, where a vendor's host may be named: its
 * comment lines (the shebang aside), the messages it prints (`echo
 * "Installing Foundry…"`) and the tools it checks for before installing them
 * (`command -v docker`, `which bun`). Not its commands: a host is not named
 * by the line that downloads from it; nor text it prints into a file.
 */
export function whatCodeSays(code: string): string {
  const comments = code.split('\n').flatMap((l) => /^\s*#(?!!)(.*)$/.exec(l)?.[1] ?? []);
  // Text printed into a file or a pipe (`echo 'source ~/.x/init.zsh' >> ~/.zshrc`) is data the code writes, not what it tells the reader.
  const printed = [...code.matchAll(/\b(?:echo|printf)\s+(?:-\w+\s+)*(["'])([^"'\n]*)\1(?!\s*(?:\d?>(?!&)|\|))/g)].map((m) => m[2]!.replace(/https?:\/\/\S+/g, ''));
  const checked = [...code.matchAll(/\b(?:command\s+-v|which|type\s+-[pP]|hash)\s+([A-Za-z][\w.-]*)/g)].map((m) => m[1]!);
  return [...comments, ...printed, ...checked].join('\n');
}

/**
 * Program words that make an inline code span a command the model may run:
 * shells, interpreters, downloaders, file and process tools, package managers
 * (those of other ecosystems too: helm, composer, R, apt), and the wrappers
 * that run another command given as words or as a shell line (`script -c`,
 * `su -c`, `flock`, `watch`, `screen`, `tmux`, `busybox`, `nice`, `doas`).
 * A span may also start with `$(…)` or `VAR=value` (a command built or given
 * an environment).
 */
/** A span that is a command: a known program first, a substitution, a variable set before one, a file of the folder run with arguments (`./bin/setup --quiet`), a jar run. */
const COMMAND_SPAN =
  /^(?:sudo\s+)?(?:(?:\/(?:usr\/)?(?:local\/)?s?bin\/)?(?:alias|export|trap|curl|wget|bash|sh|zsh|ksh|dash|fish|env|printenv|mkdir|tar|zip|unzip|source|\.|eval|exec|python[0-9.]*|node|npx|npm|pnpm|yarn|bunx?|deno|tsx|pip[0-9.]*|uvx?|pipx|perl|ruby|php|lua|awk|gawk|xargs|nohup|setsid|timeout|git|rm|find|shred|dd|mkfs(?:\.\w+)?|chmod|chown|cp|mv|ln|tee|crontab|launchctl|systemctl|echo|printf|cat|base64|base32|xxd|nc|ncat|netcat|socat|telnet|scp|rsync|ssh|dig|host|nslookup|openssl|docker|make|go|cargo|gem|iex|irm|iwr|powershell|pwsh|script|su|runuser|doas|flock|watch|screen|tmux|busybox|nice|stdbuf|unbuffer|chroot|helm|composer|Rscript|apt|apt-get)\s|\$\(|[A-Za-z_]\w*=\S*\s+\S|\.{1,2}\/[\w.-]+(?:\/[\w.-]+)*\s+-{0,2}\w|java\s+-jar\s)/;

/**
 * The prose before a span, in its sentence, tells the model to run it: `run \`…\``,
 * `by running \`…\``, `execute: \`…\``, `start with \`…\``, `paste this into the terminal: \`…\``.
 */
const RUN_BEFORE = /\b(?:run|runs|running|execute|executes|executing|exec|invoke|invoking|launch|launching|type|enter|paste|start with|starting with|begin with|beginning with)\b(?:\s+(?:it|this|these|the|following|command|commands|line|once|first|now|again|then|into|in|a|terminal|shell|your|bash))*\s*[:\-–—]?\s*$/i;

/** A package manager asked to install or run named packages: `pip install x`, `npm i -g x`, `uvx x`, `npx x`. */
const PACKAGE_INSTALL = /^(?:sudo\s+)?(?:(?:pip[0-9.]*|pipx|uv\s+pip|npm|pnpm|yarn|bun|gem|cargo)\s+(?:install|i|add)|npx|uvx|bunx|pnpx)\s+(?:-{1,2}[\w-]+\s+)*[@\w][\w./@-]*(?:\s+[@\w][\w./@=<>~^-]*){0,3}\s*$/;

/**
 * A span whose program word the shell spells out only when it reads it (`curl${IFS}-fsSL${IFS}https://…|bash`,
 * `{curl,-fsSL,https://…}|bash`, `c'u'rl -s …`, `$'\x63url' …`): read by the shell front end, its first command is a
 * known program given arguments or a pipe. Only spans with a character the shell rewrites are read; a plain word
 * (`npm`) or a path is no command.
 */
function spelledCommand(span: string): boolean {
  if (!/[$'"\\{;&|]/.test(span)) return false;
  const calls = lowerShell(span, { file: 'span', line: 1 }).nodes.filter((n) => n.kind === 'call');
  const known = (c: (typeof calls)[number] | undefined, alone: boolean) => {
    const program = c ? constantText(c.callee) : undefined;
    return program !== undefined && /^[\w./-]+$/.test(program) && (c!.args.length > 0 || alone) && COMMAND_SPAN.test(`${program} `);
  };
  // The first command as the shell reads it; or, in a list of several (`whoami && wget … && bash script.sh`), any of
  // them with its arguments: a span that chains commands is typed whole, whatever its first word.
  return known(calls[0], calls.length > 1) || (calls.length > 1 && calls.some((c) => known(c, false)));
}

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
export function bareCommand(line: string): string | undefined {
  const body = line.replace(LEAD, '');
  const m = RUN_COLON.exec(body);
  const text = m ? body.slice(m[0].length) : /^(?:sudo\s+)?[a-z]/.test(body) ? body : '';
  if (!text || /^\s*#/.test(line) || !COMMAND_SPAN.test(text) || /^[A-Za-z_]\w*=/.test(text)) return undefined;
  // Shell it must look like: an option, an operator, a substitution, an address or a path (not `dig into the logs`),
  // or a package manager's install (`pip install requests`): a package name is the whole command.
  if (!/\s--?[A-Za-z]|[|;&<>]|\$\(|:\/\/|(?:^|\s)[~.]?\//.test(text) && !PACKAGE_INSTALL.test(text)) return undefined;
  // A sentence's full stop is not part of the command.
  return text.trim().replace(/(?<=[\w/])\.$/, '');
}

/** A cron line's schedule (five fields such as `0 3 * * 1`, or `@reboot`) before its command. */
const CRON_SCHEDULE = /^(?:@(?:reboot|hourly|daily|weekly|monthly|yearly|annually|midnight)|(?:[\d*\/,-]+\s+){4}[\d*\/,-]+)\s+(?=\S)/;
/** A unit or desktop entry's `Exec…=` key before its command (`ExecStart=/bin/bash -c '…'`). */
const EXEC_KEY = /^Exec(?:Start|Stop|Reload)?(?:Pre|Post)?=[-@+!:]*(?=\S)/;

/** The command a span runs: a cron line's or a unit's `Exec…=` line's command without its schedule or key. */
const runsAs = (span: string) => span.replace(CRON_SCHEDULE, '').replace(EXEC_KEY, '');

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
      const span = runsAs(m[1]!.trim());
      // The sentence before the span: from the last sentence end or code span on its line.
      const sentence = l.slice(0, m.index).split(/[.!?]\s|`[^`]*`/).pop() ?? '';
      if (COMMAND_SPAN.test(span) || spelledCommand(span) || (span.length >= 2 && RUN_BEFORE.test(sentence))) out.push([i + 1, span]);
    }
  });
  return out;
}
