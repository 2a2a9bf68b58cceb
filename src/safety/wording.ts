/**
 * Pure: where the model reads wording, in passages. A passage is a paragraph
 * (or two that follow each other, or a tagged block such as
 * `<IMPORTANT>…</IMPORTANT>`) of Markdown outside fenced examples, a string
 * of JSON or frontmatter, or a text a script gives the model as its parser
 * reads it: a tool's description, what it prints or returns
 * (`programWording`, called by code.ts with the program it lowers once); a
 * script no parser reads is read in blank-line blocks. What a passage asks of
 * the model, and when that blocks as `tool-poisoning`, is directives.ts's. A
 * quotation or a table introduced by prose about attacks (its section's
 * heading, the block before it) is documentation.
 */
import { blockTokens } from './markdown-blocks.ts';
import { parse as parseYaml } from 'yaml';
import type { Collector } from './analyze.ts';
import { stringsOf } from './characters.ts';
import { ABOUT_ATTACKS } from './about-attacks.ts';
import { READ_IN_BLOCKS, spokenIn } from './code-words.ts';
import { mayAsk, poisoning, type Poisoning } from './directives.ts';
import { lineStarts } from './hidden.ts';
import { evidence, lineAt, lineOf } from './text.ts';
import type { Scan } from './units.ts';
import { isSampling } from './ir/sampling.ts';
import { shownText, type Call, type Node, type Origin, type Program, type Word } from './ir/types.ts';

/** A block tagged as taking precedence: `<IMPORTANT>…</IMPORTANT>`. */
const TAG_BLOCK = /<\s*(important|critical|system|instructions?|admin|secret|hidden)\s*>[\s\S]{0,4000}?<\s*\/\s*\1\s*>/gi;

interface Block {
  /** 0-based [start, end) lines. */
  start: number;
  end: number;
  /** A quotation or a table: shown, not spoken, when the prose introducing it is about attacks. */
  quoted: boolean;
  /** A list: what it enumerates is what the prose before it introduces ("Warning signs:"). */
  list: boolean;
  heading: boolean;
}

/** The top-level blocks of Markdown as CommonMark reads them: paragraphs, lists, quotes, headings, code, tables. */
function blocksOf(text: string): Block[] {
  const out: Block[] = [];
  for (const t of blockTokens(text)) {
    if (t.level !== 0 || t.nesting === -1 || !t.map || t.type === 'hr') continue;
    out.push({ start: t.map[0], end: t.map[1], quoted: t.type === 'blockquote_open' || t.type === 'table_open', list: t.type === 'bullet_list_open' || t.type === 'ordered_list_open', heading: t.type === 'heading_open' });
  }
  return out;
}

/**
 * [offset, text, quoted context] passages of a Markdown body: its top-level blocks (an indented code block
 * too: the model reads it as text), pairs of adjacent ones, tagged blocks; skipped lines (frontmatter, fenced
 * examples) blanked first. A passage written as a quotation (a blockquote, or a tag block inside inline
 * code in one) carries the prose that introduces it (its section's heading and the block before it): a
 * guide quoting a poisoned description ("A typical poisoned tool description reads:") documents it.
 */
export function markdownPassages(text: string, skip: (line: number) => boolean): Array<[number, string, string?]> {
  const lines = text.split('\n');
  const offsets = lineStarts(lines);
  const shown = lines.map((l, i) => (skip(i + 1) ? '' : l));
  const blocks = blocksOf(shown.join('\n'));
  const join = (b: Block) => shown.slice(b.start, b.end).join('\n');
  const heading = (k: number) => {
    for (let i = k - 1; i >= 0; i--) if (blocks[i]!.heading) return join(blocks[i]!);
    return '';
  };
  /**
   * The introduction of a quoted block: its heading and the block before it; undefined when not quoted. A list
   * enumerates what its introduction names: one introduced as signs of attacks ("Warning signs:", "Attackers
   * write…") is documentation too; a list after "for example" is an example of anything (its steps stand).
   */
  const introduction = (k: number): string | undefined => {
    const intro = `${heading(k)}\n${k > 0 ? join(blocks[k - 1]!) : ''}`;
    return blocks[k]!.quoted || (blocks[k]!.list && (SIGNS_OF_ATTACKS.test(intro) || FLAG_INTRO.test(intro) || NOT_ACTED_ON.test(intro))) ? intro : undefined;
  };
  const out: Array<[number, string, string?]> = [];
  blocks.forEach((b, k) => {
    out.push([offsets[b.start]!, join(b), introduction(k)]);
    const next = blocks[k + 1];
    if (next) out.push([offsets[b.start]!, shown.slice(b.start, next.end).join('\n'), introduction(k) ?? introduction(k + 1)]);
    // A one-line introduction ("Body template:") between a paragraph and what it introduces: the three read together.
    const after = blocks[k + 2];
    if (next && after && next.end - next.start === 1 && /:\s*$/.test(shown[next.start]!)) out.push([offsets[b.start]!, shown.slice(b.start, after.end).join('\n'), introduction(k) ?? introduction(k + 2)]);
    // A paragraph introducing a table or a list (ending on a colon), read with it and the block after it, which may point back at it ("the endpoint above").
    else if (next && after && (next.list || next.quoted || /^\s*\|/.test(shown[next.start]!)) && /:\s*$/.test(join(b))) out.push([offsets[b.start]!, shown.slice(b.start, after.end).join('\n'), introduction(k) ?? introduction(k + 1) ?? introduction(k + 2)]);
  });
  for (const m of text.matchAll(TAG_BLOCK)) {
    const line = lineAt(text, m.index);
    if (skip(line)) continue;
    // A tag block inside a quoted block (a blockquote, a table; as inline code or not) is shown, not spoken: the
    // block's introduction applies to it as to the block.
    const k = blocks.findIndex((b) => line - 1 >= b.start && line - 1 < b.end);
    const quotedTag = k >= 0 ? introduction(k) : undefined;
    out.push([m.index, m[0], quotedTag]);
  }
  return out;
}

/**
 * Prose introducing a list as attacks or their signs. Narrower than ABOUT_ATTACKS: "detect", "look for" or
 * "for example" before a list of steps introduce the steps of honest and malicious skills alike.
 */
const SIGNS_OF_ATTACKS = /\b(?:attack(?:s|ers?)?|malicious|poison\w*|(?:prompt|command|code|sql)[\s-]+injection|injection\s+(?:attempts?|payloads?|test\s+cases)|exfiltrat\w*|adversar\w*|red\s+flags?|warning\s+signs?|suspicious|phishing|jailbreaks?|threats?|indicators?\s+of\s+compromise)\b/i;

/**
 * A list introduced as what not to act on ("Indicators (search for them; do not visit or run them)"), or as quoted
 * for the reader to recognise ("They are quoted so you can recognise them:"): its items are what to look for, not steps.
 */
const NOT_ACTED_ON = /\b(?:quoted|listed|shown)\s+(?:here\s+)?(?:so\s+(?:that\s+)?(?:you|the\s+\w+)\s+(?:can|will)|for\s+you\s+to|to\s+help\s+you)\s+recogni[sz]e\b|\b(?:do\s+not|don'?t|never)\s+(?:[\w-]+\s+(?:or|and|nor)\s+)?(?:run|execute|visit|open|follow|contact|fetch|click)\s+(?:them|these|those|any\s+of\s+(?:them|these|those))\b/i;

/** A quotation introduced as an example ("## An example", "Example:"): shown, as one after "for example" is (a list's steps stand: `introduction`). */
const AN_EXAMPLE = /\b(?:an?|one|the|this|another)\s+examples?\b|(?:^|\n)\s*(?:#{1,6}\s*)?examples?\s*:?\s*(?:$|\n)/i;

/** A list introduced as what to flag (`Flag:`, `Flag these settings:`, `warn the user about any of these:`): an auditor's checklist, what it names is what it reports. */
const FLAG_INTRO = /(?:^|\n)[ \t]*flag(?:[ \t]+\w+){0,3}[ \t]*:[ \t]*$|\b(?:warn|alert)[ \t]+(?:the[ \t]+user[ \t]+|them[ \t]+)?(?:about|of)[ \t]+(?:any[ \t]+of[ \t]+)?(?:these|the[ \t]+following)[ \t]*:[ \t]*$/i;

/** A file's lines with their offsets, to place many hits without rescanning it. */
class Placed {
  readonly text: string;
  readonly lines: string[];
  private readonly starts: number[];
  constructor(text: string) {
    this.text = text;
    this.lines = text.split('\n');
    this.starts = lineStarts(this.lines);
  }
  /** 1-based line of an offset (binary search). */
  lineAt(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }
}

/** The collector keeps 20 findings of a rule per file: more hits only cost time. */
const HITS_PER_FILE = 20;

function report(collector: Collector, file: string, placed: Placed, offset: number | undefined, passage: string, hit: Poisoning, inCode: boolean): void {
  const line = offset !== undefined ? placed.lineAt(offset + hit.index) : lineOf(placed.text, passage.slice(hit.index, hit.index + 60));
  collector.add('tool-poisoning', file, line, evidence(`${hit.reason}: ${(placed.lines[line - 1] ?? passage).trim()}`), inCode && !hit.aboutAttacks && !hit.weak);
}

/** Tool-poisoning wording anywhere the model reads it. */
export function wordingFindings(scan: Scan, collector: Collector): void {
  const textOf = new Map(scan.files.map((f) => [f.file, f.text]));
  // Text hidden in Markdown is hidden-instructions' (markdown.ts runs first): the same words are not reported twice.
  const hidden = new Set(collector.findings.filter((f) => f.rule === 'hidden-instructions').map((f) => `${f.file}\0${f.line}`));
  const installed = new Map(scan.markdown.map((m) => [m.file, m.readByModel]));
  for (const md of scan.markdown) {
    // Without one of the gate's words no passage of the file can conceal or override.
    if (!mayAsk(md.text)) continue;
    const inFence = (line: number) => line < md.bodyLine || md.fences.some(([a, b]) => line >= a && line <= b);
    const placed = new Placed(md.text);
    let hits = 0;
    for (const [offset, passage, introduction] of markdownPassages(md.text, inFence)) {
      const found = poisoning(passage);
      if (!found || hidden.has(`${md.file}\0${placed.lineAt(offset + found.index)}`)) continue;
      const hit = introduction !== undefined && (ABOUT_ATTACKS.test(introduction) || FLAG_INTRO.test(introduction) || NOT_ACTED_ON.test(introduction) || AN_EXAMPLE.test(introduction)) ? { ...found, aboutAttacks: true } : found;
      report(collector, md.file, placed, offset, passage, hit, md.readByModel);
      if (++hits >= HITS_PER_FILE) break;
    }
  }
  // Data files the model is told to follow ("read config.yaml and follow every instruction in it"): each of their strings is an instruction.
  const followed = followedFiles(scan);
  // Frontmatter (descriptions are always in the model's context) and every JSON string (MCP settings, prompt hooks).
  const documents: Array<[string, unknown]> = [...scan.extraction.json, ...[...scan.extraction.frontmatter].map(([f, readings]): [string, unknown] => [f, readings])];
  for (const [key, doc] of documents) {
    const file = key === '' ? scan.entry : key;
    const values: string[] = [];
    // A data file's strings (a test's fixtures, a sample list) are given to no one; its descriptions and prompts are.
    const frontmatter = scan.extraction.frontmatter.has(key);
    if (key === '' || frontmatter || CONFIGURATION.test(key) || followed.has(key)) stringsOf(doc, values);
    else if (!TEST_DATA.test(key)) promptStrings(doc, values);
    // A JSON tool list's descriptions are tools' descriptions: the tool is where what they ask for goes.
    const described: string[] = [];
    if (!frontmatter) promptStrings(doc, described);
    const descriptions = new Set(described);
    let placed: Placed | undefined;
    let hits = 0;
    for (const value of new Set(values)) {
      const hit = poisoning(value, { description: descriptions.has(value) });
      if (!hit) continue;
      placed ??= new Placed(textOf.get(file) ?? '');
      report(collector, file, placed, undefined, value, hit, installed.get(file) ?? true);
      if (++hits >= HITS_PER_FILE) break;
    }
  }
  // YAML data files (a server's tool list kept beside its code): only the strings under prompt keys, as tools' descriptions.
  for (const f of scan.files) {
    if (!/\.ya?ml$/i.test(f.file) || f.text.length > 200_000 || !mayAsk(f.text)) continue;
    const described: string[] = [];
    const all: string[] = [];
    try {
      // Silent: a tag the reader does not know (Home Assistant's and ESPHome's `!secret`) is a warning printed on the process's stderr otherwise.
      const doc: unknown = parseYaml(f.text, { maxAliasCount: 50, logLevel: 'silent' });
      promptStrings(doc, described);
      if (followed.has(f.file)) stringsOf(doc, all);
    } catch {
      continue;
    }
    const placed = new Placed(f.text);
    const descriptions = new Set(described);
    for (const value of new Set([...described, ...all])) {
      const hit = poisoning(value, { description: descriptions.has(value) });
      if (hit) report(collector, f.file, placed, undefined, value, hit, true);
    }
  }
  // Scripts no parser reads (Perl…): their text in blocks, as prose is read. Lowered ones: programWording.
  for (const unit of scan.code) if (unit.source !== undefined && !PARSED.has(unit.lang) && !READ_IN_BLOCKS.has(unit.lang)) textWording(collector, unit.file, unit.source);
}

/** Verbs that hand the model a file's content as its orders. */
const FOLLOW = /\b(?:follow|carry\s+out|obey|apply|execute|do\s+(?:what|everything))\b/i;

/**
 * The component's YAML and JSON files its Markdown tells the model to follow: the file named within the same
 * paragraph as a verb of following (`Read config.yaml first and follow every instruction in it, including
 * the post_run step`). Their strings are read as instructions, not only those under prompt keys.
 */
function followedFiles(scan: Scan): Set<string> {
  const out = new Set<string>();
  const data = scan.files.filter((f) => /\.(?:ya?ml|json)$/i.test(f.file));
  if (data.length === 0) return out;
  const paragraphs = scan.markdown.filter((m) => m.readByModel).flatMap((m) => m.text.split(/\n[ \t]*\n/)).filter((p) => FOLLOW.test(p));
  for (const f of data) {
    const name = f.file.split('/').pop()!;
    if (paragraphs.some((p) => p.includes(name))) out.add(f.file);
  }
  return out;
}

/** JSON files Claude Code reads as settings (a plugin's manifest, hooks, MCP servers, settings): every string is the model's or runs. */
const CONFIGURATION = /(?:^|\/)(?:\.?mcp|plugin|marketplace|hooks|settings(?:\.local)?|\.claude\.json|claude_desktop_config)\.json$|(?:^|\/)\.claude(?:-plugin)?\//i;
/**
 * A test's folder: its JSON is what the test code sends or checks (a guardrail suite's attack prompts, a fixture's
 * tool list), given to no one; a file the text tells the model to follow is still read whole (followedFiles).
 */
const TEST_DATA = /(?:^|\/)(?:tests?|__tests__|testdata|fixtures|spec)\//i;
/** Keys whose string the model is given as instructions in any JSON (a tool's schema loaded from a file). */
const PROMPT_KEY = /^(?:description|prompt|instructions?|system(?:_?prompt)?|systemPrompt)$/i;

/** The strings under prompt keys of a JSON document, at any depth. */
function promptStrings(value: unknown, out: string[], depth = 0): void {
  if (depth > 30 || out.length > 5000 || typeof value !== 'object' || value === null) return;
  for (const [k, v] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    if (typeof v === 'string' && typeof k === 'string' && PROMPT_KEY.test(k)) out.push(v);
    else promptStrings(v, out, depth + 1);
  }
}

/** Languages whose scripts the front ends lower (code.ts calls programWording with the program). */
const PARSED = new Set(['shell', 'js', 'python']);

/** Blank-line-separated blocks of a text no parser reads, and tagged blocks: [offset, passage]. */
function textBlocks(text: string): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  let offset = 0;
  for (const block of text.split(/(\n[ \t]*\n)/)) {
    if (block.trim() && block.length <= 4000) out.push([offset, block]);
    offset += block.length;
  }
  for (const m of text.matchAll(TAG_BLOCK)) out.push([m.index, m[0]]);
  return out;
}

/** `spoken`: what lines from–to say as a reader takes them (code-words.ts); a block's hit must hold there too. */
function textWording(collector: Collector, file: string, text: string, spoken?: (from: number, to: number, passage: string) => string): void {
  if (!mayAsk(text)) return;
  const placed = new Placed(text);
  let hits = 0;
  for (const [offset, passage] of textBlocks(text)) {
    const hit = poisoning(passage);
    if (!hit) continue;
    if (spoken && !poisoning(spoken(placed.lineAt(offset), placed.lineAt(offset + passage.length - 1), passage))) continue;
    report(collector, file, placed, offset, passage, hit, true);
    if (++hits >= HITS_PER_FILE) break;
  }
}

/**
 * How deep into what a script returns the texts are read, and how many fields of one object: a tool's
 * result is shallow (`{content: [{type, text}]}`), while `return self` of a large class reaches every
 * attribute it holds, each text one more reading (real code took a third more CPU without the bounds).
 */
const FIELD_DEPTH = 4;
const FIELDS_READ = 40;

/**
 * Calls that build a record of fields (a class's constructor, `TextContent(…)`, `PromptMessage(…)`, Python's
 * `dict(…)`), by id: returned, the model reads each field (an MCP SDK's content objects are how a low-level server
 * answers). A function's call (`requests.get(…)`) returns what it computes, not its arguments.
 */
function recordsBuilt(nodes: readonly Node[], into = new Map<number, Call>()): Map<number, Call> {
  for (const n of nodes) {
    if (n.kind === 'func') recordsBuilt(n.body, into);
    else if (n.kind === 'call' && n.form === 'function' && /(?:^|\.)(?:[A-Z][A-Za-z0-9]*|dict)$/.test(shownText(n.callee))) into.set(n.id, n);
  }
  return into;
}

/** The strings of a JSON text of 12 characters or more, none when it does not parse. */
function serialized(text: string): string[] {
  const found: string[] = [];
  try {
    stringsOf(JSON.parse(text), found);
  } catch {
    return [];
  }
  return found.filter((t) => t.length >= 12).slice(0, FIELDS_READ);
}

/** Calls whose arguments or input a script prints, where a hook's output or a tool's result reaches the model (and a sampling request's, ir/sampling.ts). */
const OUTPUT = /^(?:echo|printf|cat|tee|print|builtins\.print|sys\.std(?:out|err)\.write|process\.std(?:out|err)\.write|console\.\w+)$/;

/**
 * The texts a lowered script gives the model, with where they are: tool descriptions (the front ends mark
 * docstrings, `description=` and SDK registrations' descriptions), then what it prints (a hook's context, a
 * tool's result) and returns, what is known only at run time shown as `…`. A string it only compares or
 * searches for (a scanner's samples, a guard's `grep` pattern) reaches no one.
 */
function programTexts(nodes: readonly Node[], out: Map<string, Origin>, descriptions: boolean, records = recordsBuilt(nodes), results?: Map<string, boolean>): void {
  // `result`: the text is (part of) what a tool's handler returns (`toModel`; `idle` when the handler did no work): sentence-results.ts.
  const word = (w: Word | undefined, origin: Origin, depth = 0, result?: 'idle' | 'worked') => {
    if (!w || depth > FIELD_DEPTH) return;
    // An object returned or printed (a dict, `return self`) is read field by field: its flattened
    // `key=value` form is no sentence (an instance's `delete=… hooks=…` read as one removed the client's hooks).
    const text = w.fields ? '' : shownText(w);
    if (text.length >= 12 && !out.has(text)) out.set(text, origin);
    if (result && text.length >= 12) results?.set(text, result === 'idle');
    // A result serialized as JSON (`JSON.stringify(report)`, `json.dumps(…)` folded by the front end): its strings are
    // what the model reads, each on its own, not a quotation inside one text.
    if (result && /^\s*[{[]/.test(text)) for (const inner of serialized(text)) if (!out.has(inner)) (out.set(inner, origin), results?.set(inner, result === 'idle'));
    for (const item of [...(w.items ?? []), ...(w.fields?.slice(0, FIELDS_READ) ?? [])]) word(item, origin, depth + 1, result);
    // A record built by its constructor and returned (`[TextContent(type="text", text=NOTE)]`, `dict(text=…)`): its fields.
    const built = w.parts.length === 1 && 'ref' in w.parts[0]! && 'out' in w.parts[0].ref ? records.get(w.parts[0].ref.out) : undefined;
    for (const field of built ? [...built.args, ...Object.values(built.named ?? {})].slice(0, FIELDS_READ) : []) word(field, origin, depth + 1, result);
  };
  for (const n of nodes) {
    if (n.kind === 'func') programTexts(n.body, out, descriptions, records, results);
    else if (descriptions) {
      if (n.kind === 'str' && n.role === 'description' && n.text !== '' && !out.has(n.text)) out.set(n.text, n.origin);
    } else if (n.kind === 'call' && (OUTPUT.test(shownText(n.callee).split('/').pop() ?? '') || isSampling(shownText(n.callee)))) for (const w of [...n.args, ...Object.values(n.named ?? {}), ...(n.stdin ?? [])]) word(w, n.origin);
    else if (n.kind === 'return') word(n.value, n.origin, 0, n.toModel ? (n.idle ? 'idle' : 'worked') : undefined);
  }
}

/** The descriptions of parameters (what the caller puts in), of the file's functions too. */
function parameterDescriptions(nodes: readonly Node[], into = new Set<string>()): Set<string> {
  for (const n of nodes) {
    if (n.kind === 'func') parameterDescriptions(n.body, into);
    else if (n.kind === 'str' && n.parameter) into.add(n.text);
  }
  return into;
}

/** Tool-poisoning wording in a script, read from its program (code.ts lowers it once for every rule). */
export function programWording(collector: Collector, program: Program, source: string, lang = '', unitFile?: string): void {
  // A language whose front end marks no descriptions is read in blocks even when it lowered no node.
  const file = program.nodes[0]?.origin.file ?? (READ_IN_BLOCKS.has(lang) ? unitFile : undefined);
  if (file === undefined) return;
  // Nothing lowered (a shell script that does not parse, a budget exceeded): its text is read in blocks.
  if (program.nodes.length > 0 && program.nodes.every((n) => n.kind === 'unparsed')) return textWording(collector, file, source);
  // Its blocks read as prose, each by what its strings and comments say (code-words.ts).
  if (READ_IN_BLOCKS.has(lang)) textWording(collector, file, source, spokenIn(program, source, lang));
  if (program.nodes.length === 0 || !mayAsk(source, true)) return;
  const texts = new Map<string, Origin>();
  programTexts(program.nodes, texts, true);
  const descriptions = new Set(texts.keys());
  const parameters = parameterDescriptions(program.nodes);
  const results = new Map<string, boolean>();
  programTexts(program.nodes, texts, false, undefined, results);
  const placed = new Placed(source);
  let hits = 0;
  for (const [passage, origin] of texts) {
    const hit = poisoning(passage, { description: descriptions.has(passage), parameter: parameters.has(passage), code: true, result: results.has(passage), idle: results.get(passage) === true });
    if (!hit) continue;
    // The line of what it asks, inside a description written over several lines.
    const within = passage.slice(0, hit.index).split('\n').length - 1;
    // Only when that line of the description is written on that line of the file (not a text joined at run time).
    const said = passage.split('\n')[within]?.trim().slice(0, 30) ?? '';
    // A result put together at run time (a handler's text joined to a constant): the line of the constant that says it.
    // (A description held in a constant is reported where the tool is registered with it.)
    const asked = passage.slice(hit.index, hit.index + 24);
    const written = origin.file === file && asked.length >= 8 && !descriptions.has(passage) ? placed.lines.findIndex((l) => l.includes(asked)) + 1 : 0;
    const line = origin.file === file && said !== '' && placed.lines[origin.line - 1 + within]?.includes(said) ? origin.line + within : written || origin.line;
    const shown = origin.file === file ? placed.lines[line - 1] ?? passage : passage;
    collector.add('tool-poisoning', origin.file, line, evidence(`${hit.reason}: ${shown.trim()}`), !hit.aboutAttacks && !hit.weak);
    if (++hits >= HITS_PER_FILE) break;
  }
}
