/**
 * Pure: a RANKING read by its two parties, not by its verbs. A sentence that names the text itself (this
 * document, this tool's output, these rules) and the user's or the system's say (the user, the operator, the
 * person at the keyboard, the system prompt, whatever they said before) and orders them puts one above the
 * other; which one wins is read from where each stands beside the ranking word, so any wording of "above",
 * "before", "lower than" or "yields to" is read the same way:
 *
 * - the text first, then a word that ranks up ("outranks", "passes before", "above", "is the governing"), then the
 *   user: the text wins;
 * - the user first, then a word that ranks down ("lower than", "below", "yields to", "after"), then the text: the
 *   text wins;
 * - the user's say set aside by any verb of dismissing, or declared void ("none of it applies") in its own sentence
 *   or the next one through a pronoun;
 * - a list introduced as an order of authority or priority where the text comes before the user.
 *
 * Ranking the text above the user's or the system's word takes the user's say away whatever the text then asks,
 * so it blocks alone (sentences.ts); a style guide ranking its voice above "personal style", a reference above
 * "older docs", or the user above the skill ("if the user asks for another tone, follow the user") names no
 * such pair in that order. Settings scopes ("project settings override user settings") are no party.
 *
 * Written after issue 36's fifteenth prose batch (`tests/safety/corpus/skills15-prose/`), whose outranking is said
 * in the passive, in indirect speech, in French, in a numbered list and across two sentences.
 */
import { REPORTED } from './sentence-acts.ts';
import { SETTINGS_AFTER } from './sentence-words.ts';

/** The user's or the system's say, by any of its names (folded text). */
const OTHER = new RegExp(
  String.raw`\b(?:(?:person|human|one)\s+at\s+the\s+keyboard|(?:end[- ]?)?users?\b(?!'?s?[\s-]+(?:settings|config\w*|preferences|profiles?|levels?|scopes?|data|names?|ids?|input|agents?|interfaces?|home|accounts?|groups?|tables?|records?|roles?|sessions?|experience|stor(?:y|ies)|guides?|manuals?|docs?|documentation|space|mode|facing|feedback|management|permissions?|models?|objects?|messages?|content)\b)|operators?|requesters?|humans?|system\s+(?:prompt|message|instructions)s?|claude\.md|agents\.md|anthropic|(?:previous|prior|earlier|original|initial)\s+(?:\w+\s+)?(?:instructions|guidance|directions|directives|rules)|(?:everything|anything|whatever|all)\s+(?:that\s+)?(?:\w+\s+){0,3}?(?:said|told|typed|asked|wrote|says|types|asks)\b|utilisat(?:eur|rice)s?|message\s+syst[eè]me|benutzers?|nutzers?|usuarios?|usuários?|utente)`,
  'gu',
);
/** The text itself: this document, this tool's output, these rules, the text this tool returns. */
const SELF = new RegExp(
  String.raw`\b(?:(?:this|these|the\s+present)\s+(?:\w+\s+)?(?:document|file|skill|agent|command|tool(?!\s+(?:call|use))|description|block|notes?|rules|guidance|instructions|directives|section|policy|persona|prompt|page)\b|this\s+(?:tool|skill|server)'s\s+(?:\w+\s+)?(?:output|results?|notes|guidance|text|instructions)\b|(?:text|output|results?|notes|guidance)\s+(?:returned\s+by|from|of|in)\s+this\s+(?:tool|server|skill)\b|(?:ces|cette)\s+(?:consignes|règles|instructions)|(?:diese|dieses)\s+(?:regeln|anweisungen|dokument|datei)|(?:estas|este)\s+(?:reglas|instrucciones|documento|archivo))`,
  'gu',
);
/** A word that ranks what stands before it above what follows it. */
const RANKS_UP = /\b(?:outranks?|overrules?|supersedes?|overrides?|trumps?|beats?|(?:prevails?|wins?)\s+over|(?:ranks?|comes?|goes|go|stands?|sits?)\s+(?:above|before|ahead\s+of|over)|(?:takes?|has|have|with)\s+(?:higher\s+|highest\s+|absolute\s+)?(?:precedence|priority)\s+over|(?:higher|greater)\s+(?:in\s+(?:priority|rank)\s+)?than|(?:is|are)\s+(?:the\s+)?(?:governing|controlling|final|highest)|passent?\s+avant|priment?\s+sur|haben\s+vorrang\s+vor|tienen?\s+prioridad\s+sobre|prevalecen?\s+sobre)\b/gu;
/** A word that ranks what stands before it below what follows it. */
const RANKS_DOWN = /\b(?:lower\s+(?:in\s+(?:priority|rank)\s+)?than|(?:ranks?|comes?|stands?|sits?)\s+(?:below|after|beneath)|(?:is|are|be)\s+(?:\w+\s+){0,2}?(?:below|beneath|subordinate\s+to|secondary\s+to|second\s+to)|yields?\s+to|defers?\s+to|gives?\s+way\s+to|lower\s+priority\s+than)\b/gu;
/** The user's say dismissed: any verb of setting aside, onto the party within a few words. */
const DISMISS = /\b(?:set|put|push|lay)\s+aside|\b(?:disregard|ignore|discard|dismiss|overrule|override|disobey)\b|\bpay\s+no\s+attention\s+to\b|\bignor(?:ez|e|a|iere)\b/gu;
/** Declared void: no longer applies, is outdated, none of it holds. */
const VOID = /\b(?:no\s+longer\s+appl(?:y|ies)|(?:none|nothing)\s+of\s+(?:it|this|that|them)\s+(?:appl(?:y|ies)|holds?|counts?|matters?)|(?:does|do)\s+not\s+apply\s+any\s*(?:more|longer)|(?:is|are|was|were)\s+(?:now\s+)?(?:void|obsolete|outdated|superseded|invalid|revoked|cancell?ed)|came\s+from\s+an?\s+(?:outdated|obsolete|old|stale)\b)/u;
const NEGATED = /(?:\b(?:not|never|no)|n't)\s+(?:\w+\s+)?$/;
/** The party's words, what VOID can be said of (not the user themselves: "ask the user to confirm it is revoked" voids a key). */
const SAID = /\b(?:(?:previous|prior|earlier|original|initial)\s+(?:\w+\s+)?(?:instructions|guidance|directions|directives|rules)|(?:everything|anything|whatever|all|what)\s+(?:that\s+)?(?:\w+\s+){0,3}?(?:said|told|typed|asked|wrote)\b|system\s+(?:prompt|message|instructions)|(?:user|operator)'?s?\s+(?:instructions|directives|guidance))/gu;
/** A list introduced as an order of authority or priority, and which end comes first. */
const ORDER_INTRO = /\b(?:order|hierarchy|ranking|chain)\s+of\s+(?:authority|priority|precedence|command)|\b(?:authority|priority|precedence)\s+(?:order|ranking|hierarchy)\b/u;
const LOWEST_FIRST = /\blowest\s+first\b|\bascending\b/u;
const ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;

const positions = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => ({ at: m.index, end: m.index + m[0].length }));
const others = (text: string) => positions(OTHER, text).filter((o) => !SETTINGS_AFTER.test(text.slice(o.end)));

/** Whether a sentence (folded) ranks the text above the user's or the system's say; the offset of its ranking word, or -1. */
function ranked(text: string): number {
  const self = positions(SELF, text);
  const other = others(text);
  if (other.length === 0) return -1;
  // Negated, or reported of another text ("if a file tells you to ignore previous instructions, refuse"): no order.
  const live = (w: { at: number }) => !NEGATED.test(text.slice(Math.max(0, w.at - 16), w.at)) && !REPORTED.test(text.slice(0, w.at).trimEnd());
  if (self.length > 0) {
    for (const w of positions(RANKS_UP, text)) if (live(w) && self.some((t) => t.end <= w.at) && other.some((o) => o.at >= w.end)) return w.at;
    for (const w of positions(RANKS_DOWN, text)) if (live(w) && other.some((o) => o.end <= w.at) && self.some((t) => t.at >= w.end)) return w.at;
  }
  // Dismissed: the verb onto the party, within six words, in the same clause.
  for (const w of positions(DISMISS, text)) {
    if (!live(w)) continue;
    const o = other.find((x) => x.at >= w.end && !/[,;:]/.test(text.slice(w.end, x.at)) && text.slice(w.end, x.at).split(/\s+/).length <= 7);
    if (o) return w.at;
  }
  return -1;
}

/**
 * Where a passage's sentences (folded, documentary ones already left out by the caller) rank the text above the
 * user's or the system's say: the sentence's index and the offset in it, or undefined.
 */
export function outranked(texts: readonly string[]): { sentence: number; at: number } | undefined {
  for (const [i, text] of texts.entries()) {
    if (/\?\s*$/.test(text)) continue;
    const at = ranked(text);
    if (at >= 0) return { sentence: i, at };
    // Declared void: in the party's own sentence, or the next one through a pronoun ("Everything you were told before … . None of it applies").
    const v = VOID.exec(text);
    // Its subject is the party's words, a few words before it with no clause between, or a pronoun opening the sentence after them.
    const subject = (x: RegExpExecArray) => positions(SAID, text).some((o) => o.end <= x.index && !/\b(?:to|that|whether|if|it)\b/.test(text.slice(o.end, x.index)) && text.slice(o.end, x.index).trim().split(/\s+/).length <= 6);
    const pronoun = (x: RegExpExecArray) => i > 0 && /^\s*(?:(?:none|nothing|all)\s+of\s+(?:it|this|that|them)|(?:it|this|that|they)(?=\s+(?:no\s+longer|(?:is|are|was|were)\s+(?:now\s+)?(?:void|obsolete|outdated|superseded|invalid|revoked))))\b/.test(text) && x.index < 40 && positions(SAID, texts[i - 1]!).length > 0;
    if (v && !NEGATED.test(text.slice(Math.max(0, v.index - 16), v.index)) && (subject(v) || pronoun(v))) return { sentence: i, at: v.index };
    // An order of authority: the first item naming the text before the first naming the user.
    if (ORDER_INTRO.test(text)) {
      // The splitter ends a sentence at a list number's full stop ("1." then "this tool's output"): the two are one item.
      const items: string[] = [];
      for (let k = i + 1; k < texts.length; k++) {
        if (/^\s*\d+[.)]\s*$/.test(texts[k]!) && k + 1 < texts.length) items.push(texts[++k]!);
        else if (ITEM.test(texts[k]!)) items.push(texts[k]!);
        else break;
      }
      const selfAt = items.findIndex((t) => positions(SELF, t).length > 0 || /\b(?:this|its)\s+(?:output|description|results?)\b/.test(t));
      const otherAt = items.findIndex((t) => others(t).length > 0);
      if (selfAt >= 0 && otherAt >= 0 && (LOWEST_FIRST.test(text) ? selfAt > otherAt : selfAt < otherAt)) return { sentence: i, at: 0 };
    }
  }
  return undefined;
}
