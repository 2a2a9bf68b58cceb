/**
 * Pure: a component's published `{content, files}` cut into what the rules
 * read. Code units are text a shell or an interpreter runs (scripts, hook and
 * MCP commands, Dockerfiles, a command's `!`…`` lines) or documentation that
 * only shows code (fenced examples, prose); Markdown files keep where their
 * frontmatter and fences are and whether the model reads them.
 */
import { langOf, langOfFence, type Lang } from './languages.ts';
import { runnablesOf, isContainerFile, isScript, type Extraction, type KindLike, type PublishedContent } from './runnables.ts';
import { splitFrontmatter } from '../text/frontmatter.ts';
import { shellWord } from '../text/shell.ts';
import { DEVCONTAINER_COMMAND, devcontainerCommands, hostRunFiles, isDevcontainer } from './devcontainer.ts';
import { entryLine, lineAt, lineOf } from './text.ts';
import { triggers, type Family } from './triggers.ts';
import { handedOverCommands } from './lang/persisted.ts';
import { ciCommands, isCiFile } from './ci-commands.ts';
import { stepLists, stepProgram } from './step-lists.ts';
import { withoutComments } from './comments.ts';
import { blockSession } from './block-session.ts';
import { shellLinesIn } from './fence-shell.ts';
import { withoutZeroWidth } from './hidden.ts';
import { actsOn, blockContext, commandSpans, declaredPaths, framedAfter, isUnder, spanContext, toldToRun, whatCodeSays, type Declared } from './instructions.ts';

/** A shell prompt at a line's start in a console transcript: `$ `, `user@host:~/dir$ `, `[user@host dir]$ `, `(venv) $ `. */
const SHELL_PROMPT = /^(\s*)(?:\([\w.-]+\)\s*)?(?:[\w.-]+@[\w.-]+(?::[^\s$]*)?|\[[\w.-]+@[\w.-]+(?:\s+[^\s\]]+)?\])?\$ /gm;

export type { Lang } from './languages.ts';

export interface CodeUnit {
  /** The file as a finding names it (`content` for a single-file component's entry). */
  file: string;
  /** 1-based line of the file where the unit's first line is. */
  line: number;
  text: string;
  lang: Lang;
  /** false: documentation (an example, prose); its matches never block. */
  inCode: boolean;
  /** Whether the unit is the whole file (a script): flow between statements is followed there. */
  whole: boolean;
  /**
   * Runs inside a container (a Dockerfile, a devcontainer's post-create
   * command, a script beside them): the host's files are not its to touch
   * (no file or sudo findings), a delete of `/` is the container's own; a
   * download or decoded text run as code blocks there as anywhere.
   */
  container?: boolean;
  /** The rule families its text can match (triggers.ts). */
  families: Set<Family>;
  /**
   * A script file as written, comments and docstrings kept (`text` has them blanked for the text rules):
   * what the JavaScript and Python parsers read, which tell comments from code themselves and find a
   * tool's description in a docstring; the wording rule reads the strings of files no parser reads.
   */
  source?: string;
  /**
   * A usage example in a language the model runs (a Python or JavaScript block nothing says to run),
   * in Markdown it acts on and not framed as documentation: what the model copies when it follows
   * the text. Read as code for what no example needs (FOLLOWED_EXAMPLE in code.ts), else an example.
   */
  example?: true;
  /**
   * A code block or inline command of Markdown the model acts on (instructions.ts): `around` is the
   * text it sits in, where a vendor installer's host must be named to be a setup step.
   */
  markdown?: { around: string; persisted?: boolean };
  /**
   * A shell script file: `around` is what the component says it is about (its
   * name, description and title) and the script's own comments, lower-cased,
   * where a vendor installer's host must be named to be a setup step, as in Markdown.
   */
  script?: { around: string };
  /**
   * A command a JSON file runs (an MCP or LSP server's argv, a hook, a package script): `around` is what
   * the component says it is about, where the host a package is installed or run from must be named, as
   * for a script; its downloads run as code are judged as before (no vendor setup step in a hook).
   */
  runnable?: { around: string; server?: boolean };
  /**
   * Code a Claude Code hook runs (its command, or a script of the component the command names by its path): its
   * stdin is the hook's event, which carries the user's prompt, the tool's input and output and the transcript's path.
   */
  hook?: true;
}

export interface MarkdownFile {
  file: string;
  text: string;
  /** Whether the model reads it as instructions (every installed Markdown file; not a template's README). */
  readByModel: boolean;
  /** 1-based line where the body starts (after the frontmatter). */
  bodyLine: number;
  /** [first, last] 1-based lines of each fenced block, fences included. */
  fences: Array<[number, number]>;
}

export interface ComponentFile {
  file: string;
  text: string;
  role: 'script' | 'json' | 'markdown' | 'container' | 'data';
}

export interface Scan {
  /** The name of the entry file (`content` for a single-file component, else its path). */
  entry: string;
  files: ComponentFile[];
  code: CodeUnit[];
  markdown: MarkdownFile[];
  extraction: Extraction;
}

export type { KindLike } from './runnables.ts';

/** The name findings use for a single-file component's entry. */
export const ENTRY = 'content';

/** What a component says it is about: a Markdown entry's frontmatter and title, a JSON entry's name and description. */
function aboutOf(entry: string): string {
  if (entry.trimStart().startsWith('{')) {
    try {
      const data = JSON.parse(entry) as { name?: unknown; description?: unknown };
      return [data.name, data.description].filter((v) => typeof v === 'string').join('\n');
    } catch {
      return '';
    }
  }
  const { yaml, body } = splitFrontmatter(entry);
  return `${yaml ?? ''}\n${body.split('\n').find((l) => /^#\s/.test(l)) ?? ''}`;
}

/** Keys of JSON files whose string values a program runs (package.json scripts, tasks.json, devcontainer hooks…). */
const RUN_KEY = /(?:command|cmd|script|scripts|run|exec|entrypoint|args|shell|program|onCreate|postCreate|postStart|postAttach|initialize)s?$/i;

/** [top-level key, string] of every string a program runs. */
function jsonCommands(value: unknown, out: Array<[string, string]>, running = false, depth = 0, top = ''): void {
  if (depth > 20) return;
  if (typeof value === 'string') {
    if (running) out.push([top, value]);
  } else if (Array.isArray(value)) {
    for (const v of value) jsonCommands(v, out, running, depth + 1, top);
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) jsonCommands(v, out, running || RUN_KEY.test(k), depth + 1, depth === 0 ? k : top);
  }
}

/** Folders that build a container: a Dockerfile, a Containerfile or a devcontainer.json in them. */
function containerFolders(paths: string[]): Set<string> {
  const folders = new Set<string>();
  for (const p of paths) if (isContainerFile(p) || /(?:^|\/)devcontainer\.json$/.test(p)) folders.add(p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');
  return folders;
}
const folderOf = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');

/**
 * A Dockerfile as the shell script its build runs, line for line (so lines
 * hold): `RUN` keeps its command, `ADD <url> <dest>` is the download it is
 * (`curl -o dest url`; `--checksum=` is a checked download: left out),
 * `ENV`/`ARG` set variables, every other instruction is blank.
 */
export function dockerfileAsShell(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let continuing: 'run' | 'other' | undefined;
  for (const line of lines) {
    const continues = /\\\s*$/.test(line);
    if (continuing) {
      out.push(continuing === 'run' ? line : '');
      if (!continues) continuing = undefined;
      continue;
    }
    const m = /^(\s*)([A-Za-z]+)(\s+)(.*)$/.exec(line);
    const instruction = m?.[2]!.toUpperCase();
    if (!m || line.trimStart().startsWith('#')) out.push(line.trimStart().startsWith('#') ? '' : line);
    else if (instruction === 'RUN') out.push(`${m[1]}${' '.repeat(m[2]!.length)}${m[3]}${m[4]}`);
    else if (instruction === 'ADD' && !/--checksum=/.test(m[4]!)) {
      const words = m[4]!.split(/\s+/).filter((w) => !w.startsWith('--'));
      const urls = words.slice(0, -1).filter((w) => /^https?:\/\//.test(w.replace(/^["']/, '')));
      out.push(urls.length ? urls.map((u) => `curl -fsSL -o ${words[words.length - 1]} ${u}`).join('; ') : '');
    } else if (instruction === 'ENV' || instruction === 'ARG') {
      const value = m[4]!.includes('=') ? m[4]! : m[4]!.replace(/^(\S+)\s+(.*)$/, (_, k: string, v: string) => `${k}=${JSON.stringify(v)}`);
      out.push(continues ? '' : `export ${value}`);
    } else out.push('');
    if (continues) continuing = instruction === 'RUN' ? 'run' : 'other';
  }
  return out.join('\n');
}

/** Markdown that is shown on the page but never installed: the README of a template or sandbox. */
function readByModel(kind: KindLike, file: string): boolean {
  return !((kind.type === 'templates' || kind.type === 'sandbox') && (file === 'README.md' || file === ENTRY));
}

/** Markdown whose `!`…`` and ```! blocks Claude Code runs when the command or skill is invoked. */
function runsBangCommands(kind: KindLike, file: string, declared: Declared): boolean {
  if (file === ENTRY) return kind.type === 'commands' || kind.type === 'loops';
  return /(^|\/)SKILL\.md$/.test(file) || /(^|\/)commands\/.+\.md$/i.test(file) || isUnder(file, declared.commands);
}

const FENCE = /^\s{0,3}(```+|~~~+)(.*)$/;
const BANG_INLINE = /(?<=^|\s)!`([^`]+)`/g;
const BANG_BLOCK = /```!\s*\n?([\s\S]*?)\n?```/g;

function scanMarkdown(kind: KindLike, file: string, text: string, scan: Scan, declared: Declared): void {
  const { yaml } = splitFrontmatter(text);
  const bodyLine = yaml === undefined ? 1 : yaml.split('\n').length + 2;
  // Code is read as the model types it: a zero-width character inside a command word is not typed (hidden-unicode reads the text as written).
  const typed = withoutZeroWidth(text);
  const lines = typed.split('\n');
  const fences: Array<[number, number]> = [];
  const acts = readByModel(kind, file) && actsOn(kind, file, declared.instructions);
  // What the component says it is about: its name, description and title, where a vendor's host should be named.
  const header = `${yaml ?? ''}\n${lines.slice(bodyLine - 1).find((l) => /^#\s/.test(l)) ?? ''}`;
  // Fenced examples are documentation that shows code: their matches are reported, never blocking.
  // Prose is not read for code patterns (a guide that mentions `curl … | sh` is no example of it).
  if (text.includes('```') || text.includes('~~~')) {
    const first = scan.code.length;
    let open: { line: number; marker: string; lang: Lang; json: boolean; yaml: boolean } | undefined;
    for (let i = bodyLine - 1; i < lines.length; i++) {
      const line = lines[i]!;
      if (!line.includes('```') && !line.includes('~~~')) continue;
      const fence = FENCE.exec(line);
      if (!fence) continue;
      if (!open) open = { line: i + 1, marker: fence[1]!, lang: langOfFence(fence[2]!), json: /^json[c5]?$/i.test(fence[2]!.trim().split(/\s+/)[0] ?? ''), yaml: /^ya?ml$/i.test(fence[2]!.trim().split(/\s+/)[0] ?? '') };
      else if (fence[1]![0] === open.marker[0] && fence[1]!.length >= open.marker.length && fence[2]!.trim() === '') {
        fences.push([open.line, i + 1]);
        const body = lines.slice(open.line, i).join('\n');
        // A shell's block runs (sh, the command prompt, PowerShell: nobody shows a shell's "usage example" that is not typed); other languages (Python, JavaScript, Ruby…) when the text says so, otherwise they are a usage example.
        const runs = acts && (open.lang === 'shell' || open.lang === 'cmd' || open.lang === 'powershell' || (open.lang !== 'other' && toldToRun(lines, open.line, i + 1)));
        if (runs) {
          // A console transcript's prompts (`$ cmd`, `user@host:~/app$ cmd`, `(venv) $ cmd`) are not part of the command: blanked, columns kept.
          const code = open.lang === 'shell' ? body.replace(SHELL_PROMPT, (p, indent: string) => indent + ' '.repeat(p.length - indent.length)) : body;
          const context = blockContext(lines, open.line, header, code);
          // What the sentence after the block calls it ("These are patterns to report, never to run.") frames it too.
          const shown = context.documentation || framedAfter(lines, i + 1);
          scan.code.push({ file, line: open.line + 1, text: code, lang: open.lang, inCode: !shown, whole: true, families: triggers(code), markdown: { around: context.around, ...(context.persisted ? { persisted: true } : {}) } });
        } else {
          // Settings or MCP servers handed to the model to merge (a hook's `command`, a server's argv): what runs at every session.
          const later = acts && open.json ? handedOverCommands(body) : [];
          const context = later.length ? blockContext(lines, open.line, header, body) : undefined;
          for (const command of later) scan.code.push({ file, line: open.line + 1, text: command, lang: 'shell', inCode: !context!.documentation, whole: false, families: triggers(command), markdown: { around: context!.around, persisted: true } });
          // A CI or hook configuration handed to the model to write (ci-commands.ts): its commands run on every push or commit.
          const ci = acts && open.yaml ? ciCommands(body) : [];
          const frame = ci.length ? blockContext(lines, open.line, header, body) : undefined;
          for (const command of ci) scan.code.push({ file, line: open.line + lineOf(body, command.split('\n')[0]!), text: command, lang: 'shell', inCode: !frame!.documentation, whole: false, families: triggers(command), markdown: { around: frame!.around } });
          const example = acts && open.lang !== 'other' && open.lang !== 'shell' ? blockContext(lines, open.line, header, body) : undefined;
          const followed = example !== undefined && !example.documentation;
          scan.code.push({ file, line: open.line + 1, text: body, lang: open.lang, inCode: false, whole: false, families: triggers(body), ...(followed ? { example: true as const } : {}) });
          // A shell command its own language cannot read (`curl … | sh` in a ```python block) is run in a shell by the model that follows it.
          if (followed) for (const { row, command } of shellLinesIn(open.lang, body)) scan.code.push({ file, line: open.line + 1 + row, text: command, lang: 'shell', inCode: true, whole: false, families: triggers(command), markdown: { around: example.around } });
        }
        open = undefined;
      }
    }
    if (open) fences.push([open.line, lines.length]);
    // The blocks run one after another in one shell: read together too when a later one uses what an earlier one set.
    const session = blockSession(scan.code.slice(first));
    if (session) scan.code.push(session);
  }
  if (acts) {
    // Inline commands in the prose the model acts on: `` `curl … | sh` `` is a step it may run.
    const inFence = (n: number) => n < bodyLine || fences.some(([a, b]) => n >= a && n <= b);
    const steps: CodeUnit[] = [];
    for (const [line, span] of commandSpans(lines, inFence)) {
      if (lines[line - 1]!.includes(`!\`${span}`)) continue;
      const context = spanContext(lines, line, header, span);
      const unit: CodeUnit = { file, line, text: span, lang: 'shell', inCode: !context.documentation, whole: false, families: triggers(span), markdown: { around: context.around, ...(context.persisted ? { persisted: true } : {}) } };
      scan.code.push(unit);
      steps.push(unit);
    }
    for (const program of stepLists(lines, steps).map(stepProgram)) {
      scan.code.push({ file, line: program.line, text: program.text, lang: 'shell', inCode: true, whole: true, families: triggers(program.text), markdown: { around: program.around } });
    }
  }
  if (runsBangCommands(kind, file, declared)) {
    // Run by Claude Code when the command is invoked, as a hook runs: judged as a command a component runs, by what the
    // text around it says (an install from a host neither a forge nor a vendor it names is a stranger's code installed).
    const ran = (line: number, code: string, block: boolean): CodeUnit => ({ file, line, text: code, lang: 'shell', inCode: true, whole: block, families: triggers(code), runnable: { around: (block ? blockContext(lines, line - 1, header, code) : spanContext(lines, line, header, code)).around } });
    if (typed.includes('!`')) for (const m of typed.matchAll(BANG_INLINE)) scan.code.push(ran(lineAt(typed, m.index), m[1]!, false));
    if (typed.includes('```!')) for (const m of typed.matchAll(BANG_BLOCK)) scan.code.push(ran(lineAt(typed, m.index) + 1, m[1]!, true));
  }
  scan.markdown.push({ file, text, readByModel: readByModel(kind, file), bodyLine, fences });
}

/** An MCP or LSP entry's `command` and `args` as one shell line, each word single-quoted. */
function argvOf(entry: { command?: unknown; args?: unknown } | undefined): string | undefined {
  if (typeof entry?.command !== 'string' || !Array.isArray(entry.args) || !entry.args.every((a) => typeof a === 'string')) return undefined;
  return [entry.command, ...(entry.args as string[])].map(shellWord).join(' ');
}

/** The files of a component as the analyzer names them. */
export function filesOf(kind: KindLike, published: PublishedContent): Array<[string, string]> {
  const { content, files } = published;
  if (files && Object.keys(files).length) {
    const list = Object.keys(files).sort().map((p) => [p, files[p]!] as [string, string]);
    // A hook's JSON appears in `files` too: the entry is named once, by its path.
    if (kind.layout === 'dir' || list.some(([, t]) => t === content)) return list;
    return [[ENTRY, content], ...list];
  }
  return [[kind.layout === 'dir' ? kind.entry ?? 'README.md' : ENTRY, content]];
}

/**
 * Windows line ends read as `\n`: the readers split lines, paragraphs and sentences there, and a `\r` left before
 * each `\n` joined a file's paragraphs into one (a "do not display yet" in one reaching a step of another). A lone
 * `\r` (text drawn over on a terminal) stays for the hidden-text rules.
 */
function withLineFeeds(published: PublishedContent): PublishedContent {
  const lf = (t: string) => t.replace(/\r\n/g, '\n');
  return { ...published, content: lf(published.content), ...(published.files ? { files: Object.fromEntries(Object.entries(published.files).map(([p, t]) => [p, lf(t)])) } : {}) };
}

/** Everything the rules read, from the published content. */
export function scanComponent(kind: KindLike, crlf: PublishedContent): Scan {
  const published = withLineFeeds(crlf);
  const extraction = runnablesOf(kind, published);
  const named = filesOf(kind, published);
  const entryName = named.find(([, t]) => t === published.content)?.[0] ?? ENTRY;
  const scan: Scan = { entry: entryName, files: [], code: [], markdown: [], extraction };
  const textOf = new Map(named);
  const runnable = { around: `${aboutOf(published.content)}`.toLowerCase() };
  const containers = kind.type === 'sandbox' || kind.type === 'templates' ? containerFolders(named.map(([p]) => p)) : new Set<string>();
  const onHost = containers.size ? hostRunFiles(named) : new Set<string>();
  // A plugin's manifest may point at agents, commands and skills outside the default folders.
  const declared = declaredPaths(kind.type === 'mods' ? extraction.json.get('.claude-plugin/plugin.json') : undefined);
  const hookCommands = extraction.runnables.flatMap((r) => (r.what === 'hook' && r.command !== undefined ? [r.command] : []));
  const hookRuns = (file: string) => hookCommands.some((c) => c.includes(`/${file}`) || c.split(/\s+/).some((w) => w.replace(/^["']|["']$/g, '') === file));
  for (const [file, text] of named) {
    const inContainer = containers.has(folderOf(file)) && folderOf(file) !== '' && !onHost.has(file);
    const isEntry = file === entryName;
    const markdown = /\.(?:md|markdown)$/i.test(file) || (isEntry && kind.layout === 'file' && !text.trimStart().startsWith('{'));
    if (/\.json$/i.test(file) || (isEntry && kind.layout === 'file' && !markdown)) {
      scan.files.push({ file, text, role: 'json' });
      const commands: Array<{ key: string; command: string; first: string }> = [];
      const devcontainer = isDevcontainer(file);
      try {
        const doc: unknown = JSON.parse(text);
        // A devcontainer's lifecycle commands are read by their own shapes; every other command string as it is.
        const rest = devcontainer && typeof doc === 'object' && doc !== null ? Object.fromEntries(Object.entries(doc).filter(([k]) => !DEVCONTAINER_COMMAND.test(k))) : doc;
        const found: Array<[string, string]> = [];
        jsonCommands(rest, found);
        commands.push(...(devcontainer ? devcontainerCommands(doc) : []), ...found.map(([key, command]) => ({ key, command, first: command })));
      } catch {
        // unreadable JSON: the build reports it; its text is still scanned for hidden characters and secrets
      }
      // A devcontainer's commands run in the container, except initializeCommand (on the host, before it starts).
      for (const { key, command, first } of commands) {
        const container = devcontainer ? key !== 'initializeCommand' : inContainer;
        scan.code.push({ file, line: lineOf(text, first), text: command, lang: 'shell', inCode: true, whole: false, families: triggers(command), runnable, ...(container ? { container } : {}) });
      }
    } else if (markdown) {
      scan.files.push({ file, text, role: 'markdown' });
      scanMarkdown(kind, file, text, scan, declared);
    } else if (isContainerFile(file)) {
      scan.files.push({ file, text, role: 'container' });
      const shell = dockerfileAsShell(text);
      scan.code.push({ file, line: 1, text: shell, lang: 'shell', inCode: true, whole: true, container: true, families: triggers(shell) });
    } else {
      const lang = langOf(file, text);
      const script = isScript(file, text) || lang !== 'other';
      scan.files.push({ file, text, role: script ? 'script' : 'data' });
      // A CI or hook configuration the component ships (ci-commands.ts): its commands, each read as a script's line.
      if (!script && isCiFile(file)) for (const command of ciCommands(text)) scan.code.push({ file, line: lineOf(text, command.split('\n')[0]!), text: command, lang: 'shell', inCode: true, whole: false, families: triggers(command), script: { around: `${aboutOf(published.content)}\n${file}`.toLowerCase() } });
      if (script) {
        const code = withoutComments(text, lang);
        // A script may install a vendor's tool as a setup step, in shell or through a shell a parsed program starts (Python's
        // `subprocess.run("curl … | sh", shell=True)`); code that evaluates what it fetched (`eval(await r.text())`)
        // is no installer (code.ts judges only downloads a shell runs so). Languages read by text rules alone keep none.
        const around = lang === 'shell' || lang === 'python' || lang === 'js' ? { script: { around: `${aboutOf(published.content)}\n${file}\n${whatCodeSays(text)}`.toLowerCase() } } : {};
        scan.code.push({ file, line: 1, text: code, lang, inCode: true, whole: true, families: triggers(code), source: text, ...around, ...(inContainer ? { container: true } : {}), ...(hookRuns(file) ? { hook: true as const } : {}) });
      }
    }
  }
  // What the extraction found runs (hooks, MCP servers, settings commands), each as one command line:
  // `sh` with args `-c`, `$(curl …)` is judged whole. Duplicates of the JSON strings above are merged
  // when findings are (one per rule, file and line).
  for (const r of extraction.runnables) {
    if (r.command === undefined || r.what === 'container' || r.type === 'prompt' || r.type === 'agent') continue;
    // A devcontainer's lifecycle commands were read with its JSON above, an array as one program and its arguments.
    if (r.what === 'command-key' && isDevcontainer(r.file) && DEVCONTAINER_COMMAND.test(r.name ?? '')) continue;
    const file = r.file === '' ? entryName : r.file;
    const text = textOf.get(file);
    if (text === undefined) continue;
    // A server's argv as the client runs it (no shell joins it): each word quoted, so `sh -c "…"` stays one argument.
    const entry = r.entry as { command?: unknown; args?: unknown } | undefined;
    const argv = r.what === 'mcp' || r.what === 'lsp' ? argvOf(entry) : undefined;
    const command = argv ?? r.command;
    const line = argv !== undefined ? entryLine(text, r.name, [String(entry!.command)]) : lineOf(text, r.command);
    scan.code.push({ file, line, text: command, lang: 'shell', inCode: true, whole: false, families: triggers(command), runnable: argv !== undefined ? { ...runnable, server: true } : runnable, ...(r.what === 'hook' ? { hook: true as const } : {}) });
  }
  return scan;
}
