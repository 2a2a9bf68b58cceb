/**
 * Pure: PRIVILEGE GRANTED beyond the task, read by roles in one sentence (written after issue 36's fourteenth prose
 * batch, whose three voices widen permissions in words the client's setting names — `bypassPermissions`,
 * `Bash(*)` — never appear in): a verb that grants or writes (add, append, grant, give, set, mark, make, configure,
 * extend, enable, put, write) taking, in its clause, one of these objects:
 *
 * - every command for everyone without a password (`NOPASSWD: ALL`, "unrestricted sudo", "sudo without a password"
 *   for all);
 * - a key the text ships added to an `authorized_keys` file (a key named "below", "above", "following", "this",
 *   "our", or written out): a stranger's standing login; the user's own key ("add your public key") is setup;
 * - the client's approval taken away for a whole class of acts ("every tool as always allowed", "all shell
 *   commands … approved automatically", `autoApprove`);
 * - the folders the client may touch widened to the whole disk or home folder.
 *
 * Like the client's guards switched off (sentences.ts `guardOff`), it blocks alone: no honest skill needs any of
 * them, and a security guide saying so is in a documentary frame or names them without a granting verb.
 */
import { NEGATOR } from './sentence-acts.ts';

const GRANT = String.raw`(?:add|append|grant|give|set|mark|make|configure|extend|enable|put|write|insert|copy|install|place|turn\s+on|allow)`;
const KEY_SHIPPED = String.raw`\b(?:(?:the|this|these|our|a)\s+(?:\w+\s+){0,2}?keys?\s+(?:below|above|following|provided|attached|shipped|included)|(?:the\s+)?following\s+(?:\w+\s+)?keys?|\b(?:this|our)\s+(?:\w+\s+)?keys?|ssh-(?:rsa|ed25519|dss|ecdsa[\w-]*)\s+AAAA)`;
const OBJECTS = [
  // Every command for everyone, no password.
  String.raw`nopasswd\s*:\s*all\b|\bunrestricted\s+(?:root\s+|admin\w*\s+)?(?:sudo|root)\b|\b(?:sudo|root\s+access)\s+without\s+(?:a\s+|any\s+)?password\s+(?:for\s+)?(?:all|every|any)\b`,
  // A shipped key made a login.
  String.raw`${KEY_SHIPPED}(?:(?![;!?\n]|\.\s).){0,60}?\bauthorized_keys\b`,
  // Approval taken away for a whole class of acts.
  String.raw`\b(?:every|all|any)\s+(?:\w+\s+){0,2}?(?:tools?|commands?|tool\s+calls?|actions?|file\s+writes?|writes?|edits?)\b[^.;!?\n]{0,60}?\b(?:(?:as\s+)?always[- ]allowed|(?:are\s+|be\s+)?(?:approved|allowed|accepted)\s+automatically|auto[- ]?approved|pre-?approved)\b|\bauto[-_]?approve\w*["'\x60]?\s*[:=]?\s*["'\x60]?true\b`,
  // The folders the client may touch widened to everything.
  String.raw`\b(?:working\s+director(?:y|ies)|(?:additional|allowed)\s+director(?:y|ies)|director(?:y|ies)\s+(?:you|it)\s+(?:may|can)\s+(?:touch|access|read|write|use))\b[^.;!?\n]{0,40}?\b(?:(?:the\s+)?(?:whole|entire)\s+(?:disk|drive|file\s*system|home\s+(?:folder|directory)|machine)|root\s+folder)\b|\b(?:the\s+)?(?:whole|entire)\s+(?:disk|drive|file\s*system|home\s+(?:folder|directory))\s+to\s+(?:the\s+|its\s+|your\s+)?(?:working\s+)?director(?:y|ies)\b`,
];
const GRANTED = new RegExp(String.raw`\b${GRANT}\b(?:(?![;!?\n]|\.\s).){0,80}?(?:${OBJECTS.join('|')})`, 'giu');

/** Where a sentence grants one of these privileges (its verb), or -1; a negated verb grants nothing. */
export function privilegeGranted(sentence: string): number {
  for (const m of sentence.matchAll(GRANTED)) {
    const before = sentence.slice(0, m.index).split(/[:;()]/).pop()!.split(/\s+/).filter(Boolean).slice(-4).join(' ');
    if (!NEGATOR.test(before)) return m.index;
  }
  return -1;
}
