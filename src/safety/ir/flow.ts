/**
 * Pure: the language-neutral data-flow engine over the IR. It walks a
 * program's nodes in order, keeps what each variable and each call's output
 * carries (a download, a decoded text, a credential, a secret, the whole
 * environment), and reports where that reaches a sink from the tables
 * (tables.ts): a shell or interpreter, a network call, a file that runs
 * later. What cannot be resolved and reaches a sink is itself a finding (a
 * command word computed from a download). Call shapes dangerous in
 * themselves (reverse shells, destructive deletes, installs from an
 * address) are shape.ts's; both report `IrFinding`s the driver turns into
 * the report's findings. The sources are sources.ts's, the network sink outbound.ts's.
 */
import { TEMPORARY } from '../environment.ts';
import { privateData } from '../files.ts';
import { hostsIn, isLocalHost } from '../network.ts';
import type { RuleId } from '../rules.ts';
import { isSecretName } from '../secrets.ts';
import { homePath, Places, savedPaths } from './places.ts';
import { baseName, program } from './program.ts';
import { EVAL, INTERPRETERS, RUNS_LATER, SHELLS, SOURCE } from './tables.ts';
import { constantText, OWN_STDIN, shownText, type Call, type Node, type Origin, type Part, type Program, type Word } from './types.ts';
import { copyOf, inside, pathKey } from './copies.ts';
import { installOf, judgeAddress } from './install.ts';
import { readByModel } from './described.ts';
import { descriptions, toolsOf, type Tool } from './mismatch.ts';
import { extraction, unpacked } from './archives.ts';
import { codeInput, EVALUATES_TEXT, READS_STDIN, STDIN_FILE } from './interpreters.ts';
import { envText, GIT_ENV, LaterFiles, laterEnv, laterSettings } from './later.ts';
import { mergeTaints as merge, type IrFinding, type Taint } from './finding.ts';
import { callSources, HOOK_EVENT, labelledSecret, libraryFilter, passedOn, printsHiddenText, storesAt, readsOwnStdin } from './sources.ts';
import { networkFlow, type FlowView } from './outbound.ts';
import { inputTaint } from './tool-inputs.ts';
import { holdsNoInput, toolInputRuns } from './tool-input-runs.ts';
import { startedApart, unknownSource } from './unseen-start.ts';
import { consumedOutputs, protocolWrites, servesTools } from './protocol-out.ts';
import { servedArms } from './listeners.ts';
export type { IrFinding, Taint, TaintKind } from './finding.ts';
export { baseName, program } from './program.ts';

export class Flow {
  readonly findings: IrFinding[] = [];
  /** An MCP server's program (its launch line, or code serving tools): its stdout is the protocol channel (protocol-out.ts). */
  private readonly protocol: { consumed: ReadonlySet<number>; served: ReadonlySet<number> } | undefined;
  /** A hook's program (units.ts `hook`): where it reads its own stdin, it reads the hook's event. */
  private readonly hook: boolean;
  constructor(protocol?: { consumed: ReadonlySet<number>; served: ReadonlySet<number> }, hook = false) {
    this.protocol = protocol;
    this.hook = hook;
    this.vars.set(EVENT_VAR, [HOOK_EVENT]);
  }
  private readonly vars = new Map<string, Taint[]>();
  private readonly outs = new Map<number, Taint[]>();
  /** Files written with a download or decoded text in them, by path: running one runs it. */
  private readonly fetched = new Map<string, Taint[]>();
  private readonly funcs = new Map<string, Node[]>();
  /** Files written with an MCP tool's argument in them, by path: a shell or interpreter given one runs the model's text. */
  private readonly given = new Map<string, Taint[]>();
  /** Fetched files checked against a checksum or signature after they were written. */
  private readonly verified = new Set<string>();
  /** The working folder and the clones (places.ts). */
  private readonly places = new Places();
  /** A path a word names, made absolute against the working folder; one made only of unknown parts (`"$f"`, `"$@"`) is named by its variable: `> "$trusted"` is not what `sh "$@"` runs. */
  private path(w: Word): string {
    return /^\0+$/.test(homePath(w)) ? pathKey(w) : this.places.resolve(homePath(w));
  }
  /** Folders and archives credentials were copied into, by `pathKey`. */
  private readonly stash = new Map<string, Taint[]>();
  /** What the script opened descriptors on (`exec 3< <(curl …)`, `exec 4< file`): read later by `<&3`. */
  private readonly descriptors: Taint[] = [];
  /** Folders whose files run later (`core.hooksPath`, `PATH`): a download landing there. */
  private readonly later = new LaterFiles((rule, at, evidence) => this.report(rule, at, evidence), () => this.fetched);

  taintOfPart(p: Part): Taint[] {
    if ('lit' in p) return p.via !== undefined ? this.outs.get(p.via) ?? [] : [];
    const r = p.ref;
    if ('var' in r) return this.vars.get(r.var) ?? [];
    if ('env' in r) return isSecretName(r.env) ? [{ kind: 'secret', what: r.env }] : r.env === 'BASH_COMMAND' ? [{ kind: 'credential', what: 'the command line being run' }] : [];
    if ('envAll' in r) return [{ kind: 'environment', what: 'the whole environment' }];
    if ('out' in r) return this.outs.get(r.out) ?? [];
    if ('input' in r) return [inputTaint(r.input)];
    return [];
  }

  taintOf(w: Word | undefined): Taint[] {
    if (!w) return [];
    const out: Taint[] = [];
    w.parts.forEach((p, i) => merge(out, this.taintOfPart(p).length ? this.taintOfPart(p) : labelledSecret(w.parts[i - 1], p)));
    for (const item of w.items ?? []) merge(out, this.taintOf(item));
    return out;
  }

  /** What outbound.ts reads of this engine. */
  private readonly view: FlowView = { taintOf: (w) => this.taintOf(w), credentialsIn: (p) => this.credentialsIn(p), folder: () => this.places.folder(), report: (rule, at, evidence, sentTo) => this.report(rule, at, evidence, false, [], sentTo) };

  private report(rule: RuleId, call: { origin: Origin; later?: boolean }, evidence: string, weak = false, ran: Taint[] = [], sentTo?: string[]): void {
    const from = [...new Set(ran.flatMap((t) => (t.url ? [t.url] : [])))];
    this.findings.push({ rule, origin: call.origin, evidence, ...(weak ? { weak } : {}), ...(call.later ? { later: true } : {}), ...(from.length ? { from } : {}), ...(sentTo ? { sentTo } : {}) });
  }

  /** The program's MCP tools by their descriptions (mismatch.ts): what a tool's result may carry that its description says. */
  private tools: Tool[] = [];

  run(p: Program): void {
    this.tools = descriptions(p.nodes);
    for (const node of p.nodes) this.node(node);
  }

  private node(node: Node): void {
    if (node.kind === 'assign') {
      const taints = this.taintOf(node.value);
      this.vars.set(node.name, node.append ? merge([...(this.vars.get(node.name) ?? [])], taints) : taints);
      if (node.name === 'PATH') for (const dir of homePath(node.value).split(':')) if (dir && !dir.includes('\0')) this.later.onPath(dir, node);
      if (node.later) this.setLater(node.name, envText(node.value), node);
      else if (node.exported && GIT_ENV.test(node.name)) this.later.gitEnv(node.name, envText(node.value), node);
      else if (node.exported) this.childEnv(node.name, node.value, node);
    } else if (node.kind === 'func') this.funcs.set(node.name, node.body);
    else if (node.kind === 'call') {
      this.later.callEnv(node);
      if (node.form === 'command') for (const [k, v] of Object.entries(node.named ?? {})) if (/^[A-Z_][A-Z0-9_]*$/.test(k) && !GIT_ENV.test(k)) this.childEnv(k, v, node);
      this.call(node);
    }
    else if ((node.kind === 'return' && node.toModel) || (node.kind === 'str' && node.value)) this.findings.push(...readByModel(node, this.taintOf(node.value!), toolsOf(this.tools, node.origin).map((t) => t.text)));
  }

  private call(call: Call): void {
    const { name, args, callee } = program(call);
    // `input=$(cat)`, `jq -r .transcript_path`, `curl --data-binary @-` with nothing piped in: a hook's program reads the hook's event.
    if (this.hook && !call.stdin?.length && !call.reads?.length && readsOwnStdin(name, args.map(constantText))) call = { ...call, stdin: [{ parts: [{ ref: { var: EVENT_VAR } }] }] };
    // A function the program defined (JS/Python front ends emit `func`): its body runs with these arguments.
    const inputs = merge([], [...args.flatMap((a) => this.taintOf(a)), ...(call.stdin ?? []).flatMap((w) => this.taintOf(w)), ...Object.values(call.named ?? {}).flatMap((w) => this.taintOf(w))]);
    // A file read in carries what was saved there; a process substitution read in (`mapfile -t a < <(printenv)`) is that command's output.
    for (const r of call.reads ?? []) merge(inputs, [...(this.fetched.get(this.path(r)) ?? []), ...(r.parts.some((p) => 'ref' in p && 'out' in p.ref && p.ref.asFile) ? this.taintOf(r) : [])]);
    const own = callSources(call, name, args, this.stash, this.later.typing);
    // `exec 3< <(curl …)`: `exec` with no command opens descriptors on what is redirected in, for the rest of the script.
    if (args.length === 0 && constantText(callee) === 'exec') merge(this.descriptors, [...(call.reads ?? []).flatMap((w) => [...this.taintOf(w), ...this.fetchedUnder(this.path(w))]), ...(call.stdin ?? []).flatMap((w) => this.taintOf(w))]);
    const evidence = [callee, ...args].map(shownText).join(' ').slice(0, 200);

    // 1. Code run: the program word itself, then what a shell or interpreter is given as code.
    const calleeTaint = this.taintOf(callee);
    if (name === undefined || calleeTaint.length) {
      const run = calleeTaint.filter((t) => t.kind === 'download' || t.kind === 'decoded');
      if (run.length) this.report(run.some((t) => t.kind === 'download') ? 'pipe-to-shell' : 'decode-exec', call, evidence, false, run);
    }
    // A download or decoded text given to a command word the analyzer cannot resolve: it may be a shell, and is treated as one.
    if (name === undefined && call.form === 'command') for (const t of this.unresolvedRun(call, args)) this.report(t.kind === 'download' ? 'pipe-to-shell' : 'decode-exec', call, evidence, false, [t]);
    for (const t of this.codeTaint(call, name, args)) {
      if (t.clone) this.cloneRun(call, t.clone, evidence, false);
      else this.report(t.kind === 'download' ? 'pipe-to-shell' : 'decode-exec', call, evidence, false, [t]);
    }
    // An MCP tool's argument made code (tool-input-runs.ts).
    for (const r of toolInputRuns(call, name, args, callee, (w) => this.taintOf(w))) this.findings.push({ rule: r.rule, origin: call.origin, evidence, note: r.note, ...(call.later ? { later: true } : {}) });
    this.runsFetchedFile(call, callee, name, args, evidence);
    // A build of a cloned repository runs its code (its Makefile, lifecycle scripts, setup.py).
    const texts = args.map(constantText);
    const paths = args.map((a) => homePath(a));
    for (const folder of this.places.builds(name, texts, paths)) {
      const at = this.places.cloneAt(folder);
      if (at) this.cloneRun(call, at.folder, evidence, true);
    }

    if (!this.protocol && printsHiddenText(call, name, args, (p) => this.taintOfPart(p))) this.report('hidden-instructions', call, evidence);

    // 2. The network: what is sent, and where.
    networkFlow(call, name, args, evidence, this.view);

    // 3. Files that run later, written with a download or a decoded text.
    const out = merge([...own], passedOn(name ?? libraryFilter(call, callee), args.map(constantText), inputs)).filter((t) => t.kind !== 'tool-input' || !holdsNoInput(call));
    for (const w of [...(call.writes ?? []), ...(name === 'tee' ? args.filter((a) => !/^-/.test(constantText(a) ?? '')) : [])]) {
      const path = this.path(w);
      // `security dump-keychain > /tmp/k`: the file now holds the credential, sent later by name; so with the user's own data (the project walked whole into `/tmp/dc.txt`).
      const secret = out.filter((t) => t.kind === 'credential' || t.kind === 'environment' || t.kind === 'private');
      if (secret.length) this.stash.set(pathKey(w), merge(this.stash.get(pathKey(w)) ?? [], secret));
      if (out.some((t) => t.kind === 'typed') && !/^\/dev\/(?:null|tty|stderr|stdout)$/.test(path)) this.report('password-capture', call, evidence);
      // Only a file that is the model's text whole is its program; a template of the server's with a value filled in is the server's.
      const model = call.args.some((x) => x.parts.length === 1 && 'ref' in x.parts[0]! && 'input' in x.parts[0].ref) ? out.filter((t) => t.kind === 'tool-input') : [];
      if (model.length) this.given.set(path, model);
      const carried = out.filter((t) => t.kind === 'download' || t.kind === 'decoded');
      if (carried.length) {
        this.fetched.set(path, carried);
        if (RUNS_LATER.test(path)) this.report(carried.some((t) => t.kind === 'download') ? 'pipe-to-shell' : 'decode-exec', call, evidence, false, carried);
        this.later.fetchedAt(path, carried, call);
      }
    }
    for (const [k, v] of laterSettings(name, args)) this.setLater(k, v, call); // `launchctl setenv K V`, `setx K V`
    this.downloadsToFile(call, name, args, own);
    const unpack = unpacked(extraction(name, texts, paths), inputs, (i) => (args[i] ? this.fetchedUnder(this.path(args[i]!)) : [])); // `curl … | tar xz -C d`
    if (unpack) this.fetched.set(this.places.resolve(unpack.into), unpack.taints);
    this.copies(call, name, args, evidence);
    this.places.step(name, texts, paths, args.map(pathKey));
    if (name === 'git') this.later.gitConfig(texts, args.map(homePath), call);
    if (call.later && call.form === 'command') this.later.placedRun(constantText(callee), call);
    // A package whose name or address comes from a download or a decoded text: what it installs nobody has seen.
    const install = installOf(name, args);
    if (install?.fetches.some((w) => this.taintOf(w).some((t) => t.kind === 'download' || t.kind === 'decoded'))) this.report('install-untrusted', call, evidence);
    // A file downloaded, then installed (`curl -o x.whl URL && pip install x.whl`): judged by the address it came from.
    for (const t of (install?.fetches ?? []).flatMap((w) => this.fetchedUnder(this.path(w).replace(/^\.\//, '')))) {
      const verdict = t.url ? judgeAddress(t.url) : undefined;
      if (verdict) this.findings.push({ rule: verdict.rule, origin: call.origin, evidence, note: verdict.note, ...(call.later ? { later: true } : {}) });
    }
    if (this.hook) this.eventRead(call, out);
    if (this.protocol) this.findings.push(...protocolWrites(call, name, out, this.protocol.consumed, this.protocol.served));
    this.outs.set(call.id, out);
  }

  // A variable set for programs started later (later.ts): a file it names that this program fetched counts as the component's own.
  private readonly setLater = (key: string, value: string, at: { origin: Origin }) => laterEnv(key, value, (p) => this.fetchedUnder(this.places.resolve(p)).length > 0).forEach((d) => this.report(d.rule, { ...at, later: true }, d.evidence));

  /** Code of the clone in `folder` run: blocks, unless it is pinned to a tag or a commit (`download-then-run`). */
  private cloneRun(call: Call, folder: string, evidence: string, build: boolean): void {
    const at = this.places.cloneAt(folder);
    if (!at) return;
    this.findings.push({ rule: at.clone.pinned ? 'download-then-run' : 'pipe-to-shell', origin: call.origin, evidence, clone: { address: at.clone.address, build } });
  }

  /** `cp -r ~/.ssh "$d"`, `tar czf k.tgz ~/.aws`: the copy holds the credential (sent later with it); `cp /tmp/x ~/.bashrc` of a download runs later. */
  private copies(call: Call, name: string | undefined, args: Word[], evidence: string): void {
    const copy = copyOf(name, args);
    if (!copy) return;
    // `tar -C "$HOME" .ssh`: operands are relative to the folder given.
    const base = copy.base ? pathKey(copy.base) : undefined;
    const keyOf = (w: Word) => (base && !/^[~/]/.test(pathKey(w)) ? `${base}/${pathKey(w)}`.replace(/^\/\//, '/') : pathKey(w));
    const held = merge([], copy.from.flatMap((w) => [...this.credentialsIn(keyOf(w)), ...this.taintOf(w).filter((t) => t.listing)])); // a walk's items hold what it walked (walks.ts)
    if (held.length) this.stash.set(pathKey(copy.to), merge(this.stash.get(pathKey(copy.to)) ?? [], held));
    const fetched = merge([], copy.from.flatMap((w) => this.fetchedUnder(this.path(w)).filter((t) => t.kind === 'download' || t.kind === 'decoded')));
    if (!fetched.length) return;
    const to = this.path(copy.to);
    this.fetched.set(to, fetched);
    if (RUNS_LATER.test(to)) this.report(fetched.some((t) => t.kind === 'download') ? 'pipe-to-shell' : 'decode-exec', call, evidence);
    this.later.fetchedAt(to, fetched, call);
  }

  /** What a path sent or copied holds of credentials (a credential store itself, a folder holding one, or a copy of one) and of the user's own data (files.ts `privateData`). */
  private credentialsIn(path: string): Taint[] {
    const found: Taint[] = [];
    merge(found, storesAt(path)); // a store, a folder holding one, a dotenv file, or a pattern reaching one (walks.ts)
    const mine = privateData(path);
    if (mine) found.push({ kind: 'private', what: `${mine} (${path})` });
    for (const [dir, taints] of this.stash) if (inside(path, dir) || inside(dir, path)) merge(found, taints);
    return found;
  }

  /**
   * A hook's Python or Node program: what it computes from its stdin (`json.load(sys.stdin)`, `input.transcript_path`)
   * is the event's; a file it reads at a path taken from there is the transcript, the conversation whole. The
   * event's other fields (a session id, a notification's text) are not judged here: the shell's `jq` reading does.
   */
  private eventRead(call: Call, out: Taint[]): void {
    const fromEvent = (w: Word) => w.parts.some((p) => 'ref' in p && (('var' in p.ref && p.ref.var === OWN_STDIN) || ('out' in p.ref && this.fromEvent.has(p.ref.out))));
    if ([...call.args, ...Object.values(call.named ?? {}), ...(call.stdin ?? [])].some(fromEvent)) this.fromEvent.add(call.id);
    if ((call.reads ?? []).some(fromEvent)) merge(out, [HOOK_EVENT]);
  }
  private readonly fromEvent = new Set<number>();

  /**
   * A downloaded file run: by a shell or interpreter, or by its own path. A
   * script blocks (it is the download run as code); a binary made executable
   * and run, or anything checked against a checksum or signature first, is
   * the `download-then-run` advisory.
   */
  private runsFetchedFile(call: Call, callee: Word, name: string | undefined, args: Word[], evidence: string): void {
    const texts = args.map(constantText);
    // PowerShell's cmdlets are library calls (`(Get-FileHash $exe).Hash`): named by their callee.
    const checker = name ?? (call.form === 'function' ? constantText(call.callee) : undefined);
    if (checker !== undefined && (/^(?:sha(?:1|224|256|384|512)sum|shasum|md5sum|b2sum|sha256)$/.test(checker) ? texts.some((t) => t !== undefined && /^(?:-[a-zA-Z]*c|--check)$/.test(t)) : (checker === 'gpg' && texts.some((t) => t === '--verify')) || (checker === 'cosign' && texts.some((t) => t !== undefined && /^verify/.test(t))) || (checker === 'minisign' && texts.includes('-V')) || /^(?:Get-FileHash|Get-AuthenticodeSignature)$/i.test(checker))) {
      for (const [path, taints] of this.fetched) if (taints.some((t) => t.kind === 'download')) this.verified.add(path);
      return;
    }
    const viaRunner = name !== undefined && (SHELLS.has(name) || INTERPRETERS.test(name) || SOURCE.has(name));
    // The program as resolved (`subprocess.Popen(['/tmp/x'])` runs /tmp/x, not `subprocess.Popen`).
    const target = viaRunner ? args.find((_, i) => texts[i] === undefined || !texts[i]!.startsWith('-')) : callee;
    if (!target || (!viaRunner && !homePath(target).includes('/'))) return;
    const path = this.path(target);
    // The model's text written to a script file, then that file given to a shell or interpreter: the text runs as code.
    const model = viaRunner ? this.given.get(path) : undefined;
    if (model) this.findings.push({ rule: 'tool-input-runs', origin: call.origin, evidence, note: `${model[0]!.what.startsWith('what an HTTP request') ? 'what an HTTP request sends the server' : "the model's argument to an MCP tool"} is written to a file that ${name} runs` });
    const fetched = this.fetchedUnder(path).filter((t) => t.kind === 'download' || t.kind === 'decoded');
    if (!fetched.length) return;
    // A clone's script run by its path; by a shell or interpreter it is codeTaint's.
    const clone = fetched.find((t) => t.clone)?.clone;
    if (clone) {
      if (!viaRunner) this.cloneRun(call, clone, evidence, false);
      return;
    }
    const verified = [...this.verified].some((v) => path === v || path.endsWith(`/${v.split('/').pop()}`));
    // Windows runs its script files by their path too (`call %TEMP%\x.bat`, `start x.vbs`): a batch file is no binary.
    const script = viaRunner || /\.(?:sh|bash|zsh|py|js|mjs|cjs|ts|rb|pl|php|ps1|psm1|lua|bat|cmd|vbs|vbe|wsf|jse|hta)$/i.test(path);
    // A downloaded binary set to run later (at login, on a schedule, by a service), started apart from the session (no window, detached,
    // as a daemon: unseen-start.ts), or fetched from an address nobody vouches for (a bare IP, plain http, a paste host: install.ts), runs unseen: it blocks.
    if ((call.later || (startedApart(call, args) !== undefined && unknownSource(fetched)) || fetched.some((t) => t.url !== undefined && judgeAddress(t.url)?.rule === 'install-untrusted')) && !verified) this.report(fetched.some((t) => t.kind === 'download') ? 'pipe-to-shell' : 'decode-exec', call, evidence, false, fetched);
    else if (verified || !script) this.report('download-then-run', call, evidence);
    else if (!viaRunner) this.report(fetched.some((t) => t.kind === 'download') ? 'pipe-to-shell' : 'decode-exec', call, evidence, false, fetched);
  }

  /** `curl -o f URL`, `wget URL`, `git clone URL dir`: the file or folder now holds a download. */
  private downloadsToFile(call: Call, name: string | undefined, args: Word[], own: Taint[]): void {
    const download = own.filter((t) => t.kind === 'download');
    if (!download.length) return;
    const saved = savedPaths(name, args.map(constantText), args.map(homePath), args.map((a) => this.path(a)));
    for (const path of saved.files) {
      const at = path.startsWith('<') ? path : this.places.resolve(path);
      const taints = saved.clone ? download.map((t) => ({ ...t, clone: at })) : download;
      this.fetched.set(at, taints);
      if (RUNS_LATER.test(at)) this.report('pipe-to-shell', call, [call.callee, ...args].map(shownText).join(' ').slice(0, 200), false, taints); // `curl -o .git/hooks/x URL`
      this.later.fetchedAt(at, taints, call);
    }
  }

  /** What a shell, an interpreter, `eval` or `source` is given to run, and what it carries. */
  private codeTaint(call: Call, name: string | undefined, args: Word[]): Taint[] {
    const found = this.codeTaintOf(call, name, args);
    // `… | xargs sh -c`, `… | parallel`: each line that comes in becomes the command's words, code included.
    const feeder = baseName(call.callee);
    if (feeder !== undefined && /^(?:xargs|parallel)$/.test(feeder) && name !== undefined && (EVAL.has(name) || SHELLS.has(name) || INTERPRETERS.test(name) || name === 'parallel')) {
      merge(found, (call.stdin ?? []).flatMap((w) => this.taintOf(w)).filter((t) => t.kind === 'download' || t.kind === 'decoded'));
    }
    return found;
  }

  private codeTaintOf(call: Call, name: string | undefined, args: Word[]): Taint[] {
    if (name === undefined) return [];
    const running = (ts: Taint[]) => ts.filter((t) => t.kind === 'download' || t.kind === 'decoded');
    const fileRun = (w: Word) => merge(running(this.taintOf(w)), [...this.verified].some((v) => this.path(w) === v) ? [] : running(this.fetchedUnder(this.path(w))));
    // What comes in: a pipe, a here-string, `< file` a download was written to, `< <(curl …)`.
    const given = call.form === 'function' ? [call.named?.input, call.named?.stdin].filter((w): w is Word => w !== undefined) : [];
    const stdin = () => running([...[...(call.stdin ?? []), ...given].flatMap((w) => this.taintOf(w)), ...(call.reads ?? []).flatMap((w) => [...this.taintOf(w), ...this.fetchedUnder(this.path(w))])]);
    if (EVAL.has(name)) return merge([], [...args, ...(call.stdin ?? [])].flatMap((a) => running(this.taintOf(a))));
    if (SOURCE.has(name)) return args[0] && !STDIN_FILE.test(constantText(args[0]) ?? '') ? fileRun(args[0]) : stdin();
    if (!SHELLS.has(name) && !INTERPRETERS.test(name)) return [];
    const input = codeInput(name, args.map(constantText));
    if (!input || input.from === 'module') return [];
    // `exec 3< <(curl …); bash <&3`: a shell reading code from a descriptor the script opened on a download.
    if (input.from === 'stdin') return call.descriptors?.length ? merge(stdin(), running(this.descriptors)) : stdin();
    const w = args[input.at]!;
    if (input.from === 'arg') {
      // Code given encoded (`pwsh -EncodedCommand …`): hidden from whoever reads the line, decoded and run.
      const hidden: Taint[] = input.encoded ? [{ kind: 'decoded', what: 'an encoded command' }] : [];
      const found = merge(hidden, running(this.taintOf(w)));
      const code = shownText(w);
      // Code that reads its stdin and evaluates text (`perl -e 'eval join "", <STDIN>'`, `node -e "…process.stdin… eval(s)"`): what comes in is run.
      if (READS_STDIN.test(code) && EVALUATES_TEXT.test(code)) merge(found, stdin());
      // `execSync('bash', { input })`: code that is only a shell or interpreter reading its stdin runs what comes in.
      const words = /^[\w./ -]+$/.test(code) ? code.trim().split(/\s+/) : [];
      const inner = words[0]?.split('/').pop();
      if (inner !== undefined && (SHELLS.has(inner) || INTERPRETERS.test(inner)) && codeInput(inner, words.slice(1))?.from === 'stdin') merge(found, stdin());
      // `sh -c '. /dev/stdin' < <(curl …)`: code that only sources its own stdin runs what comes in.
      if (inner !== undefined && SOURCE.has(inner) && STDIN_FILE.test(words[1] ?? '')) merge(found, stdin());
      // `sh -c '"$0"' "$(curl …)"`: the words after a shell's code are its positional parameters.
      const positional = /\$\{?[0-9@*]/.test(code) || w.parts.some((p) => 'ref' in p && 'var' in p.ref && /^[0-9@*]$/.test(p.ref.var));
      if (SHELLS.has(name) && positional) merge(found, running(args.slice(input.at + 1).flatMap((a) => this.taintOf(a))));
      return found;
    }
    const found = fileRun(w);
    // A script given by its address (`deno run https://…`, `bun https://…`): what that host serves, run.
    const remote = hostsIn(shownText(w)).filter((h) => !isLocalHost(h));
    if (/^https?:\/\//.test(shownText(w)) && remote.length) merge(found, [{ kind: 'download', what: `a script at ${remote[0]}` }]);
    return found;
  }

  /**
   * What an unresolved program is given: its stdin, any argument (`"$RUNNER" <(curl …)`, `$SH -c "$(curl …)"`)
   * or a file redirected in. The analyzer cannot tell it is no shell, so a download or decoded text given to it
   * is treated as run.
   */
  private unresolvedRun(call: Call, args: Word[]): Taint[] {
    const reads = (call.reads ?? []).flatMap((w) => [...this.taintOf(w), ...this.fetchedUnder(this.path(w))]);
    return merge([], [...[...(call.stdin ?? []), ...args].flatMap((w) => this.taintOf(w)), ...reads].filter((t) => t.kind === 'download' || t.kind === 'decoded'));
  }

  /** Downloads written at `path` or into a folder above it (`git clone u dir && bash dir/install.sh`). */
  /**
   * A variable given to the programs a script starts (`export`, `K=V cmd`, Go's `os.Setenv` and `cmd.Env`) naming a file
   * in a temporary folder or one this program downloaded (`LD_PRELOAD=/tmp/x.so`): judged as a startup file's export
   * is. A system library (`LD_PRELOAD=/usr/lib/libjemalloc.so`) is the user's own.
   */
  private childEnv(key: string, value: Word, at: { origin: Origin }): void {
    const placed = envText(value).split(':').some((p) => TEMPORARY.test(p) || (p !== '' && this.fetchedUnder(this.places.resolve(p)).length > 0));
    if (placed) this.setLater(key, envText(value), at);
  }

  private fetchedUnder(path: string): Taint[] {
    const out: Taint[] = [];
    for (const [p, t] of this.fetched) if (path === p || path.startsWith(`${p}/`) || path.replace(/^\.\//, '') === p.replace(/^\.\//, '') || path.replace(/^\.\//, '').startsWith(`${p.replace(/^\.\//, '')}/`)) merge(out, t);
    return out;
  }
}

/** The variable that stands for a hook's event, read from its stdin by a shell program (no name a program can write). */
const EVENT_VAR = '<hook event>';

/** Runs the engine over one program; `server`: it is an MCP or LSP server's launch line; `hook`: a hook's (units.ts). */
export function flowFindings(p: Program, server = false, hook = false): IrFinding[] {
  const flow = new Flow(server || servesTools(p.nodes) ? { consumed: consumedOutputs(p.nodes), served: servedArms(p.nodes) } : undefined, hook);
  flow.run(p);
  return flow.findings;
}
