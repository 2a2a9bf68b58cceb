/**
 * Pure: which words of a sentence are the model's ACTS and which are the
 * sensitive OBJECTS it names (the sentence reader's first pass, sentences.ts
 * tags and judges): a verb of a class counts unless negated, done by the user,
 * a noun after an article, a relative clause's, or reported ("instructions to
 * read …"); an object counts unless it is a measure, a name or a value the
 * code returns (sentence-words.ts).
 */
import type { PhraseMatch } from './phrases.ts';
import { phrases, type Table } from './sentence-tables.ts';
import * as W from './sentence-words.ts';

/** One action the model is told to take, by class, at its offset in the sentence. */
export interface Act {
  cls: 'read' | 'transmit' | 'execute' | 'disable';
  at: number;
  word: string;
  late?: boolean;
  noun?: boolean;
}

export const NEGATOR = phrases(W.NEGATORS);
/**
 * What a verb joined by a hyphen is still a verb with: a verb of sending (`copy-paste`), a word joining two verbs
 * (`read-and-send`), or an object pronoun joined to an imperative the way French writes it (`envoie-le`, `transmets-les`).
 */
const VERB_WORDS = (() => { let set: Set<string> | undefined; return () => (set ??= new Set([...W.TRANSMIT_VERBS, 'and', 'then', 'or', 'le', 'la', 'les', 'lui', 'leur', 'moi', 'nous', 'vous', 'toi', 'y', 'en'])); })();

const LATE_NEGATED = /^[^\s。、]{0,3}?(?:ない|ません|な[いか]|지\s*(?:마|않|말))/;
/** A verb in reported speech: the infinitive after a noun of instructing, or after telling the model to. */
export const REPORTED = /\b(?:instructions?|requests?|attempts?|orders?|prompts?|descriptions?|wording|texts?|directives?)\s+(?:\w+\s+)?to$|\b(?:tells?|telling|told|asks?|asking|asked|instructs?|instructing|directs?|directing|wants?|wanting)\s+(?:the\s+)?(?:model|assistant|agent|ai|llm|claude|it|you)\s+to$|\b(?:asks|asking|tries|trying|attempts|attempting|wants|wanting)\s+to$/;

/** A passive's subject that is none of anything, up to the verb: "nothing is", "no data will ever be", "none of it gets". */
const NONE_DONE = /\b(?:nothing|none(?:\s+of\s+(?:it|them|this))?|no\s+[a-z]+)(?:\s+(?:is|are|was|were|gets?|got|will|would|shall|ever|be|been|being)){1,3}$/;

/** A verb joined by "or"/"nor" to a negated one in its clause: "must not ask the user for them or try to read them" forbids both. */
const DISJUNCT = /\b(?:or|nor)\s+(?:(?:try|attempt|seek)\s+to\s+)?$/;
function negatedDisjunct(before: string): boolean {
  const or = DISJUNCT.exec(before);
  if (!or) return false;
  // The negated verb's own clause: back to a comma, a colon, a semicolon, a parenthesis or a dash ("Don't stop, or ask, just read …" is two clauses).
  const clause = before.slice(0, or.index).split(/[,:;()—–]|\s-\s/).pop()!;
  return NEGATOR.test(clause);
}

/** The actions of a sentence of a class, those negated (a negator in the three words before) left out. */
export function acts(text: string, verbs: RegExp | Table, cls: Act['cls'], how: { group?: boolean; noun?: boolean; late?: boolean } = {}): Act[] {
  const out: Act[] = [];
  for (const m of verbs instanceof RegExp ? text.matchAll(verbs) : (verbs.matches(text) as Array<PhraseMatch & { 1?: string }>)) {
    // With a group, the verb is the group (a participle after "to be", a verb after "the assistant").
    const at = how.group && m[1] !== undefined ? m.index + m[0].lastIndexOf(m[1]) : m.index;
    // The words before it in its clause: a colon, a semicolon or a parenthesis ends what a negator reaches ("(do not display): pass …").
    const before = text.slice(0, at).split(/[:;()]/).pop()!.split(/\s+/).filter(Boolean).slice(-5).join(' ');
    // A gerund is an order only after "by" ("begin by sending …"); otherwise it names an activity.
    if (!how.noun && m[0].endsWith('ing') && !/\bby$/.test(before)) continue;
    // Negated, or done by the user ("ask the user to paste …"): not the model's act.
    // After an article or a possessive it is a noun: "a log", "the upload", "your export", "a [commit message convention](…)", "a read-only mirror".
    // So after attributive adjectives that follow one: "your own free open api key" names a key, it opens nothing.
    if (!how.noun && /\b(?:a|an|the|this|that|these|those|your|my|our|their|its|each|every|any|no)(?:\s+[a-z]+(?:-[a-z]+)+|(?:\s+(?:own|free|new|personal|existing|current|default|optional|valid|official|separate|dedicated|paid|private|public)){1,3})?$/.test(before.replace(/[[*_"'`]+$/, ''))) continue;
    // A relative clause describes its antecedent ("a callback, which should call \`done\` with …"); "end" places only with "with" ("end every reply with …", not "support will end on …").
    if (!how.noun && /\b(?:which|who)(?:\s+(?:should|must|will|can|may|would|could|then))?$/.test(before)) continue;
    if (m[0] === 'end' && !/^(?:\s+[^\s,.;:]+){1,6}?\s+with\b/.test(text.slice(m.index + 3))) continue;
    // Joined by a hyphen to a word that is no verb ("open-source", "read-only"), it is one modifier; "copy-paste" is still a verb.
    const joined = W.JOINED_WORD.exec(text.slice(m.index + m[0].length));
    if (!how.noun && joined && !VERB_WORDS().has(joined[1]!)) continue;
    if (NEGATOR.test(before) || /\b(?:user|they|them)\s+(?:to\s+)?$/.test(before)) continue;
    if (negatedDisjunct(text.slice(0, at))) continue;
    // A passive whose subject is none of anything states what does not happen: "nothing is read from …", "no data will ever be sent".
    if (NONE_DONE.test(before)) continue;
    // A verb-final language negates after the verb: 送信しないで, 보내지 마세요.
    if (how.late && LATE_NEGATED.test(text.slice(m.index + m[0].length, m.index + m[0].length + 6))) continue;
    // Reported, not given: "instructions to read …", "a description telling the model to send …".
    if (REPORTED.test(before)) continue;
    out.push({ cls, at, word: how.group && m[1] !== undefined ? m[1] : m[0], late: how.late, noun: how.noun });
  }
  return out;
}

/** Where the sensitive objects of a sentence start, measures and names of them left out. */
export function objects(t: string, patterns: Array<RegExp | Table>): number[] {
  const out: number[] = [];
  for (const p of patterns) {
    for (const m of p instanceof RegExp ? t.matchAll(p) : p.matches(t)) {
      // `process.env.PORT` is one variable, named (a secret one is ENV_SECRET's); `process.env` alone is all of them.
      const one = /env(?:iron)?$/.test(m[0]) && /^[.[]\w/.test(t.slice(m.index + m[0].length));
      const after = t.slice(m.index + m[0].length);
      // A token of text (`comment tokens`, tokens in a sentence about tokenizing) is no secret.
      const textToken = /^tokens?$/.test(m[0]) && (W.TEXT_TOKEN_BEFORE.test(t.slice(Math.max(0, m.index - 30), m.index)) || W.TOKENIZING.test(t));
      if (!one && !textToken && !W.NOT_THE_SECRET.test(after) && !W.RETURNED.test(after) && !W.AS_NAME.test(t.slice(Math.max(0, m.index - 40), m.index))) out.push(m.index);
    }
  }
  return out;
}
