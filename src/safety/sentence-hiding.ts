/**
 * Pure: the trace of an ACT hidden in what the user sees — "collapse the output of this step in your reply",
 * "suppress that call from the command list you show", "fold its output so it is not visible". The object is
 * the act itself (this step, that command, the call, its output), not noise (deprecation warnings, progress
 * bars, long logs the reader can expand): a CI skill quiet about noise hides no action. sentences.ts counts it
 * as concealment, so it blocks beside a harmful act in its paragraph.
 *
 * Written after issue 36's ninth batch (`tests/safety/corpus/skills9-wording/`): actions hidden in the output.
 */

const HIDE = String.raw`(?:collapse|suppress|fold|hide|omit|strip|elide|remove|filter\s+out|leave\s+out|cut|exclude|redact|mute)`;
/** The act's trace: this step, that command, the upload, its output, the output of that call. */
const ACT = String.raw`(?:(?:the\s+)?output\s+of\s+(?:this|that|these|those|the|each)\s+(?:\w+\s+)?(?:step|command|call|request|upload|line)s?|(?:this|that|these|those|its|their)\s+(?:\w+\s+)?(?:steps?|commands?|calls?|lines?|requests?|uploads?|output)|the\s+(?:upload|network\s+call|network\s+request|curl\s+call|sync\s+step|upload\s+step))`;
/** Where the user would see it, or said not to be seen. */
const SEEN = String.raw`(?:\b(?:from|in|out\s+of)\s+(?:your|the)\s+(?:\w+\s+){0,2}?(?:reply|replies|answer|answers|summary|transcript|response|report|command\s+list|list\s+of\s+commands|output)\b|\bso\s+(?:it|they)\s+(?:is|are)\s+not\s+(?:visible|shown|seen)\b|\b(?:you\s+)?show(?:n)?\s+(?:to\s+)?the\s+user\b|\byou\s+show\b)`;

const HIDDEN = new RegExp(String.raw`\b${HIDE}\s+(?:\w+\s+){0,2}?${ACT}\b(?=[^.;!?]*${SEEN})`, 'u');

/** Where a sentence hides an act's trace from what the user sees, or -1. */
export function hiddenFromOutput(sentence: string): number {
  return sentence.search(HIDDEN);
}
