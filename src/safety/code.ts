/**
 * Pure: the rules over code units (scripts, hook and MCP commands,
 * Dockerfiles, a command's `!` lines) and documentation that shows code
 * (fenced examples, prose). Documentation only reports the blocking patterns,
 * as advisories with `inCode: false`; code also feeds the capabilities
 * (hosts, files, environment variables) and the heuristics.
 */
import type { Collector } from './analyze.ts';
import { isCredentialPath, pathsIn } from './files.ts';
import { SENDS_BODY, flows, secretLeaves, sourcesIn } from './flow.ts';
import { NETWORK_CALL, hostInDomains, hostsIn, isLocalHost, providerDomains } from './network.ts';
import type { RuleId } from './rules.ts';
import { destructiveDelete, downloadThenRun, heuristics, obfuscation, placeholderPeer, reverseShell, reverseShellScript, runsFetchedOrDecoded, type Match } from './shell.ts';
import { evidence, inQuotedData, onlyPrinted, quotedSpans, statements, type Statement } from './text.ts';
import type { CodeUnit, Lang, Scan } from './units.ts';
import { program as programOf } from './ir/flow.ts';
import { programFindings } from './program-rules.ts';
import { SETS_UP_LATER } from './lang/persisted.ts';
import { codeInput } from './ir/interpreters.ts';
import { constantText } from './ir/types.ts';
import { triggers } from './triggers.ts';
import { namedRepository, sentWhereExplained, strangerPackageHost, vendorInstaller } from './vendors.ts';
import { lowerShell } from './lang/shell.ts';
import { interpreterLang, writtenInPowerShell } from './languages.ts';
import { lowerLanguage } from './lang/modules.ts';
import { embedInterpreterCode } from './lang/embedded.ts';
import { programWording } from './wording.ts';
import { writtenOrders } from './written-orders.ts';
import { holdsR, rFetches } from './lang/r-code.ts';
import { gatherAndSend } from './gather-send.ts';
import { judgeAddress } from './ir/install.ts';
import { repeatedCalls } from './ir/repeated.ts';

const SHELL_INTERNAL = new Set(['PWD', 'OLDPWD', 'RANDOM', 'LINENO', 'SECONDS', 'BASH_SOURCE', 'BASH_REMATCH', 'IFS', 'PPID', 'UID', 'EUID', 'FUNCNAME', 'PIPESTATUS', 'REPLY', 'OPTARG', 'OPTIND', 'BASHPID', 'OSTYPE', 'BASH_VERSION', 'BASH', 'SHLVL', 'COLUMNS', 'LINES', 'HOSTTYPE', 'MACHTYPE', 'EPOCHSECONDS', 'EPOCHREALTIME']);

/** Names a shell script sets itself (`X=…`, `for X in`, `read X`): not environment it reads. */
function shellLocals(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/(?:^|[;&|({\s])(?:export\s+|local\s+|readonly\s+|declare\s+(?:-\w+\s+)*)?([A-Za-z_]\w*)=/gm)) names.add(m[1]!);
  for (const m of text.matchAll(/\bfor\s+([A-Za-z_]\w*)\s+in\b|\bread\s+(?:-\w+\s+)*([A-Za-z_]\w*(?:\s+[A-Za-z_]\w*)*)/g)) {
    for (const n of (m[1] ?? m[2] ?? '').split(/\s+/)) if (n) names.add(n);
  }
  return names;
}

/** Environment variables a statement reads. */
function envReads(text: string, lang: Lang, locals: Set<string>): string[] {
  const names: string[] = [];
  const patterns =
    lang === 'shell'
      ? [/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g]
      : [
          /\bos\.(?:environ\s*(?:\[\s*|\.get\(\s*)|getenv\(\s*)['"]([A-Za-z_][A-Za-z0-9_]*)['"]/g,
          /\bprocess\.env(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*['"]([A-Za-z_][A-Za-z0-9_]*)['"]\s*\])/g,
          /\b(?:ENV|Deno\.env\.get\()\s*\[?\s*['"]([A-Za-z_][A-Za-z0-9_]*)['"]/g,
          /\$env:([A-Za-z_][A-Za-z0-9_]*)/gi,
          /\bgetenv\(\s*['"]([A-Za-z_][A-Za-z0-9_]*)['"]/g,
        ];
  for (const p of patterns) for (const m of text.matchAll(p)) {
    const name = m[1] ?? m[2];
    if (name && !locals.has(name) && !SHELL_INTERNAL.has(name) && /[A-Z]/.test(name) && name === name.toUpperCase()) names.push(name);
  }
  return names;
}

/** Where a match inside a statement is in the file: its line and the physical line's text. */
function locate(unit: CodeUnit, s: Statement, index: number): { line: number; text: string; column: number } {
  const before = s.text.slice(0, index);
  const breaks = before.split('\n').length - 1;
  const start = before.lastIndexOf('\n') + 1;
  const end = s.text.indexOf('\n', index);
  return { line: unit.line + s.line - 1 + breaks, text: s.text.slice(start, end < 0 ? undefined : end), column: index - start };
}

/** A download with its address left out (`curl ... | bash`, `wget … | sh`). */
const ELIDED_DOWNLOAD = /^\s*(?:curl|wget)\s+(?:\.{3}|…)\s*\|/;

function report(collector: Collector, unit: CodeUnit & { later?: boolean }, s: Statement, m: Match, inCode = unit.inCode, weak = false): void {
  const at = locate(unit, s, m.index);
  // Text inside a quoted string that is only data (a grep pattern, a message, a guard's list) does not run,
  // unless it is printed where it will: into a shell profile or a script, or into a pipe to a shell, or
  // anywhere in a script no parser reads that sets something to run later (SETS_UP_LATER).
  const quoted = RUNS_TEXT.has(m.rule) && inQuotedData(at.text, at.column);
  const landsInCode = writesCode(at.text) || unit.later === true;
  // A guard's pattern (`grep -q "rm -rf /"`, `[[ $cmd == *"curl"*"| sh"* ]]`) is data that never runs: no finding at all.
  if (inCode && unit.lang !== 'other' && quoted && !landsInCode && !onlyPrinted(at.text, at.column)) return;
  const printed = inCode && unit.lang !== 'other' && onlyPrinted(at.text, at.column) && !landsInCode;
  // A vendor's installer read by the text rules (PowerShell's `irm bun.sh/install.ps1 | iex`) is the setup step it is when parsed.
  const around = unit.markdown?.around ?? unit.script?.around;
  const vendor = m.rule === 'pipe-to-shell' && around !== undefined && vendorInstaller(at.text, around);
  collector.add(m.rule, unit.file, at.line, evidence(at.text, at.column, m.length), inCode && !printed, weak || vendor || (unit.container === true && CONTAINER_WEAK.has(m.rule)));
}

/**
 * Printed text that lands where it runs: redirected into a shell profile, an
 * rc file, a script, a git hook or crontab, or piped into a shell. An `echo`
 * of `curl … | sh` into `~/.bashrc` is the download run at every login.
 */
const REDIRECT_TO_CODE = /(?:>>?|\btee\s+(?:-a\s+)?)\s*["']?[^\s"'|;&]*(?:\.(?:bash|zsh|ksh)rc|\.(?:bash_)?profile|\.zshenv|\.zprofile|\.bash_login|\.envrc|\.sh|\.git\/hooks\/[^\s"']+|\/cron[^\s"']*)["']?(?:\s|$|;|&|\|)/;
/** A shell started on what comes before (`| sh`, `| sudo bash -`) or on a file (`sh -`, `["bash", path]`). */
const SHELL_RUN = /(?:^|[|"'])\s*(?:sudo\s+(?:-\S+\s+)*)?(?:ba|z|k|da)?sh\b/;
const PIPE_TO_SHELL = /\|\s*(?:sudo\s+)?(?:(?:ba|z|k|da)?sh|crontab|python[0-9.]*|node|perl|ruby)\b/g;

function writesCode(line: string): boolean {
  if (REDIRECT_TO_CODE.test(line)) return true;
  const spans = quotedSpans(line);
  for (const m of line.matchAll(PIPE_TO_SHELL)) if (!spans.some(([a, b]) => m.index > a && m.index < b)) return true;
  return false;
}

/**
 * Whether the text at `column` is inside a quoted string that holds a command
 * as data (a grep pattern, a test's glob, a message), its verb quoted with it:
 * the `rm -rf ~` of `"rm -rf ~"`, the `curl` of `'curl .*| *sh'`.
 */
function quotedCommand(line: string, column: number): boolean {
  if (!inQuotedData(line, column)) return false;
  const span = quotedSpans(line).find(([a, b]) => column > a && column < b)!;
  return /^\s*(?:sudo\s+)?(?:rm|curl|wget|cat|cp|mv|tee|echo|chmod|nc|ssh|scp)\b/.test(line.slice(span[0] + 1, span[1])) || /\b(?:grep|egrep|rg)(?:\s+-[\w-]+)*\s+$|\[\[[^\]]*(?:==|=~|!=)\s*\*?$|\bcase\b/.test(line.slice(0, span[0]));
}

/** The start of an assignment whose value is the path: `X="`, `const x = '`, `x = Path(`. */
const ASSIGNED_BEFORE = /^\s*(?:export\s+|local\s+|readonly\s+|const\s+|let\s+|var\s+)?[A-Za-z_]\w*\s*=\s*["'`]?$/;

/** Rules about text run as code: inside a quoted string that is only data, such text does not run. A path in quotes is still a path used. */
const RUNS_TEXT: ReadonlySet<RuleId> = new Set(['pipe-to-shell', 'decode-exec', 'reverse-shell', 'destructive-delete', 'sudo', 'eval', 'rm-rf-variable']);

/**
 * Blocking rules that are advisories inside a container build: a delete of `/`
 * there removes the container's own files. A download or a decoded text run
 * as code is not weakened: the build runs it with the workspace mounted and
 * often the user's credentials forwarded, and a checksum-checked download
 * (downloadThenRun's VERIFIED) is how an image installs a tool safely. Its
 * sudoers, modes, logs and `authorized_keys` are the image's own, not the user's machine's.
 */
const CONTAINER_WEAK: ReadonlySet<RuleId> = new Set(['destructive-delete', 'system-files', 'unsafe-permissions', 'sudo-password', 'covers-tracks', 'escapes-folder', 'ssh-key-planted']);

/** Rules about the host's files and administrator rights: not a container build's business. */
const HOST_ONLY: ReadonlySet<RuleId> = new Set(['sudo', 'writes-outside-project', 'reads-sensitive-file', 'rm-rf-variable']);

/**
 * What a usage example the model follows (CodeUnit.example) blocks for as code does: the environment or a
 * secret sent to a host that is not its provider's, code hidden by an encoding and run. An example shows how
 * to use something; none needs to ship the user's credentials to a stranger or to hide what it runs, and the
 * model that follows the text does both.
 */
const FOLLOWED_EXAMPLE: ReadonlySet<RuleId> = new Set(['credential-exfiltration', 'decode-exec', 'runs-hidden-file']);

function exfiltration(collector: Collector, unit: CodeUnit, list: Statement[]): void {
  let reported = false;
  for (const flow of flows(list, unit.lang)) {
    const s = list[flow.at]!;
    const match = (rule: RuleId, weak = false) => {
      report(collector, unit, s, { rule, index: 0, length: s.text.length }, true, weak);
      reported = true;
    };
    if (flow.sink === 'run') match(flow.taint.kind === 'download' ? 'pipe-to-shell' : 'decode-exec');
    else if (flow.taint.kind === 'credential' || flow.taint.kind === 'environment') {
      if (flow.hosts.length === 0 || flow.hosts.some((h) => !isLocalHost(h))) match('credential-exfiltration');
    } else if (secretLeaves(flow.taint.what, flow.hosts, SENDS_BODY.test(s.text))) match('credential-exfiltration');
    else {
      const domains = providerDomains(flow.taint.what);
      const own = domains !== undefined && flow.hosts.length > 0 && flow.hosts.every((h) => hostInDomains(h, domains));
      if (!own) report(collector, unit, s, { rule: 'secret-to-network', index: 0, length: s.text.length });
    }
  }
  if (reported || !unit.whole) return;
  // No path followed, but the same script reads a credential store and makes a network call to a real host.
  const read = list.find((s) => sourcesIn(s.text).some((t) => t.kind === 'credential'));
  const call = list.find((s) => NETWORK_CALL.test(s.text) && !hostsIn(s.text).every(isLocalHost));
  if (read && call) report(collector, unit, call, { rule: 'credential-exfiltration', index: 0, length: call.text.length });
}

/** A unit that gathers credentials and sends to a host not their provider's, where the flow engine followed no path (gather-send.ts). */
function gatheredAndSent(collector: Collector, unit: CodeUnit, list: Statement[]): void {
  if (collector.findings.some((f) => f.file === unit.file && f.rule === 'credential-exfiltration' && f.severity === 'blocking')) return;
  const found = gatherAndSend(list, unit.text);
  if (!found) return;
  const line = unit.line + found.send.line - 1;
  const shown = `sends to ${found.host} after reading ${found.what} (line ${unit.line + found.line - 1}): ${found.send.text.split('\n')[0]!.trim()}`;
  collector.add('credential-exfiltration', unit.file, line, evidence(shown), unit.inCode);
}

/** R code (an `.R` file, an `Rscript -e` line): installs from an address judged as `pip install <address>` is, code downloaded and run (lang/r-code.ts). */
function rFindings(collector: Collector, unit: CodeUnit, list: Statement[]): void {
  const sources = /\.[Rr]$/.test(unit.file) ? [{ line: 1, text: unit.text }] : list.filter((s) => holdsR('', s.text));
  for (const s of sources) {
    for (const f of rFetches(s.text)) {
      const at = locate(unit, s, f.index);
      const verdict = f.kind === 'run' ? { rule: 'pipe-to-shell' as const, note: `code downloaded and run from ${hostsIn(f.address)[0] ?? f.address}` } : judgeAddress(f.address);
      if (verdict) collector.add(verdict.rule, unit.file, at.line, evidence(`${verdict.note}: ${at.text.trim()}`), unit.inCode);
    }
  }
}

/** A shell unit through the parser: the IR's flow and shapes; undefined when it did not parse (the text rules then run). */
function shellUnit(collector: Collector, unit: CodeUnit, files: ReadonlyMap<string, string>): { parsed: boolean } {
  const written = unit.lang !== 'shell' && unit.source !== undefined ? unit.source : unit.text;
  const lowered = unit.lang === 'shell' ? lowerShell(unit.text, { file: unit.file, line: unit.line }, undefined, (unit.whole || unit.runnable !== undefined) && unit.markdown === undefined ? files : undefined) : lowerLanguage(unit.lang, written, { file: unit.file, line: unit.line }, files)!;
  // Shell and PowerShell start interpreters with code on their command line (`python3 -c`, `powershell -Command`): lowered in place.
  // Ruby's too: what it writes into Ruby's consoles' startup files is handed on as `ruby -e` (persisted.ts).
  const program = unit.lang === 'shell' || unit.lang === 'powershell' || unit.lang === 'cmd' || unit.lang === 'ruby' ? embedInterpreterCode(lowered, files) : lowered;
  // A block the text says to add to a shell profile or crontab runs at every login, not once: its code is persisted.
  if (unit.markdown?.persisted) for (const n of program.nodes) if (n.kind === 'call' || n.kind === 'assign') n.later = true;
  // A script's tool descriptions and strings, as the parser read them, for the wording rule.
  if (unit.source !== undefined) programWording(collector, program, unit.source, unit.lang, unit.file);
  // What a script, a hook's or a settings command, a package script or a shell block the model runs writes where the client or the model reads it later.
  if (unit.source !== undefined || unit.inCode) writtenOrders(collector, program);
  const unparsed = program.nodes.find((n) => n.kind === 'unparsed');
  if (unparsed && unparsed.kind === 'unparsed') {
    // Documentation that is not shell (a console transcript, pseudo-code) is only read as text; code says it was not parsed.
    if (unit.inCode && unit.whole && !unit.markdown) collector.add('unreadable-code', unit.file, unparsed.origin.line, evidence(`${unparsed.detail}: checked as text only`), true);
    // Code whose lowering ran out of time, and JavaScript or Python with a syntax error, are still lowered as far as
    // they got: those findings stand, and the text rules read it too (padding a file must not hide what follows).
    const partial = unparsed.reason === 'timeout' || (unit.lang !== 'shell' && unparsed.reason === 'syntax');
    // Over a budget, the text patterns would cost as much again: the finding above says what was not read.
    if (!partial) return { parsed: unparsed.reason !== 'syntax' };
  }
  const lines = written.split('\n');
  // Code handed to an interpreter (`python3 -c "…"`, `node -e '…'`) is that language's: read by its own rules.
  for (const node of program.nodes) {
    if (node.kind !== 'call') continue;
    const { name, args } = programOf(node);
    const lang = name === undefined ? undefined : interpreterLang(name);
    // From shell or PowerShell, PowerShell's code is lowered in place (embedInterpreterCode), read with the line's own context: a setup step stays one.
    if (!lang || ((lang === 'powershell' || lang === 'cmd') && (unit.lang === 'shell' || unit.lang === 'powershell' || unit.lang === 'cmd'))) continue;
    const input = codeInput(name!, args.map(constantText));
    // Code given on stdin as a here-document or here-string (`python3 - <<'PY' … PY`, `node <<<'…'`) is read as that language's too.
    const code = input?.from === 'arg' && !input.encoded ? constantText(args[input.at]!) : input?.from === 'stdin' && node.stdin?.length === 1 ? constantText(node.stdin[0]!) : undefined;
    // The shell line parsed as code: the interpreter's code in it is code too, even in Markdown (no longer a block that may be prose).
    const { markdown: _block, ...outer } = unit;
    if (code !== undefined) codeUnit(collector, { ...outer, line: node.origin.line, text: code, lang, whole: true, families: triggers(code), source: undefined }, files);
  }
  const repeated = repeatedCalls(program.nodes);
  for (const f of programFindings(program, unit.runnable?.server === true, files, unit.hook === true)) {
    // A function of a sibling file inlined here reports its own file and line.
    const line = f.origin.file === unit.file ? lines[f.origin.line - unit.line] : files.get(f.origin.file)?.split('\n')[f.origin.line - 1];
    // What the finding names beyond the line (the popular package a squat imitates) goes first, never cut off.
    const note = 'note' in f ? f.note : undefined;
    // A vendor's installer given as a setup step, in Markdown the model acts on or in a shell script whose component names the vendor: shown, naming the host, not refused.
    const shown = note ? `${note}: ${(line ?? f.evidence).trim()}` : line ?? f.evidence;
    // Written where it runs later (a profile, a git alias, cron), it is no setup step: it runs at every login.
    const later = 'later' in f && f.later === true;
    const around = unit.markdown?.around ?? unit.script?.around;
    // Judged by every address on the line (else the unit's) and every address the code run was downloaded from (`curl -o f URL`, then `sh f`);
    // a cloned repository's code by whether the text around it names that repository.
    const from = ('from' in f && Array.isArray(f.from) ? f.from : []) as string[];
    // In another language, only a shell it starts runs an installer (`subprocess.run("curl … | sh")`), not `exec(urlopen(u).read())`.
    const byShell = unit.lang === 'shell' || unit.markdown !== undefined || SHELL_RUN.test(shown);
    // Run again and again on a schedule (ir/repeated.ts), it is a beacon, no setup step.
    const vendor = around !== undefined && !later && !repeated.has(`${f.origin.file}\0${f.origin.line}`) && byShell && (f.rule === 'pipe-to-shell' || f.rule === 'download-then-run') &&
      (f.clone ? namedRepository(f.clone.address, around) : vendorInstaller([/\bhttps?:\/\//.test(shown) || from.length ? shown : unit.text, ...from].join(' '), around));
    // There, a file downloaded and run from a host the text does not name is no setup step either: a download run as code.
    // A clone pinned to a tag or commit keeps its advisory there too: what runs is fixed and can be reviewed (docs/safety.md, clone and run).
    // An install from a host that is neither a forge nor a vendor the text names is a stranger's code installed: refused as its script would be.
    const named = around ?? unit.runnable?.around;
    // Data encoded and sent to the service the component is about (an image, base64, to its vision API), or the user's own
    // data sent there (the clipboard to the translation service it is named for, a transcript to the notes app it saves to),
    // is that service's use; sent to this machine (a signed fixture posted to the user's own dev server) it leaves nothing.
    if (f.sentTo !== undefined && f.sentTo.every((h) => sentWhereExplained(h, named, f.rule === 'credential-exfiltration'))) continue;
    const stranger = f.rule === 'install-from-url' && 'installedFrom' in f && f.installedFrom && named !== undefined ? strangerPackageHost(`https://${f.installedFrom}/`, named) : undefined;
    const rule = stranger ? 'install-untrusted' : unit.markdown !== undefined && f.rule === 'download-then-run' && !vendor && !f.clone ? 'pipe-to-shell' : f.rule;
    // A cloned repository built inside a container build is a CI-like setup step there (docs/safety.md, clone and run).
    const containedBuild = f.clone?.build === true && unit.container === true;
    // A reverse shell to a placeholder in Markdown the model reads is a cheat sheet's line: the peer is the reader's (shell.ts).
    const cheatSheet = rule === 'reverse-shell' && unit.markdown !== undefined && placeholderPeer(line ?? f.evidence, [unit.text, ...files.values()].join('\n'));
    // `the curl ... | bash form needs a POSIX shell`: a download whose address is elided names the command shown elsewhere, nothing new.
    const elided = rule === 'pipe-to-shell' && unit.markdown !== undefined && from.length === 0 && ELIDED_DOWNLOAD.test(shown);
    const weak = f.weak === true || (vendor && rule === 'pipe-to-shell') || containedBuild || (unit.container === true && CONTAINER_WEAK.has(rule)) || cheatSheet || elided;
    // An example the model follows: what no example needs blocks as in code; the rest is reported only where examples were read before (their families).
    const followed = unit.example === true && FOLLOWED_EXAMPLE.has(rule);
    if (unit.example && !unit.inCode && !followed && unit.families.size === 0) continue;
    collector.add(rule, f.origin.file, f.origin.line, evidence(stranger ? shown.replace(`from ${stranger}`, `from ${stranger}, a host neither a forge nor a vendor the component names`) : shown), unit.inCode || followed, weak);
  }
  return { parsed: !unparsed };
}

function codeUnit(collector: Collector, unit: CodeUnit, files: ReadonlyMap<string, string>): void {
  // PowerShell written where a shell command goes (a hook's `iex (iwr …)`) is not shell: PowerShell's front end reads it.
  if (unit.lang === 'shell' && writtenInPowerShell(unit)) unit = { ...unit, lang: 'powershell' };
  const shell = unit.lang === 'shell' || unit.lang === 'js' || unit.lang === 'python' || unit.lang === 'powershell' || unit.lang === 'go' || unit.lang === 'ruby' || unit.lang === 'cmd';
  const parsed = shell && (unit.inCode || unit.families.size > 0 || unit.example) ? shellUnit(collector, unit, files).parsed : false;
  // A Markdown block that does not parse after all (a directory tree, output, pseudo-code) is read as an example;
  // a language without a parser (PowerShell, Ruby…) the text told the model to run keeps its context's reading.
  if (unit.markdown && shell && !parsed) unit = { ...unit, inCode: false };
  const list = statements(unit.text);
  // A parsed shell unit's execution rules come from the IR; the text patterns serve the other languages and what did not parse.
  const gate = parsed
    ? { download: false, decode: false, reverse: false, remove: false }
    : { download: unit.families.has('download'), decode: unit.families.has('decode'), reverse: unit.families.has('reverse'), remove: unit.families.has('remove') };
  const runs = gate.download || gate.decode || gate.reverse || gate.remove;
  // A script no parser read that sets something to run later (a Run key, `$PROFILE`, `~/.bashrc`): its quoted commands are what will run.
  const later = !parsed && unit.inCode && unit.lang !== 'other' && SETS_UP_LATER.test(unit.text);
  // Documentation only reports the execution patterns: skip its statements when none can match.
  if (!unit.inCode && !runs) return;
  const locals = unit.inCode && unit.lang === 'shell' ? shellLocals(unit.text) : new Set<string>();
  let networkReported = false;
  for (const s of list) {
    if (s.text.trim() === '') continue;
    if (runs) {
      for (const m of runsFetchedOrDecoded(s.text, gate)) report(collector, later ? { ...unit, later } : unit, s, m);
      const rs = gate.reverse ? reverseShell(s.text) : undefined;
      if (rs) report(collector, unit, s, rs, unit.inCode, unit.markdown !== undefined && placeholderPeer(s.text, [unit.text, ...files.values()].join('\n')));
      const del = gate.remove ? destructiveDelete(s.text) : undefined;
      if (del) report(collector, unit, s, del);
    }
    if (!unit.inCode) continue;
    for (const m of heuristics(s.text, unit.lang)) if (!(unit.container && HOST_ONLY.has(m.rule))) report(collector, unit, s, m);
    if (unit.container) {
      for (const host of hostsIn(s.text)) if (!isLocalHost(host)) collector.network.add(host);
      continue;
    }
    for (const use of pathsIn(s.text)) {
      const at = locate(unit, s, use.index);
      // A path only named (a variable set to it, text an echo prints) is not yet a file used.
      if (ASSIGNED_BEFORE.test(at.text.slice(0, at.column)) || onlyPrinted(at.text, at.column)) continue;
      // `[[ $cmd == *"rm -rf ~"* ]]`, `grep -q "cat ~/.ssh"`: a command quoted whole as a guard's pattern names no file it uses.
      if (quotedCommand(at.text, at.column)) continue;
      collector.addFile(use.path, use.access);
      if (use.access === 'write' && /^~\/\.ssh\/authorized_keys2?$/.test(use.path)) report(collector, unit, s, { rule: 'ssh-key-planted', index: use.index, length: use.length });
      else if (use.access === 'write' && !use.path.startsWith('/tmp')) report(collector, unit, s, { rule: 'writes-outside-project', index: use.index, length: use.length });
      else if (use.access === 'read' && isCredentialPath(use.path)) report(collector, unit, s, { rule: 'reads-sensitive-file', index: use.index, length: use.length });
    }
    if (/crontab\s+(?:-\s*$|-e|\S+\s*$)|\blaunchctl\s+(?:load|bootstrap)\b|\bsystemctl\s+(?:--user\s+)?enable\b/m.test(s.text)) {
      const m = /crontab|launchctl|systemctl/.exec(s.text)!;
      report(collector, unit, s, { rule: 'writes-outside-project', index: m.index, length: m[0].length });
    }
    const hosts = hostsIn(s.text).filter((h) => !isLocalHost(h));
    for (const host of hosts) collector.network.add(host);
    const call = networkReported ? null : NETWORK_CALL.exec(s.text);
    if (call && !quotedCommand(locate(unit, s, call.index).text, locate(unit, s, call.index).column)) {
      const m = call;
      report(collector, unit, s, { rule: 'network', index: m.index, length: m[0].length });
      networkReported = true;
    }
    for (const name of envReads(s.text, unit.lang, locals)) collector.env.add(name);
  }
  if (!unit.inCode) return;
  rFindings(collector, unit, list);
  if (!parsed) exfiltration(collector, unit, list);
  else if (unit.whole && !unit.container) gatheredAndSent(collector, unit, list);
  const whole: Statement = { line: 1, text: unit.text };
  for (const m of [runs ? downloadThenRun(unit.text) : undefined, obfuscation(unit.text), gate.reverse ? reverseShellScript(unit.text) : undefined]) {
    if (m) report(collector, unit, whole, m);
  }
}

/** Over this many characters a unit is not read whole: a finding says so, and its beginning is read. */
export const UNIT_CHARS = 2 * 2 ** 20;
/** Compiled code and binaries: nothing in them can be read as written. */
const COMPILED = /\.(?:pyc|pyo|so|dylib|dll|exe|class|jar|wasm|node|o|a|bin|elc|beam)$/i;
/** A line this long in JavaScript or Python is a minified or generated bundle. */
const MINIFIED_LINE = 5000;

/** Binary and compiled files, too-large units, minified bundles: each ends in a finding, and never in a long read. */
function unreadable(scan: Scan, collector: Collector): Set<string> {
  const binary = new Set<string>();
  for (const f of scan.files) {
    if (!COMPILED.test(f.file) && !f.text.slice(0, 8192).includes('\0')) continue;
    binary.add(f.file);
    collector.add('unreadable-code', f.file, 1, evidence(`${f.file}: a compiled or binary file, which cannot be read as code`), true);
  }
  return binary;
}

export function codeFindings(scan: Scan, collector: Collector): void {
  const binary = unreadable(scan, collector);
  const files = new Map(scan.files.map((f) => [f.file, f.text]));
  for (const unit of scan.code) {
    if (binary.has(unit.file)) continue;
    if (unit.text.length > UNIT_CHARS) {
      const cut = unit.text.lastIndexOf('\n', UNIT_CHARS);
      collector.add('unreadable-code', unit.file, unit.line, evidence(`${Math.round(unit.text.length / 2 ** 20)} MB of code: only the first ${UNIT_CHARS / 2 ** 20} MB were read`), unit.inCode);
      const text = unit.text.slice(0, cut > 0 ? cut : UNIT_CHARS);
      codeUnit(collector, { ...unit, text, families: triggers(text), source: undefined }, files);
      continue;
    }
    if ((unit.lang === 'js' || unit.lang === 'python') && unit.whole) {
      const long = unit.text.split('\n').findIndex((l) => l.length > MINIFIED_LINE);
      if (long >= 0) collector.add('unreadable-code', unit.file, unit.line + long, evidence(`a minified or generated line of ${unit.text.split('\n')[long]!.length} characters`), unit.inCode);
    }
    codeUnit(collector, unit, files);
  }
}
