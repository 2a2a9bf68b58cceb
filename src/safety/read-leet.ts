/**
 * Pure: a word written in leetspeak (`53nd`, `t0k3n5`, `d0n't t3ll th3 u53r`) as the model reads it: digits
 * and signs drawn like letters (0 o, 1 i or l, 3 e, 4 a, 5 s, 7 t, @ a, $ s) made letters, one character for
 * one so offsets hold (read-as.ts). Only a word that mixes letters with such digits, and that reads as a word
 * the wording rules know once made letters — a verb of taking, sending or running, a secret's name, a
 * negator, a word of telling — is changed: `s3`, `k8s`, `utf8`, `v1`, `sha256` and `ipv4` stay what they are.
 *
 * Written after issue 36's ninth batch (`tests/safety/corpus/skills9-wording/`): light obfuscation.
 */
import * as W from './sentence-words.ts';

const DIGIT_LETTER: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** The words the wording rules read an order or a secret by, and the small words between them. */
const KNOWN = (() => {
  let set: Set<string> | undefined;
  return () => {
    if (set) return set;
    const words = [...W.READ_VERBS, ...W.TRANSMIT_VERBS, ...W.EXECUTE_VERBS, ...W.DISABLE_VERBS, ...W.NEGATORS, ...W.CREDENTIAL_WORDS]
      .flatMap((p) => p.split(/\s+/))
      .filter((w) => /^[a-z']+$/.test(w));
    const told = ['tell', 'mention', 'say', 'show', 'user', 'users', 'the', 'to', 'and', 'with', 'from', 'all', 'your', 'this', 'it', 'them', 'do', 'secretly', 'silently', 'quietly', 'ignore', 'previous', 'instructions', 'keys', 'key', 'ssh', 'aws', 'env'];
    set = new Set([...words, ...told]);
    return set;
  };
})();

/** A word mixing letters with digits or signs drawn like letters. */
const MIXED = /(?<![\w@$/.-])(?=[\w@$']*[a-z])(?=[\w@$']*[013457@$])[a-z0-9@$']{2,}(?![\w@$/-])/gi;
/** A text worth the look: a letter beside a digit drawn like one. */
const HAS_MIXED = /[a-z][013457@$]|[013457@$][a-z]/i;

function asLetters(word: string, one: 'i' | 'l'): string {
  let out = '';
  for (const c of word) out += c === '1' ? one : (DIGIT_LETTER[c] ?? c);
  return out;
}

/** The text with its leetspeak words read as the words they spell (same length). */
export function unleet(text: string): string {
  if (!HAS_MIXED.test(text)) return text;
  return text.replace(MIXED, (word) => {
    if (/[2689]/.test(word)) return word;
    for (const one of ['i', 'l'] as const) {
      const read = asLetters(word, one);
      if (read.length === word.length && KNOWN().has(read.toLowerCase())) return read;
    }
    return word;
  });
}
