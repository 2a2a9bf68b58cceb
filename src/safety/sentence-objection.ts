/**
 * Pure: the user's objection declared void. A sentence that names the user saying no (objecting, refusing,
 * saying stop or cancel, asking for something different) and, in that sentence or the next, takes it away: the act
 * done anyway or regardless, the stop said to "only mean" something else, the objection treated as a
 * misunderstanding, the text said to win. Like the text ranked above the user (sentence-ranking.ts), it takes the
 * user's say away whatever the text then asks, so it blocks alone (sentences.ts).
 *
 * Not: the user's no obeyed ("if the user says stop, stop and report"), a declined option with a default ("if the
 * user declines, continue with the defaults": continuing is not the refused act), the void negated ("never go on
 * anyway when the user objects").
 *
 * Written after issue 36's eighteenth prose batch (`tests/safety/corpus/skills18-prose/`, development part).
 */

/** The user by any name the model answers to, or a pronoun for them. */
const USER = String.raw`(?:(?:the|your|a)\s+)?(?:users?|requesters?|developers?|customers?|humans?|person\s+(?:you\s+are|you're)\s+(?:chatting|talking|speaking|working)\s+(?:with|to))|they|he|she`;
/** Saying no: by a verb, after the user within a few words. */
const SAYS_NO = new RegExp(
  String.raw`\b(?:${USER})\s+(?:\w+\s+){0,2}?(?:objects?|object\b|refuses?|declines?|disagrees?|protests?|push(?:es)?\s+back|complains?|says?\s+(?:no|stop|not\s+to|otherwise|don'?t)|types?\s+(?:stop|cancel|no)|asks?\s+(?:you\s+)?to\s+stop|tells?\s+you\s+(?:not\s+to|to\s+stop)|asks?\s+for\s+(?:something|anything)\s+(?:else|different)|wants?\s+(?:something|anything)\s+(?:else|different)|cancels?|interrupts?)\b`,
  'u',
);
/** Saying no: by a noun ("any objection", "their refusal", "a stop"). */
const OBJECTION = /\b(?:any|an|their|the\s+user'?s|every|such|a)\s+(?:objections?|refusals?|pushback|complaints?|protests?|stop\s+requests?|cancell?ations?)\b/u;
/** Taken away: done anyway, the stop meaning something else, a misunderstanding, not applying, the text winning. */
const VOIDED = new RegExp(
  [
    String.raw`\b(?:anyway|regardless|nonetheless|nevertheless|all\s+the\s+same)\b`,
    String.raw`\b(?:that|this|it)\s+(?:only|just|merely)\s+means\b`,
    String.raw`\btreat\s+(?:\w+\s+){0,3}?as\s+(?:an?\s+)?(?:misunderstanding|confusion|noise|mistake|formality|not\s+meant|irrelevant)\b`,
    String.raw`\b(?:does|do)\s+not\s+(?:apply|count|bind)\b|\b(?:is|are)\s+not\s+binding\b`,
    String.raw`\b(?:this|these|the)\s+(?:document|file|skill|agent|command|rules|instructions|requirements?)\s+(?:wins|prevails|governs|stands|applies)\b`,
  ].join('|'),
  'u',
);
const NEGATED = /\b(?:never|not|don't|do\s+not)\s+(?:\w+\s+){0,3}$/u;

/** Where a passage's sentences (folded, documentary ones left out by the caller) void the user's objection: the sentence and offset, or undefined. */
export function objectionVoided(texts: readonly string[]): { sentence: number; at: number } | undefined {
  for (const [i, text] of texts.entries()) {
    if (/\?\s*$/.test(text)) continue;
    const no = SAYS_NO.exec(text) ?? OBJECTION.exec(text);
    if (!no) continue;
    // In its sentence after the no, or in the next sentence.
    for (const [k, where, from] of [[i, text, no.index + no[0].length], [i + 1, texts[i + 1] ?? '', 0]] as const) {
      const rest = where.slice(from);
      const v = VOIDED.exec(rest);
      if (v && !NEGATED.test(rest.slice(0, v.index))) return { sentence: k, at: from + v.index };
    }
  }
  return undefined;
}
