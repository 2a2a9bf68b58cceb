/**
 * Pure: what a reader cannot see but the model or a shell reads: hidden
 * characters (smuggled text in the Unicode tag block, bidirectional
 * overrides, zero-width characters), and instructions hidden in Markdown
 * (HTML comments, link-reference comments, hidden elements, text pushed out
 * of sight after a long run of whitespace). Legitimate uses are told apart:
 * emoji flags and ZWJ sequences, joining scripts (Persian, Indic), variation
 * selectors after an emoji.
 */

import { isMap, isScalar, isSeq, parseDocument, visit } from 'yaml';
import { ABOUT_ATTACKS } from './about-attacks.ts';

export interface Hidden {
  index: number;
  length: number;
  /** Characters that hide or reorder text, or smuggle it (tags, override runs). */
  strong: boolean;
}

const CANDIDATE = /[\u{E0000}-\u{E007F}\u200B-\u200D\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u180E\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}]+/gu;
const TAG = /[\u{E0000}-\u{E007F}]/u;
const SELECTOR = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
const OVERRIDE = /[\u202D\u202E]/;
const EMBEDDING = /[\u202A-\u202C\u2066-\u2069]/;
const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\uFE0F\u20E3]/u;
/** Scripts that join or break letters with ZWJ/ZWNJ/ZWSP, or read right to left. */
const JOINING = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

function charBefore(text: string, index: number): string {
  const cp = text.codePointAt(index - 1);
  if (cp === undefined) return '';
  // A low surrogate: take the whole pair.
  if (cp >= 0xdc00 && cp <= 0xdfff && index >= 2) return String.fromCodePoint(text.codePointAt(index - 2)!);
  return String.fromCodePoint(cp);
}

function charAfter(text: string, index: number): string {
  const cp = text.codePointAt(index);
  return cp === undefined ? '' : String.fromCodePoint(cp);
}

/** Characters that take no width and change no word a reader sees (not overrides, tags or selectors, which are flagged alone). */
const ZERO_WIDTH = /[\u200B-\u200D\u2060-\u2064\uFEFF\u180E]/gu;

/**
 * Text as the model that acts on it reads and types it: zero-width characters found by `hiddenCharacters` (not an
 * emoji's joiner, not a script's) taken out, so `ba\u200Bsh` in a command is `bash`. Line breaks are kept, so lines
 * keep their numbers. The hidden-unicode rule reads the text as written.
 */
export function withoutZeroWidth(text: string): string {
  if (!/[\u200B-\u200D\u2060-\u2064\uFEFF\u180E]/u.test(text)) return text;
  let out = '';
  let at = 0;
  for (const hit of hiddenCharacters(text)) {
    out += text.slice(at, hit.index) + text.slice(hit.index, hit.index + hit.length).replace(ZERO_WIDTH, '');
    at = hit.index + hit.length;
  }
  return out + text.slice(at);
}

/** Every run of hidden characters that is not a legitimate use. */
export function hiddenCharacters(text: string): Hidden[] {
  const found: Hidden[] = [];
  for (const m of text.matchAll(CANDIDATE)) {
    const run = m[0];
    const start = m.index;
    const before = charBefore(text, start);
    const after = charAfter(text, start + run.length);
    const chars = [...run];
    if (start === 0 && run === '\uFEFF') continue; // a byte-order mark
    if (chars.every((c) => TAG.test(c))) {
      // An emoji subdivision flag: U+1F3F4, a few tag letters, then CANCEL TAG.
      if (before === '\u{1F3F4}' && chars.length <= 7 && chars[chars.length - 1] === '\u{E007F}') continue;
      found.push({ index: start, length: run.length, strong: true });
      continue;
    }
    if (chars.every((c) => SELECTOR.test(c))) {
      // One selector after an emoji or an ideograph is how they are written; a run smuggles bytes.
      if (chars.length <= 2) continue;
      found.push({ index: start, length: run.length, strong: true });
      continue;
    }
    if (chars.some((c) => OVERRIDE.test(c))) {
      found.push({ index: start, length: run.length, strong: true });
      continue;
    }
    if (chars.every((c) => EMBEDDING.test(c)) && (RTL.test(before) || RTL.test(after))) continue;
    if (chars.every((c) => c === '\u200D' || SELECTOR.test(c)) && PICTOGRAPH.test(before) && PICTOGRAPH.test(after)) continue;
    if (chars.every((c) => c === '\u200B' || c === '\u200C' || c === '\u200D') && (JOINING.test(before) || JOINING.test(after))) continue;
    found.push({ index: start, length: run.length, strong: chars.some((c) => TAG.test(c) || EMBEDDING.test(c)) || chars.length >= 3 });
  }
  return found;
}

export const OVERRIDE_WORDS =
  /\b(?:ignore|disregard|forget|override|bypass)\b[^.\n]{0,40}\b(?:previous|prior|above|earlier|all|any|other|system|safety|security|the user'?s?|your)\b[^.\n]{0,25}\b(?:instructions?|rules?|guidelines?|prompts?|constraints?|directions?|policies|restrictions)\b/i;
const SECRECY =
  /\b(?:do\s+not|don'?t|never)\s+(?:tell|inform|mention|reveal|show|disclose|alert|notify|let\s+\w+\s+know|ask)\b[^.\n]{0,40}\b(?:user|anyone|human|them|developer|this|it)\b|\bwithout\s+(?:telling|asking|informing|notifying|alerting|mentioning|showing)\b|\b(?:silently|secretly|covertly|discreetly|quietly)\b|\bhide\s+(?:this|it|the\s+\w+)\s+from\b/i;
export const ROLE =
  /<\/?(?:system|instructions?|admin|im_start|im_end)\b|^\s*(?:system|assistant)\s*:|\byou\s+are\s+now\b|\bnew\s+(?:instructions|task|objective|directive)s?\s*:|\b(?:important|attention|note|message|instructions?)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:ai|assistant|model|claude|agent|llm)s?\b|\b(?:ai|llm|assistant|agent|model|claude)s?\s+(?:reading|processing|parsing|summari[sz]ing|seeing|viewing)\s+this\b|^\s*(?:claude|ai|llm|agent)\s*[,:]/im;
const SENSITIVE =
  /~\/\.ssh|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\b|\bcredentials?\b|(?<![\w.])\.env\b(?!\.example)|\.netrc|\bapi[_ -]?keys?\b|\b(?:access|auth|bearer|github|npm)?[_ -]?tokens?\b|\bsecrets?\b|\bpasswords?\b|\bprivate\s+keys?\b|authorized_keys|\.(?:bash|zsh)rc\b|\bsettings\.json\b|\benvironment\s+variables?\b|\$[A-Z_]*(?:KEY|TOKEN|SECRET)\b/i;
const DESTINATION = /https?:\/\/|\bwebhook\b|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[a-z0-9-]+\.(?:com|net|org|io|xyz|sh|site|app|dev|ru|cn|tk|top|me|co)\b/i;
const SEND = /\b(?:send|sends|sending|post|upload|exfiltrate|transmit|forward|leak|report|submit|curl|wget|fetch|beacon|ping|load|retrieve|download)\b/i;
/** Sending to, or loading from, an address (more instructions fetched from it): not a note that reports or pings. */
const SEND_OUT = /\b(?:send|sends|sending|post|upload|exfiltrate|transmit|forward|leak|submit|curl|wget|beacon|fetch|load|retrieve|download)\b/i;
const READ = /\b(?:read|cat|print|output|include|append|copy|paste|encode|base64|collect|gather|dump|list|reveal|show|display|reply|respond)\b/i;
/** Files and variables that hold credentials, as opposed to words that only name them ("token count"). */
const CREDENTIAL_FILES = /~\/\.ssh|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\/|\bcredentials(?:\.json)?\b|(?<![\w.])\.env\b(?!\.example)|\.netrc|\.npmrc|\.pypirc|\.git-credentials|\bprivate\s+keys?\b|authorized_keys|\$[A-Z_]*(?:KEY|TOKEN|SECRET)\b|\b(?:api[_ -]?keys?|access\s+tokens?|auth\s+tokens?)\b/i;
/** Keeping something from the user, said in so many words (not "silently", which also describes quiet tools). */
const SECRECY_TOLD = /\b(?:do\s+not|don'?t|never)\s+(?:tell|inform|mention|alert|notify|let\s+\w+\s+know)\b|\bwithout\s+(?:telling|informing|notifying|alerting|mentioning)\b|\b(?:secretly|covertly)\b|\bhide\s+(?:this|it|the\s+\w+)\s+from\b/i;
/** Credential files by path, without words that only name secrets. */
const SECRET_FILES = /~\/\.ssh|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\/|\bcredentials\.json\b|(?<![\w.])\.env\b(?!\.example)|\.netrc|\.npmrc|\.pypirc|\.git-credentials|authorized_keys|\bmcp\.json\b|\$[A-Z_]*(?:KEY|TOKEN|SECRET)\b/i;
const RUN = /\b(?:run|execute|exec|invoke|call|launch|start)\b[^.\n]{0,60}(?:\bcurl\b|\bwget\b|\bbash\b|\bsh\b|\bpython\d?\b|\bnode\b|\bnpx\b|\bpip\s+install\b|\bnpm\s+install\b|\bchmod\b|\brm\s+-rf\b)|\|\s*(?:ba)?sh\b|\bbase64\s+-d\b|\brm\s+-rf\s+[~/]/i;

/**
 * Whether hidden text reads as instructions to the model: overriding its
 * instructions, keeping something from the user, posing as the system, or
 * asking it to send secrets somewhere or run a command. A plain author's note
 * (`TODO: more examples`, `prettier-ignore`) is none of these.
 */
export function instructionLike(text: string, captionLike = false): boolean {
  // An image's alt text or a link's title describes what it shows ("Run `claude` in a terminal",
  // "Download from https://…", "Token usage report"): only instructions overridden, the user kept out,
  // or a credential file sent count there.
  if (captionLike) return OVERRIDE_WORDS.test(text) || ROLE.test(text) || SECRECY_TOLD.test(text) || ((SEND.test(text) || READ.test(text)) && SECRET_FILES.test(text));
  if (OVERRIDE_WORDS.test(text) || SECRECY.test(text) || ROLE.test(text) || RUN.test(text)) return true;
  if ((SEND.test(text) && SENSITIVE.test(text)) || (SEND_OUT.test(text) && DESTINATION.test(text))) return true;
  return READ.test(text) && CREDENTIAL_FILES.test(text);
}

/** Words that speak to the model that reads them (in code a programmer reads too, only these are said to it). */
const ADDRESSED = /\b(?:the\s+)?(?:assistant|model|ai|agent|llm|claude)\s+(?:must|should|needs?\s+to|has\s+to|is\s+to|shall)\b|<\/?important>/i;
const PIPE_RUN = /\|\s*(?:ba|z)?sh\b|\bbase64\s+-d\b|\brm\s+-rf\s+[~/]/i;

/**
 * Whether text written in code (a comment, a docstring, a string constant) orders the model that reads it: said to the
 * model (posing as the system, "note for the assistant", "the assistant must", an override of its instructions) and
 * asking what a reader would refuse (something kept from the user, a credential file or secret sent or read out, the
 * work sent to an address, a download piped to a shell). A programmer's IMPORTANT or NOTE says none of these.
 * `data`: a string the program uses rather than a comment or a docstring.
 */
export function orderToModel(text: string, data = false): boolean {
  // A string the program uses is data (a detector's test input quoting an override): said to the model only by name or role.
  if (!(ROLE.test(text) || ADDRESSED.test(text) || (!data && OVERRIDE_WORDS.test(text)))) return false;
  // A scanner's docstring or a guide's comment describing such orders ("detects descriptions that tell the model to …") gives none.
  if (ABOUT_ATTACKS.test(text)) return false;
  if (SECRECY_TOLD.test(text) || PIPE_RUN.test(text)) return true;
  return (SEND.test(text) && SENSITIVE.test(text)) || (SEND_OUT.test(text) && DESTINATION.test(text)) || (READ.test(text) && CREDENTIAL_FILES.test(text));
}

/** A first line that only names the format of what follows (`YAML`, `json`, `metadata`). */
const FORMAT_LABEL = /^\s*[A-Za-z][\w-]{0,15}\s*\n/;
const PIPED = /\|\s*(?:ba|z)?sh\b|\bbase64\s+-d\b|\brm\s+-rf\s+[~/]/i;

/**
 * A comment that holds data (a YAML or JSON mapping of at least two entries, such as version notes
 * `added: v8.5.0` / `pr-url: …` / `description: …`), not prose: its keys and values, or undefined
 * when it is prose. Parsed as YAML (JSON is YAML), never by pattern.
 */
export function dataStrings(text: string): string[] | undefined {
  if (!/:/.test(text)) return undefined;
  const body = text.replace(FORMAT_LABEL, '');
  const doc = parseDocument(body, { uniqueKeys: false });
  if (doc.errors.length > 0 || doc.warnings.length > 0) return undefined;
  const top = doc.contents;
  if (!isMap(top) && !(isSeq(top) && top.items.length > 0 && top.items.every((i) => isMap(i)))) return undefined;
  const strings: string[] = [];
  let pairs = 0;
  visit(doc, {
    Pair(_, pair) {
      pairs++;
      if (isScalar(pair.key)) strings.push(String(pair.key.value));
    },
    Scalar(key, node) {
      if (key !== 'key' && typeof node.value === 'string') strings.push(node.value);
    },
  });
  return pairs >= 2 ? strings : undefined;
}

/**
 * Whether a data comment holds an order to the model: a key or value that overrides instructions,
 * keeps something from the user, poses as the system, sends a credential file (judged as a caption is)
 * or pipes a download to a shell. A link or a word like "load" in a version note is not one.
 */
export function dataInstructionLike(strings: readonly string[]): boolean {
  return strings.some((s) => instructionLike(s, true) || PIPED.test(s));
}

/**
 * Cheap first looks, over the lower-cased text (a plain alternation there is
 * several times faster than an `i` one, and than a loop of includes): a file
 * without any of these words has nothing for hiddenText or overrideWording.
 */
const HIDING = /<!--|\]:|display|visibility|font-size|opacity|hidden|color\s*:|height\s*:|width\s*:|left\s*:|top\s*:|indent\s*:|clip|template|noscript|alt=|title=|aria-label|data-|!\[|&lt;|&#0*60;|&#x0*3c;|\]\([^)\s\]]+\s+["'(]|[ \t\u00A0\u2000-\u200A\u202F\u205F\u3000]{40}/;
export function mayHideText(lower: string): boolean {
  return HIDING.test(lower);
}

/** Override wording needs one of these. */
const OVERRIDE_HINT = /ignore|disregard|forget|override|bypass|system|assistant|instruction|admin|<\/?im_|objective|directive|you\s+are\s+now|new\s+task|(?:to|for)\s+(?:the\s+)?(?:ai|assistant|model|claude|agent|llm)\b/;
export function mayOverride(lower: string): boolean {
  return OVERRIDE_HINT.test(lower);
}

/** Visible wording that tries to take over the model (an advisory: security docs quote it too). */
export function overrideWording(text: string): RegExpExecArray | null {
  return OVERRIDE_WORDS.exec(text) ?? ROLE.exec(text);
}

export interface HiddenText {
  index: number;
  length: number;
  /** The hidden text itself. */
  text: string;
  how: 'html-comment' | 'link-comment' | 'hidden-element' | 'whitespace' | 'image-alt' | 'link-title' | 'encoded-comment' | 'html-attribute';
}

const HTML_COMMENT = /<!--([\s\S]*?)(?:-->|$)/g;
const LINK_COMMENT = /^[ \t]*\[[^\]\n]*\]:[ \t]*(?:#|<>)[ \t]*(?:\(([^\n]*)\)|"([^\n]*)"|'([^\n]*)')[ \t]*$/gm;
/**
 * An element a rendered page does not show: hidden by style (display, visibility, a zero or tiny font,
 * zero opacity, height or width, white or transparent text on no background of its own, moved off screen,
 * clipped away) or by attribute (`hidden`), and elements never rendered (`template`, `noscript`).
 */
const HIDDEN_STYLE = String.raw`display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*(?:0(?![.\d]*[1-9])|0?\.\d+\s*(?:px|pt|em|rem)|1px)|opacity\s*:\s*0(?![.\d]*[1-9])|(?:max-)?(?:height|width)\s*:\s*0(?![.\d]*[1-9])|(?<![\w-])color\s*:\s*(?:white|#fff(?:fff)?\b|transparent|rgba\([^)]*,\s*0\s*\))(?![^>]*background)|(?:left|top|text-indent)\s*:\s*-\d{3,}|clip(?:-path)?\s*:\s*(?:rect\(\s*0|inset\(\s*50%)|\shidden(?:\s|>|=)`;
const HIDDEN_ELEMENT = new RegExp(String.raw`<([a-z][a-z0-9]*)\b[^>]*?(?:${HIDDEN_STYLE})[^>]*>([\s\S]*?)<\/\1\s*>|<(template|noscript)\b[^>]*>([\s\S]*?)<\/\3\s*>`, 'gi');
/** Text in an HTML tag's attributes (`<img alt="…">`, `title="…"`, `aria-label`, `data-*`): shown at most on hover. */
const HTML_ATTRIBUTE = /<[a-z][a-z0-9]*\b[^>]*?\s(?:alt|title|aria-label|data-[\w-]+)\s*=\s*(?:"([^"]{12,})"|'([^']{12,})')/gi;
/** A run of at least 40 blanks after visible text on the same line, then more text. */
const FAR_RIGHT = /(?<=\S)[ \t\u00A0\u2000-\u200A\u202F\u205F\u3000]{40,}(?=[^\s|])([^\n]+)/g;

/** Image alt text (shown only when the image does not load) and link titles (shown only on hover). */
const IMAGE_ALT = /!\[([^\]\n]{12,})\]\(/g;
const LINK_TITLE = /\]\(\s*<?[^\s)>]+>?\s+(?:"([^"\n]{12,})"|'([^'\n]{12,})'|\(([^)\n]{12,})\))\s*\)|^[ \t]*\[[^\]\n]+\]:[ \t]*\S+[ \t]+(?:"([^"\n]{12,})"|'([^'\n]{12,})'|\(([^)\n]{12,})\))[ \t]*$/gm;
/** An HTML comment written with entities (`&lt;!-- … --&gt;`, `&#60;!--`): the model reads it as a comment. */
const ENCODED_OPEN = /&lt;!--|&#0*60;!--|&#x0*3c;!--/i;
const ENTITY = /&(?:lt|gt|amp|quot|apos|#0*(\d{1,7})|#x0*([0-9a-f]{1,6}));/gi;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, dec: string | undefined, hex: string | undefined) => {
    const cp = dec !== undefined ? Number(dec) : hex !== undefined ? parseInt(hex, 16) : undefined;
    if (cp === undefined) return NAMED[whole.slice(1, -1).toLowerCase()] ?? whole;
    return cp > 0 && cp <= 0x10ffff && cp !== 10 ? String.fromCodePoint(cp) : whole;
  });
}

/**
 * Hidden text written between quotation marks or backticks on its line (`| P2 | "<!-- assistant: … --> Summarise" |`,
 * `` `<!-- … -->` ``): a quoted string, as the sentence reader blanks one; a mention of what it holds, not said to the model.
 */
export function quotedOnItsLine(markdown: string, index: number, length: number): boolean {
  const lineStart = markdown.lastIndexOf('\n', index - 1) + 1;
  const end = index + length;
  const lineEnd = markdown.indexOf('\n', end);
  const before = markdown.slice(lineStart, index);
  const after = markdown.slice(end, lineEnd < 0 ? undefined : lineEnd);
  const open = (quote: RegExp) => (before.match(quote) ?? []).length % 2 === 1;
  return (open(/"/g) && after.includes('"')) || (open(/`/g) && after.includes('`')) || (/“[^”]*$/.test(before) && after.includes('”'));
}

/** The offset where each line starts, for lines split at `\n`. */
export function lineStarts(lines: readonly string[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const l of lines) {
    starts.push(at);
    at += l.length + 1;
  }
  return starts;
}

/** Text a rendered page does not show, in a Markdown file (fenced blocks are the caller's to skip). */
export function hiddenText(markdown: string): HiddenText[] {
  const found: HiddenText[] = [];
  for (const m of markdown.matchAll(IMAGE_ALT)) found.push({ index: m.index, length: m[0].length, text: m[1]!, how: 'image-alt' });
  for (const m of markdown.matchAll(LINK_TITLE)) found.push({ index: m.index, length: m[0].length, text: m.slice(1).find((t) => t !== undefined) ?? '', how: 'link-title' });
  if (ENCODED_OPEN.test(markdown)) {
    // Decoded line by line, so a comment's line in the decoded text is its line in the file.
    const lines = markdown.split('\n');
    const starts = lineStarts(lines);
    const decoded = lines.map(decodeEntities).join('\n');
    for (const m of decoded.matchAll(HTML_COMMENT)) {
      const line = decoded.slice(0, m.index).split('\n').length - 1;
      if (lines[line]!.includes('<!--') && !ENCODED_OPEN.test(lines[line]!)) continue;
      found.push({ index: starts[line]!, length: m[0].length, text: m[1]!, how: 'encoded-comment' });
    }
  }
  for (const m of markdown.matchAll(HTML_COMMENT)) found.push({ index: m.index, length: m[0].length, text: m[1]!, how: 'html-comment' });
  for (const m of markdown.matchAll(LINK_COMMENT)) found.push({ index: m.index, length: m[0].length, text: m[1] ?? m[2] ?? m[3] ?? '', how: 'link-comment' });
  for (const m of markdown.matchAll(HIDDEN_ELEMENT)) found.push({ index: m.index, length: m[0].length, text: (m[2] ?? m[4])!, how: 'hidden-element' });
  for (const m of markdown.matchAll(HTML_ATTRIBUTE)) found.push({ index: m.index, length: m[0].length, text: (m[1] ?? m[2])!, how: 'html-attribute' });
  for (const m of markdown.matchAll(FAR_RIGHT)) found.push({ index: m.index, length: m[0].length, text: m[1]!, how: 'whitespace' });
  // A comment or an attribute written in entities (`<!-- &#65;&#115;… -->`) is read by the model as the characters they stand for.
  for (const f of found) if (f.text.includes('&#') || f.text.includes('&lt;')) f.text = decodeEntities(f.text);
  return found;
}
