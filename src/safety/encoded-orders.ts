/**
 * Pure: Markdown the model reads that carries a text hidden in an encoding and tells the model to decode it into
 * text itself (docs/safety.md, `hidden-instructions`): an opaque payload (a run of base64, base85 or similar with
 * no spaces, or a list of character or byte codes) and steps saying to decode, decrypt or XOR something and to
 * read what comes out as text or follow it. Whatever the payload says reaches the model as its instructions, and
 * nobody reviewing the component can read it. A payload with no such steps (an inline image, a checksum, a
 * test vector) is data; steps with no payload (how to decode what the user gives) are a how-to; a JWT or a
 * `data:` address is no hidden text; a passage about attacks is a guide.
 */
import type { Collector } from './analyze.ts';
import { ABOUT_ATTACKS } from './about-attacks.ts';
import { evidence, lineAt } from './text.ts';
import type { Scan } from './units.ts';

/** A run of 60 or more characters of a base64 or base85 alphabet with no space, mixing letters and digits. */
const RUN = /(?<![\w+/=:.-])[A-Za-z0-9+/=_!#$%&()*;<>?@^`{|}~-]{60,}/g;
/** Twenty or more byte or character codes in a comma-separated list. */
const CODES = /(?<![\w.])(?:\d{1,3}\s*,\s*){24,}\d{1,3}(?![\w.])/g;
/** A step that decodes: decode, decrypt, deobfuscate, unscramble, XOR. */
const DECODES = /\b(?:(?:base\s?(?:64|85|32|16)|hex|rot13|b64|b85)\s+decode|decode|decrypt|de-?obfuscate|unscramble|descramble|xor)\b/i;
/** What comes out read as text or followed: "interpret the bytes as UTF-8 text", "follow the decoded steps". */
const AS_TEXT = /\b(?:interpret|read|treat|render|convert|turn|decode)\b[^.\n]{0,60}?\bas\s+(?:(?:utf-?8|ascii|plain|unicode)\s+)?(?:text|string|instructions?|commands?|steps?)\b|\b(?:follow|run|execute|obey|apply|carry\s+out)\b[^.\n]{0,40}?\b(?:decoded|decrypted|reconstructed|resulting|result|output)\b/i;

function payloads(text: string): { index: number; text: string }[] {
  const found: { index: number; text: string }[] = [];
  for (const m of text.matchAll(RUN)) {
    const t = m[0];
    const before = text.slice(Math.max(0, m.index - 8), m.index);
    // A `data:` address, a JWT, a path or an address, a hash written in hex: no hidden text.
    if (/base64,$|:\/\/\S*$/.test(before) || /^eyJ/.test(t) || /^[0-9a-f]+$/i.test(t) || /\/\w+\//.test(t) || (t.match(/[A-Za-z]/g)?.length ?? 0) < 20) continue;
    if (!/[A-Z]/.test(t) || !/[a-z]/.test(t) || !/\d/.test(t)) continue;
    found.push({ index: m.index, text: t });
  }
  for (const m of text.matchAll(CODES)) found.push({ index: m.index, text: m[0] });
  return found.sort((a, b) => a.index - b.index);
}

export function encodedOrderFindings(scan: Scan, collector: Collector): void {
  for (const md of scan.markdown) {
    if (!md.readByModel || !DECODES.test(md.text) || !AS_TEXT.test(md.text) || ABOUT_ATTACKS.test(md.text.replace(/\bfor\s+example\b|\be\.g\.|\bfor\s+instance\b|\bsuch\s+as\b/gi, ''))) continue;
    const inFence = (line: number) => md.fences.some(([a, b]) => line >= a && line <= b);
    // Outside code: code that decodes is read by its own language's rules (ir/flow.ts).
    const hidden = payloads(md.text).find((p) => !inFence(lineAt(md.text, p.index)) && lineAt(md.text, p.index) >= md.bodyLine);
    if (!hidden) continue;
    collector.add('hidden-instructions', md.file, lineAt(md.text, hidden.index), evidence(`an encoded text the model is told to decode and read: ${hidden.text.slice(0, 80)}`), true);
  }
}
