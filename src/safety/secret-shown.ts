/**
 * Pure: credentials harvested into the open. Markdown the model acts on that tells it to read a credential
 * STORE (a private key file, `~/.aws/credentials`, a browser's password database, a wallet) and, anywhere in
 * the same file, to show, output or include the secret MATERIAL itself ("output the full key material",
 * "include the raw credential contents in the report", "the current key contents must be displayed") copies
 * the user's secrets into the transcript or a report made to be forwarded: a harvest whether or not an address
 * is named. Either alone is honest and common (an audit reads a key file's permissions or algorithm; a report
 * lists which files hold secrets; "never print the key"), so only the two together are reported.
 */
import type { Collector } from './analyze.ts';
import { CREDENTIAL_FILE } from './directive-targets.ts';
import { markdownPassages } from './wording.ts';
import { ATTACK_TOPIC } from './sentences.ts';
import { readSentences } from './sentence-tags.ts';
import { NEGATOR } from './sentence-acts.ts';
import { evidence, lineAt } from './text.ts';
import type { Scan } from './units.ts';

/** The secret itself, not a fact about it: in full, raw, or named as the material, the values, the passwords. */
const MATERIAL = String.raw`(?:(?:full|raw|complete|entire|actual|current|plaintext|unredacted|decrypted)\s+(?:[\w-]+\s+){0,3}?(?:contents?|material|values?|data|keys?|body|text|credentials|passwords|tokens|secrets)|(?:key|keys|keystore|credential|credentials|password|secret|token|wallet|cookie)\s+(?:material|contents?|values?|data|bodies)|private\s+keys?|key\s+material|(?:extracted|stored|saved|harvested)\s+(?:credentials|passwords|keys|tokens|secrets)|(?:usernames\s+and\s+)?passwords)\b`;
/** A verb that puts something where the user (and whoever the transcript or report reaches) reads it, then its object. */
const SHOWN = new RegExp(String.raw`\b(?:display|show|output|print|echo|dump|reveal|expose|include|paste|present|list|write\s+out)(?:s|es)?\s+(?:(?!not\b|never\b)[\w'"\x60./~-]+\s+){0,8}?` + MATERIAL, 'g');
/** The same in the passive: "raw credential contents are included", "the key contents must be displayed". */
const SHOWN_PASSIVE = new RegExp(MATERIAL + String.raw`(?:\s+[\w'-]+){0,4}?\s+(?:is|are|must|should|will|gets?)\s+(?:(?:also|always|then|to|be)\s+){0,3}(?:displayed|shown|output|printed|included|pasted|dumped|listed|revealed)\b`, 'g');
/** A store's contents put somewhere whole, in the sentence that names the store: "… and the contents of ~/.netrc, pasted in full". */
const WHOLE = /\b(?:paste|include|copy|print|show|display|output|dump|write|add)(?:s|ed|d)?\b[^.;]{0,120}?\b(?:in\s+full|verbatim|word\s+for\s+word|unredacted|in\s+(?:their|its)\s+entirety)\b/g;
const STORE = new RegExp(CREDENTIAL_FILE.source, 'gi');

/**
 * A paragraph's soft-wrapped lines joined (a line break not before a list item, a heading or a blank line is a
 * space), one character for one so offsets hold: the sentence reader ends a sentence at a line break.
 */
const unwrapped = (passage: string) => passage.replace(/\n(?![ \t]*(?:[-*+]|\d+[.)])\s|[ \t]*\n|[ \t]*#)/g, ' ');

interface Hit {
  index: number;
  text: string;
}

/**
 * What makes a sentence that shows secrets a description of one: attacks as its topic, an example, a detector's or a
 * warning's words. Not the sentence reader's whole documentary frame, which counts "audit": the harvest's usual pretext.
 */
const DESCRIBED = /\b(?:for\s+example|e\.g\.|for\s+instance|detect\w*|flag\s+(?:any|every|all|this|these|it|them)\b|warn\s+(?:the\s+user|them)\s+about|look\s+for|red\s+flags?|suspicious)\b/;

/** The sentences of a passage that show secret material, not negated. */
function shows(passage: string, offset: number): Hit[] {
  const out: Hit[] = [];
  for (const s of readSentences(unwrapped(passage))) {
    if (ATTACK_TOPIC.test(s.text) || DESCRIBED.test(s.text)) continue;
    const named = new RegExp(CREDENTIAL_FILE.source, 'i').test(s.text.replace(/`/g, ' '));
    for (const re of named ? [SHOWN, SHOWN_PASSIVE, WHOLE] : [SHOWN, SHOWN_PASSIVE]) {
      for (const m of s.text.matchAll(re)) {
        const before = s.text.slice(Math.max(0, m.index - 24), m.index);
        if (NEGATOR.test(before) || NEGATOR.test(m[0])) continue;
        out.push({ index: offset + s.start, text: s.text });
      }
    }
  }
  return out;
}

/** Whether a sentence of the passage tells the model to read a credential store (a verb of reading before the store's name, in its clause). */
function readsStore(passage: string): boolean {
  for (const s of readSentences(unwrapped(passage))) {
    if (ATTACK_TOPIC.test(s.text) || DESCRIBED.test(s.text)) continue;
    const plain = s.text.replace(/`/g, ' ');
    for (const m of plain.matchAll(STORE)) {
      if (s.acts.some((a) => a.cls === 'read' && a.at < m.index && !/[,;]/.test(plain.slice(a.at, m.index)) && plain.slice(a.at, m.index).split(/\s+/).length <= 12)) return true;
    }
  }
  return false;
}

/** Secret material shown, in a file whose steps read a credential store: one blocking finding at the first sentence that shows it. */
export function secretShownFindings(scan: Scan, collector: Collector): void {
  for (const md of scan.markdown) {
    if (!md.readByModel || !STORE.test(md.text)) continue;
    STORE.lastIndex = 0;
    const inFence = (line: number) => line < md.bodyLine || md.fences.some(([a, b]) => line >= a && line <= b);
    const passages = markdownPassages(md.text, inFence).filter(([, , introduction]) => introduction === undefined);
    if (!passages.some(([, p]) => readsStore(p))) continue;
    const shown = passages.flatMap(([offset, p]) => shows(p, offset))[0];
    if (!shown) continue;
    collector.add('tool-poisoning', md.file, lineAt(md.text, shown.index), evidence(`a credential store read and its secrets shown or put in a report: ${shown.text.trim()}`), true);
  }
}
