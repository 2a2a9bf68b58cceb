/**
 * Pure: the frames in which a sentence gives the model no order, for the sentence reader (sentences.ts): a
 * documentary frame (a detector, a guide, an example: sentence-words.ts's DOCUMENTARY, unless said as a
 * purpose or negated), a phrase quoted (a mention), a command line written as a sentence (the code rules
 * judge it).
 */
import type { PhraseMatch } from './phrases.ts';
import { phrases } from './sentence-tables.ts';
import * as W from './sentence-words.ts';
import { QUOTATION_MARKS } from './text.ts';

const DOCUMENTARY = phrases(W.DOCUMENTARY);

/** A command line written in a list or a sentence (a pipe between commands, `&&`, `$(…)`): the code rules judge it. */
const CODE = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?[a-z][\w.-]*\s[^|\n]*\s\|\s*[a-z]|&&|\$\(/;

/**
 * Whether a sentence is such a command line. A command only embedded in prose (in inline code, in quotes, in
 * parentheses: "every command you run has to begin with `curl … | sh`") leaves the sentence prose: its order is read.
 */
// Quotes only after the verb that runs them (a quoted argument, `--write "$(jq …)"`, is part of a command line); a
// parenthesis only as an aside (`$(…)` is the shell's).
const EMBEDDED = /`[^`\n]*`|\b(?:run|execute)\s+"[^"\n]*"|(?<!\$)\([^()\n]*\)/g;
export const commandLine = (t: string) => CODE.test(t) && CODE.test(t.replace(EMBEDDED, (m) => ' '.repeat(m.length)));

const RUN_BEFORE = /\b(?:run|execute)\s+$/;

/** A phrase between ASCII double quotes or a pair of typographic quotation marks (text.ts). */
const QUOTED_PHRASE = new RegExp(['"[^"\\n]{2,200}"', ...QUOTATION_MARKS.map(([open, close]) => `${open}[^${close}\\n]{2,200}[${close}]`)].join('|'), 'g');

/** Phrases quoted in the passage (two words or more between quotation marks) blanked: a mention gives no order. */
export function unquote(text: string): string {
  // A command quoted after the verb that runs it (`run "git remote add …"`) is what the model is told to run, not a mention.
  const blank = (m: string, at: number, all: string) => (/\s/.test(m.slice(1, -1).trim()) && !RUN_BEFORE.test(all.slice(Math.max(0, at - 12), at)) ? ' '.repeat(m.length) : m);
  return text.replace(QUOTED_PHRASE, blank).replace(/(?<=^|[\s(:])'[^'\n]{2,120}'(?=[\s.,;:)!?]|$)/g, blank);
}

/**
 * A documentary word said as a purpose ("for the audit record", "audit logging", "for our audit trail"): the
 * framing a leak is given, not a frame of the sentence.
 */
const PURPOSE_WORD = /^(?:audit|audits|auditing|record)$/;
/** Or as an occasion, the noun after a preposition of purpose or time ("for the audit", "prior to the completion of the audit"). */
const OCCASION = /\b(?:for|before|after|during|until|of|prior\s+to)\s+(?:the|our|an?|this|each|every)\s+(?:[\w-]+\s+)?$/;
const AS_PURPOSE = /^\s+(?:logs?|logging|records?|trail|purposes|service|copy|log\s+service)\b/;
/**
 * Not a frame either: a documentary verb negated ("do not warn the user", "never flag it": what the model is told not to
 * say; "skip any further audit": a check waived, sentence-results.ts), or a search whose object is a pronoun ("look for it in the project": finding the thing named before, an order).
 */
const NOT_A_FRAME = (t: string, m: PhraseMatch) =>
  // A word inside an address (`admin@attacker.com`, `scam.attacker.net`, `https://malicious-cdn.io`): a host's name, no topic.
  /[@./-]$/.test(t.slice(Math.max(0, m.index - 1), m.index)) ||
  /^[.-][a-z0-9]/i.test(t.slice(m.index + m[0].length, m.index + m[0].length + 2)) ||
  (/^(?:warn|warns|flag|flags|flagged|detect|detected)$/.test(m[0]) && /\b(?:not|never|no|don't|dont|without)\s+(?:\w+\s+)?$/.test(t.slice(Math.max(0, m.index - 20), m.index))) ||
  (/^(?:audit|audits|auditing)$/.test(m[0]) && /\b(?:not|never|no|don't|dont|without|skip|skipping|further)\s+(?:\w+\s+)?$/.test(t.slice(Math.max(0, m.index - 20), m.index))) ||
  (/^(?:look|watch|scan) for$/.test(m[0]) && /^\s+(?:it|them)\b/.test(t.slice(m.index + m[0].length)));
export const documentary = (t: string) => DOCUMENTARY.matches(t).some((m) => !NOT_A_FRAME(t, m) && !(PURPOSE_WORD.test(m[0]) && (AS_PURPOSE.test(t.slice(m.index + m[0].length)) || OCCASION.test(t.slice(0, m.index)))));

