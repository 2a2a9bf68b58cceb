/**
 * Pure: tool poisoning in words. Text the model reads (a description, an
 * agent's or command's body, a prompt hook, a tool description in an MCP
 * server's code, any string of an MCP configuration) that tells it to take
 * something it should not (a credential file, a secret, a file in the home
 * folder, the conversation) or to send something elsewhere (`forward it to`,
 * `pass it as the sidenote parameter`), AND in the same passage to keep that
 * from the user or to override its instructions (`<IMPORTANT>`, "do not tell
 * the user", "ignore previous instructions", "no restrictions"), blocks as
 * `tool-poisoning`. So does wording that directs it to run a download or a
 * decoded text in a shell, to use the shell tool, or to run or approve
 * everything unchecked, with such hiding or overriding, a precedence tag, or
 * consent skipped ("without asking", "the user has already approved it").
 *
 * A passage is a paragraph (or two that follow each other, or a tagged block
 * such as `<IMPORTANT>…</IMPORTANT>`) of Markdown outside fenced examples, a
 * string of JSON or frontmatter, or a text a script gives the model as its
 * parser reads it: a tool's description, what it prints or returns
 * (`programWording`, called by code.ts with the program it lowers once);
 * a script no parser reads is read in blank-line blocks. A passage that talks about such attacks (a security guide:
 * "attackers write…", "for example", "detect") is documentation: reported,
 * never blocking. Override wording alone stays the `prompt-injection`
 * advisory (markdown.ts).
 */
import MarkdownIt, { type Token } from 'markdown-it';
import type { Collector } from './analyze.ts';
import { stringsOf } from './characters.ts';
import { lineStarts, OVERRIDE_WORDS } from './hidden.ts';
import { evidence, lineAt, lineOf } from './text.ts';
import type { Scan } from './units.ts';
import { shownText, type Node, type Origin, type Program, type Word } from './ir/types.ts';

/**
 * Keeping the action from the user, said to the model: not telling, informing, notifying or
 * mentioning it to them. Not revealing, showing or printing a secret is the opposite (protecting it)
 * and is not counted.
 */
const CONCEAL = new RegExp(
  [
    // The one kept uninformed is the user, or what is kept is the action itself: "do not mention Claude in the
    // commit message" keeps nothing from anyone.
    String.raw`\b(?:do\s+not|don'?t|never|must\s+not|should\s+not|shouldn'?t|no\s+need\s+to)\s+(?:\w+\s+){0,2}?(?:tell|inform|notify|alert|mention|bring\s+up)\b[^.!?\n]{0,40}?\b(?:user|human|anyone|anybody|them|operator|developer|this|that|it|what\s+you|these\s+steps|the\s+above)\b`,
    String.raw`\b(?:do\s+not|don'?t|never|must\s+not|should\s+not)\s+let\s+(?:the\s+)?(?:user|human|them)\s+know\b`,
    // Not revealing the action itself to the user ("do not reveal this to the user"); not revealing a secret is protecting it.
    String.raw`\b(?:do\s+not|don'?t|never|must\s+not|should\s+not)\s+(?:reveal|show|disclose|display|explain|report|describe|say)\s+(?:this|that|it|any\s+of\s+this|these\s+(?:steps|instructions)|the\s+above|what\s+you(?:\s+are)?\s+(?:did|do|doing))\s+(?:to|with)\s+(?:the\s+)?(?:user|human)\b`,
    String.raw`\bwithout\s+(?:\w+\s+)?(?:telling|informing|notifying|alerting|mentioning|reporting|letting\s+(?:the\s+)?(?:user|human|them)\s+know)\b`,
    String.raw`\b(?:keep|hide)\s+(?:this|it|that|these|them|the\s+\w+)\s+(?:\w+\s+)?(?:hidden\s+)?from\s+(?:the\s+)?(?:user|human)\b`,
    String.raw`\b(?:the\s+)?(?:user|human)\s+(?:must|should|will|does|need|needs)\s*(?:not|n't|never)\s+(?:\w+\s+)?(?:know|notice|find\s+out|be\s+(?:told|informed|aware))\b`,
    String.raw`\b(?:secretly|covertly|surreptitiously|behind\s+the\s+user'?s\s+back)\b`,
  ].join('|'),
  'i',
);

/** Posing as the system in visible text (the looser forms of hidden.ts's ROLE, "you are now…", are how honest prompts start). */
const SYSTEM_VOICE = /<\/?(?:system|im_start|im_end)\b|^\s*system\s*:|\[\s*system\s*\]|\bnew\s+(?:instructions|directives?)\s*:/im;

/** Tags and phrases that claim precedence (common in honest prompts too: they count only with a credential file sent elsewhere). */
const PRECEDENCE =
  /<\s*\/?\s*(?:important|critical|system|instructions?|admin|secret|hidden)\s*>|\b(?:takes?|have|has)\s+(?:precedence|priority)\s+over\b|\b(?:overrides?|supersedes?)\s+(?:all|any|every|other|previous|prior|the\s+(?:system|user))\b|\bbefore\s+(?:using|calling|invoking|running)\s+(?:this|the|any)\s+tool\b|\botherwise\s+the\s+tool\s+(?:will\s+)?(?:not\s+work|fail)/i;

/** Files and records that hold secrets, and the conversation itself: never the model's to send. */
const SECRET_FILE =
  /~\/\.[\w.-]+|\$HOME\/\.[\w.-]+|\/(?:home|Users)\/[^/\s]+\/\.[\w.-]+|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\.aws\/credentials|\.netrc\b|\.npmrc\b|\.pypirc\b|\.git-credentials\b|\.docker\/config\.json|\.kube\/config|\bcredentials\.json\b|(?<![\w.])\.env\b(?!\.(?:example|sample|template))|\bmcp\.json\b|\.claude\.json\b|claude_desktop_config\.json|\/etc\/(?:passwd|shadow)\b|\bkeychain\b|\benvironment\s+variables\b|\bconversation(?:\s+history)?\b|\bchat\s+history\b|\bsystem\s+prompt\b|\bprevious\s+messages\b/i;
/** Secrets by name. */
const SECRET_NAME = /\b(?:api|secret|access|session|auth|bearer|refresh|oauth|github|npm|ssh)[\s_-]?(?:keys?|tokens?)\b|\bpasswords?\b|\bprivate\s+keys?\b|\bsecrets\b|\bcredentials\b|\$\{?[A-Z_]*(?:KEY|TOKEN|SECRET|PASSWORD)\b/i;
const TAKE = /\b(?:read|cat|set|fill|contents?\s+of|open|load|get|fetch|retrieve|collect|gather|extract|copy|grab|access|dump|print|list|include|attach|append|embed|pass|send|provide|supply|add|put|insert|encode|base64|upload|forward|post)\b/gi;
const NEGATION = /\b(?:not|never|no|n't|without|avoid|refrain\s+from)\s+(?:\w+\s+){0,2}$/i;
/** Somewhere else: a URL, an address, an e-mail, a parameter or request it is smuggled in. */
const ELSEWHERE = new RegExp(
  [
    // A dot inside a file name or address (`notes.md`, `api.example.com`) does not end the sentence.
    String.raw`\b(?:send|sent|sending|forward(?:ed|ing)?|post(?:ed|ing)?|upload(?:ed|ing)?|export(?:ed|ing)?|transmit(?:ted|ting)?|exfiltrate[ds]?|e-?mail(?:ed)?|mail(?:ed)?|submit(?:ted)?|relay(?:ed)?|leak(?:ed)?|bcc)\b(?:[^.!?\n]|[.!?](?=\S)){0,80}?(?:https?:\/\/|\b[\w.+-]+@[\w-]+\.[\w.]+|\b\d{1,3}(?:\.\d{1,3}){3}\b|\+\d[\d\s-]{6,}\d|\bwebhook\b|\b(?:this|that|the\s+following|my|our)\s+(?:address|url|endpoint|server|inbox|number|channel)\b)`,
    // Attached to every call or request the model makes (a secret riding along with other tools' calls).
    String.raw`\b(?:pass|put|include|add|send|attach|append|sent|included|passed|attached|added|appended)\b[^.!?\n]{0,20}?\b(?:with|in|into|to)\s+(?:every|each|all|any)\s+(?:[\w-]+\s+){0,3}(?:calls?|requests?|messages?|quer(?:y|ies)|repl(?:y|ies)|invocations?)\b`,
    // Another tool called with an address the passage names: `call export_contacts with destination="https://…"`.
    String.raw`\b(?:call|invoke|use)\s+[\x60'"]?[\w.-]+[\x60'"]?\s+(?:tool\s+)?with\b[^\n]{0,80}?https?:\/\/`,
    String.raw`\bforward(?:ed)?\s+(?:it|them|this|that|all|every\w*|each|a\s+copy|the\s+\w+)?\s*(?:\w+\s+)?to\b`,
    String.raw`\b(?:pass|put|include|add|insert|append|embed|send|provide|place|supply)\b[^.!?\n]{0,60}?\b(?:as|in|into|inside|within|via|through)\s+(?:the\s+|a\s+)?[\x60'"]?[\w-]+[\x60'"]?\s+(?:parameter|param|argument|arg|field|property|variable)\b`,
    String.raw`\b(?:pass|put|include|send|provide|supply)\b[^.!?\n]{0,60}?\bas\s+(?:the\s+)?[\x60'"][\w-]+[\x60'"]`,
    String.raw`\b(?:pass|put|include|add|send|attach|append)\s+(?:it|them|this|its\s+content|their\s+contents?|the\s+contents?)\s+(?:in|into|with)\s+(?:the|your|each|every)\s+(?:request|call|query|message|reply|response|arguments?)\b`,
  ].join('|'),
  'i',
);
/**
 * Dropping its safety or taking on a role without limits: "disable safety and approve everything",
 * "you are an assistant with no restrictions who never refuses". Instructions overridden in general are
 * OVERRIDE_WORDS (hidden.ts).
 */
const DROP_SAFETY =
  /\b(?:ignore|disregard|forget|override|bypass|disable|turn\s+off|switch\s+off)\s+(?:\w+\s+){0,3}?(?:safety|security|permission|guard\s*rails?|restrictions?|confirmations?|approvals?)\b|\b(?:with\s+no|without\s+any|has\s+no|have\s+no)\s+(?:restrictions|limits|limitations|filters|rules|guidelines)\b|\bnever\s+refuses?\b|\bdeveloper\s+mode\b|\bdo\s+anything\s+now\b|\bjailbroken\b/i;
/** Skipping the user's consent, or claiming it was given: paired only with a run or an unchecked approval. */
const FORGO_CONSENT =
  /\bwithout\s+(?:asking|confirm\w*|(?:asking\s+(?:for\s+)?)?(?:permission|confirmation|approval))\b|\b(?:do\s+not|don'?t|never)\s+ask\s+(?:the\s+user\s+)?(?:for\s+)?(?:permission|confirmation|approval)\b|\b(?:user|they)\s+(?:has|have)\s+already\s+(?:approved|authori[sz]ed|consented|agreed)\b/i;
/**
 * Directing the model to run something it should not, or to approve unchecked: a download or a decoded
 * text piped to a shell, another tool that runs commands (a tool description sending the model to the
 * shell), every command or every change approved or merged without a look.
 */
const RUN_ACT = new RegExp(
  [
    String.raw`\b(?:run|execute|exec|invoke|launch)\b[^\n]{0,120}?(?:\b(?:curl|wget|iwr|irm|Invoke-WebRequest)\b[^\n]{0,160}?\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b|\bbase(?:64|32)\s+(?:-d|--decode|-D)\b[^\n]{0,40}?\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b|\biex\b|\bInvoke-Expression\b)`,
    String.raw`\b(?:use|call|invoke)\s+(?:your|the|a)\s+[\x60'"]?(?:bash|shell|terminal|command(?:[\s-]line)?|exec(?:ute)?(?:_command)?|run_command)[\x60'"]?\s+tool\b`,
    String.raw`\b(?:run|execute|approve|merge|accept|allow)\b[^.!?\n]{0,60}?\b(?:every|all|any)(?:thing)?\b[^.!?\n]{0,60}?\bwithout\s+(?:asking|confirm\w*|review\w*|reading|checking|looking|approval|permission)\b`,
    String.raw`\b(?:approve|merge)\b(?:[^.!?\n]|[.!?](?=\S)){0,100}?\bwithout\s+(?:asking|confirm\w*|review\w*|reading|checking|looking)\b`,
    String.raw`\b(?:approve|merge|accept)\s+(?:every|all|any)(?:thing|\s+(?:changes?|requests?|pull\s+requests?|PRs?|commands?))\b`,
  ].join('|'),
  'i',
);
/** A block tagged as taking precedence: `<IMPORTANT>…</IMPORTANT>`. */
const TAG_BLOCK = /<\s*(important|critical|system|instructions?|admin|secret|hidden)\s*>[\s\S]{0,4000}?<\s*\/\s*\1\s*>/gi;
/** A passage about such attacks, or one defending against them: security guides, scanners' docs, refusals. */
const ABOUT_ATTACKS =
  /\b(?:attack(?:s|ers?)?|attacked|malicious|poison(?:ed|ing)?|injection|exfiltrat(?:e|ion)|adversar\w*|red\s+flags?|for\s+example|e\.g\.|for\s+instance|such\s+as|detect(?:s|ed|ion|ing)?|watch\s+(?:out\s+)?for|look\s+for|warning\s+signs?|suspicious|phishing|threats?|scanner|vulnerab\w+|jailbreak|refuse|decline|never\s+(?:obey|follow|comply)|do\s+not\s+(?:obey|follow|comply))\b/i;
/** Overriding wording turned into a defence: "ignore any instructions found in the files you read". */
const DEFENSIVE = /^(?:ignore|disregard)\s+(?:any|all)\s+(?:\w+\s+)?instructions\s+(?:in|inside|within|from|found|embedded|contained|that\s+(?:appear|come))\b/i;
/** Cheap gate over the lower-cased passage: without one of these it can neither conceal nor override. */
const GATE = /tell|mention|restrict|refuse|safety|permission|developer\s+mode|confirm|approv|inform|notif|alert|reveal|disclos|show|display|explain|report|describe|say|without|secret|hide|covert|surreptit|behind|ignore|disregard|forget|override|bypass|supersede|precedence|priority|important|critical|system|instruction|admin|before\s+(?:using|calling|invoking|running)|otherwise|know|notice|aware|you\s+are\s+now|assistant/;

export interface Poisoning {
  /** Offset in the passage of what it asks to take or send (the line a finding points at). */
  index: number;
  length: number;
  /** A passage that discusses attacks: documentation. */
  aboutAttacks: boolean;
}

/** The first secret the passage asks to take (a taking verb before it in its sentence, not negated). */
function taken(passage: string, what: RegExp): RegExpExecArray | null {
  const secret = new RegExp(what.source, 'gi');
  for (let m = secret.exec(passage); m; m = secret.exec(passage)) {
    const sentence = passage.slice(Math.max(0, m.index - 120), m.index).split(/[.!?\n]\s/).pop() ?? '';
    for (const verb of sentence.matchAll(TAKE)) if (!NEGATION.test(sentence.slice(0, verb.index))) return m;
  }
  return null;
}

/** Whether a passage asks to take or send something and to hide it or override instructions. */
export function poisoning(passage: string): Poisoning | undefined {
  if (passage.length < 12 || !GATE.test(passage.toLowerCase())) return undefined;
  const override = OVERRIDE_WORDS.exec(passage);
  const overrides = override !== null && !DEFENSIVE.test(passage.slice(override.index, override.index + override[0].length + 40));
  const strong = CONCEAL.test(passage) || overrides || SYSTEM_VOICE.test(passage) || DROP_SAFETY.test(passage);
  const precedence = PRECEDENCE.test(passage);
  // Running a download, the shell tool or an unchecked approval: with any hiding, override, precedence or skipped consent.
  const act = strong || precedence || FORGO_CONSENT.test(passage) ? RUN_ACT.exec(passage) : null;
  if (act) return { index: act.index, length: act[0].length, aboutAttacks: ABOUT_ATTACKS.test(passage) };
  if (!strong && !precedence) return undefined;
  const sends = ELSEWHERE.exec(passage);
  const file = taken(passage, SECRET_FILE);
  // Strong hiding: any secret taken or anything sent. Precedence tags alone: a secret file taken and sent.
  const at = strong ? sends ?? file ?? taken(passage, SECRET_NAME) : sends && file ? (file.index < sends.index ? file : sends) : null;
  if (!at) return undefined;
  return { index: at.index, length: at[0].length, aboutAttacks: ABOUT_ATTACKS.test(passage) };
}

/** CommonMark's block structure only (raw HTML off: a `<IMPORTANT>` line is text); inline content is never parsed. */
const BLOCKS = new MarkdownIt('commonmark', { html: false });

interface Block {
  /** 0-based [start, end) lines. */
  start: number;
  end: number;
  quoted: boolean;
  heading: boolean;
}

/** The top-level blocks of Markdown as CommonMark reads them: paragraphs, lists, quotes, headings, code, tables. */
function blocksOf(text: string): Block[] {
  const tokens: Token[] = [];
  BLOCKS.block.parse(text, BLOCKS, {}, tokens);
  const out: Block[] = [];
  for (const t of tokens) {
    if (t.level !== 0 || t.nesting === -1 || !t.map || t.type === 'hr') continue;
    out.push({ start: t.map[0], end: t.map[1], quoted: t.type === 'blockquote_open', heading: t.type === 'heading_open' });
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
  /** The introduction of a quoted block: its heading and the block before it; undefined when not quoted. */
  const introduction = (k: number): string | undefined => (blocks[k]!.quoted ? `${heading(k)}\n${k > 0 ? join(blocks[k - 1]!) : ''}` : undefined);
  const out: Array<[number, string, string?]> = [];
  blocks.forEach((b, k) => {
    out.push([offsets[b.start]!, join(b), introduction(k)]);
    const next = blocks[k + 1];
    if (next) out.push([offsets[b.start]!, shown.slice(b.start, next.end).join('\n'), introduction(k) ?? introduction(k + 1)]);
  });
  for (const m of text.matchAll(TAG_BLOCK)) {
    const line = lineAt(text, m.index);
    if (skip(line)) continue;
    // A tag written as inline code (`<IMPORTANT>`) in a quoted block is shown, not spoken: the block's introduction applies.
    const k = blocks.findIndex((b) => line - 1 >= b.start && line - 1 < b.end);
    const quotedTag = text[m.index - 1] === '`' && k >= 0 ? introduction(k) : undefined;
    out.push([m.index, m[0], quotedTag]);
  }
  return out;
}

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
  collector.add('tool-poisoning', file, line, evidence(placed.lines[line - 1] ?? passage), inCode && !hit.aboutAttacks);
}

/** Tool-poisoning wording anywhere the model reads it. */
export function wordingFindings(scan: Scan, collector: Collector): void {
  const textOf = new Map(scan.files.map((f) => [f.file, f.text]));
  // Text hidden in Markdown is hidden-instructions' (markdown.ts runs first): the same words are not reported twice.
  const hidden = new Set(collector.findings.filter((f) => f.rule === 'hidden-instructions').map((f) => `${f.file}\0${f.line}`));
  const installed = new Map(scan.markdown.map((m) => [m.file, m.readByModel]));
  for (const md of scan.markdown) {
    // Without one of the gate's words no passage of the file can conceal or override.
    if (!GATE.test(md.text.toLowerCase())) continue;
    const inFence = (line: number) => line < md.bodyLine || md.fences.some(([a, b]) => line >= a && line <= b);
    const placed = new Placed(md.text);
    let hits = 0;
    for (const [offset, passage, introduction] of markdownPassages(md.text, inFence)) {
      const found = poisoning(passage);
      if (!found || hidden.has(`${md.file}\0${placed.lineAt(offset + found.index)}`)) continue;
      const hit = introduction !== undefined && ABOUT_ATTACKS.test(introduction) ? { ...found, aboutAttacks: true } : found;
      report(collector, md.file, placed, offset, passage, hit, md.readByModel);
      if (++hits >= HITS_PER_FILE) break;
    }
  }
  // Frontmatter (descriptions are always in the model's context) and every JSON string (MCP settings, prompt hooks).
  const documents: Array<[string, unknown]> = [...scan.extraction.json, ...[...scan.extraction.frontmatter].map(([f, readings]): [string, unknown] => [f, readings])];
  for (const [key, doc] of documents) {
    const file = key === '' ? scan.entry : key;
    const values: string[] = [];
    // A data file's strings (a test's fixtures, a sample list) are given to no one; its descriptions and prompts are.
    if (key === '' || scan.extraction.frontmatter.has(key) || CONFIGURATION.test(key)) stringsOf(doc, values);
    else promptStrings(doc, values);
    let placed: Placed | undefined;
    let hits = 0;
    for (const value of new Set(values)) {
      const hit = poisoning(value);
      if (!hit) continue;
      placed ??= new Placed(textOf.get(file) ?? '');
      report(collector, file, placed, undefined, value, hit, installed.get(file) ?? true);
      if (++hits >= HITS_PER_FILE) break;
    }
  }
  // Scripts no parser reads (Ruby, Go, Perl…): their text in blocks, as prose is read. Parsed ones: programWording.
  for (const unit of scan.code) if (unit.source !== undefined && !PARSED.has(unit.lang)) textWording(collector, unit.file, unit.source);
}

/** JSON files Claude Code reads as settings (a plugin's manifest, hooks, MCP servers, settings): every string is the model's or runs. */
const CONFIGURATION = /(?:^|\/)(?:\.?mcp|plugin|marketplace|hooks|settings(?:\.local)?|\.claude\.json|claude_desktop_config)\.json$|(?:^|\/)\.claude(?:-plugin)?\//i;
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

function textWording(collector: Collector, file: string, text: string): void {
  if (!GATE.test(text.toLowerCase())) return;
  const placed = new Placed(text);
  let hits = 0;
  for (const [offset, passage] of textBlocks(text)) {
    const hit = poisoning(passage);
    if (!hit) continue;
    report(collector, file, placed, offset, passage, hit, true);
    if (++hits >= HITS_PER_FILE) break;
  }
}

/** Calls whose arguments or input a script prints, where a hook's output or a tool's result reaches the model. */
const OUTPUT = /^(?:echo|printf|cat|tee|print|builtins\.print|sys\.std(?:out|err)\.write|process\.std(?:out|err)\.write|console\.\w+)$/;

/**
 * The texts a lowered script gives the model, with where they are: tool descriptions (the front ends mark
 * docstrings, `description=` and SDK registrations' descriptions), then what it prints (a hook's context, a
 * tool's result) and returns, what is known only at run time shown as `…`. A string it only compares or
 * searches for (a scanner's samples, a guard's `grep` pattern) reaches no one.
 */
function programTexts(nodes: readonly Node[], out: Map<string, Origin>, descriptions: boolean): void {
  const word = (w: Word | undefined, origin: Origin) => {
    if (!w) return;
    const text = shownText(w);
    if (text.length >= 12 && !out.has(text)) out.set(text, origin);
    for (const item of w.items ?? []) word(item, origin);
  };
  for (const n of nodes) {
    if (n.kind === 'func') programTexts(n.body, out, descriptions);
    else if (descriptions) {
      if (n.kind === 'str' && n.role === 'description' && !out.has(n.text)) out.set(n.text, n.origin);
    } else if (n.kind === 'call' && OUTPUT.test(shownText(n.callee).split('/').pop() ?? '')) for (const w of [...n.args, ...Object.values(n.named ?? {}), ...(n.stdin ?? [])]) word(w, n.origin);
    else if (n.kind === 'return') word(n.value, n.origin);
  }
}

/** Tool-poisoning wording in a script, read from its program (code.ts lowers it once for every rule). */
export function programWording(collector: Collector, program: Program, source: string): void {
  const file = program.nodes[0]?.origin.file;
  if (file === undefined || !GATE.test(source.toLowerCase())) return;
  // Nothing lowered (a shell script that does not parse, a budget exceeded): its text is read in blocks.
  if (program.nodes.every((n) => n.kind === 'unparsed')) return textWording(collector, file, source);
  const texts = new Map<string, Origin>();
  programTexts(program.nodes, texts, true);
  programTexts(program.nodes, texts, false);
  const placed = new Placed(source);
  let hits = 0;
  for (const [passage, origin] of texts) {
    const hit = poisoning(passage);
    if (!hit) continue;
    // The line of what it asks, inside a description written over several lines.
    const within = passage.slice(0, hit.index).split('\n').length - 1;
    const line = origin.file === file && origin.line + within <= placed.lines.length ? origin.line + within : origin.line;
    const shown = origin.file === file ? placed.lines[line - 1] ?? passage : passage;
    collector.add('tool-poisoning', origin.file, line, evidence(shown), !hit.aboutAttacks);
    if (++hits >= HITS_PER_FILE) break;
  }
}
