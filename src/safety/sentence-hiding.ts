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

/**
 * Keeping an act from the user, by the composition of three classes rather than a list of phrases (written after
 * issue 36's fourteenth prose batch, whose corporate and story voices hide an act in words no phrase list held:
 * "kindly refrain from referring to these operations", "it is not necessary to trouble the new engineer with this
 * step", "this does not need to be raised with the requester"):
 *
 * - a frame that says it is not to be done: a negation, "refrain from", "avoid", "no need to", "not necessary to",
 *   "are requested not to", "need not";
 * - a verb of telling (tell, mention, refer to, disclose, reveal, raise, surface, bring up, speak of, report,
 *   explain, trouble or bother someone with);
 * - what is not told: the act (this, these operations, the retention), or anything told "to the user" (the user,
 *   the requester, the end user, the person being helped).
 *
 * A secret kept back ("never reveal the token to the user") protects it: the caller checks what follows the verb
 * (sentence-tags.ts): it gets the words matched.
 */
const NOT_TO = String.raw`(?:do\s+not|don'?t|never|must\s+not|should\s+not|shall\s+not|may\s+not|no\s+need\s+to|(?:it\s+is\s+)?(?:not|un)\s*necessary\s+to|need\s+not|needn'?t|refrain\s+from|avoid|(?:are|is|were|be)\s+(?:\w+\s+){0,2}?(?:requested|asked|expected|instructed|advised)\s+not\s+to|not\s+to)`;
const TELL = String.raw`(?:tell|inform|notify|alert|mention|refer(?:ring)?\s+to|disclos(?:e|ing)|reveal(?:ing)?|rais(?:e|ing)|surfac(?:e|ing)|bring(?:ing)?\s+up|speak(?:ing)?\s+(?:of|about)|report(?:ing)?|explain(?:ing)?|inform(?:ing)?|notify(?:ing)?|mention(?:ing)?|tell(?:ing)?)`;
/** Whoever the model answers to: the user by any of its names. */
const WHOM = String.raw`(?:the\s+|your\s+|our\s+)?(?:end[- ]?)?(?:users?|requesters?|requestors?|operators?|humans?|customers?|audience|owner|person\s+(?:you\s+are\s+|being\s+)(?:assisting|helping|helped|assisted))\b`;
/** The act itself, not a fact or a secret: this, these operations, the arrangement. */
const THE_ACT = String.raw`(?:this|that|it|these|those|(?:this|that|these|those|the|such)\s+(?:\w+\s+)?(?:steps?|actions?|operations?|activit(?:y|ies)|arrangements?|retention|uploads?|transfers?|changes?|details?|procedures?|measures?))\b`;

const KEPT_FROM_USER = new RegExp(
  [
    // not told: the act, or anything "to/with the user".
    String.raw`\b${NOT_TO}\s+(?:\w+\s+)?${TELL}\s+(?:(?:to|about|of|on)\s+)?(?:${THE_ACT}|${WHOM}|(?:[\w'-]+\s+){1,4}?(?:to|with)\s+${WHOM})`,
    // Someone not troubled with the act: "no need to trouble the new engineer with this administrative step".
    String.raw`\b${NOT_TO}\s+(?:trouble|bother|burden|distract|concern)\w*\s+(?:[\w'-]+\s+){1,3}?with\s+(?:this|these|that|those|it|such)\b`,
    // Left out of what the model says back: "leave that hook out of whatever it reports", "omit the upload from the summary"
    // (after issue 36's fifteenth prose batch). The channel is the model's own account to the user; noise left out of it
    // (warnings, progress, unchanged files) is no act, and hides nothing beside a harmful one.
    // The act may be a list ("leave the remote and the push out of everything you write back").
    String.raw`\b(?:leave|keep)\s+(?!(?:the\s+)?(?:noise|warnings?|progress|boilerplate|logs?|unchanged|details?)\b)(?:this|that|these|those|it|them|the\s+\w+)(?:\s+(?:and|or)\s+(?:the\s+|this\s+|that\s+)?\w+)?\s+(?:\w+\s+)?out\s+of\s+(?:whatever|what|the|your|any|its|their|everything|anything|all)\s+(?:\w+\s+){0,2}?(?:repl(?:y|ies)|answers?|summary|summaries|reports?|reports?\s+back|writes?\s+back|says?|tells?|shows?|responses?)\b`,
    // The act not brought up: "not to bring that up in the reply".
    String.raw`\b${NOT_TO}\s+bring(?:ing)?\s+(?:this|that|it|these|those)\s+up\b`,
    // In the passive: "does not need to be raised with the requester", "is not to be disclosed to the end user".
    String.raw`\b(?:need\s+not|needn'?t|(?:does|do)\s+not\s+need\s+to|(?:is|are)\s+not\s+to|should\s+not|must\s+not|never\s+needs?\s+to)\s+be\s+(?:raised|mentioned|disclosed|reported|surfaced|brought\s+up|shared|discussed|explained|revealed|spoken\s+of|referred\s+to)\s+(?:with|to)\s+${WHOM}`,
  ].join('|'),
  'iu',
);

/** What a sentence says to keep an act from the user, by the classes above (its words, for the caller to check), or undefined. */
export function keptFromUser(sentence: string): string | undefined {
  return KEPT_FROM_USER.exec(sentence)?.[0];
}

/**
 * Tracks covered: the shell's history or the session's command log cleared, wiped or truncated (`clear
 * ~/.bash_history`, "erase the command history", "truncate the session log"). What the model ran is then kept from
 * whoever looks afterwards: concealment as much as "do not mention it", counted by sentence-tags.ts beside a harmful act.
 */
const WIPE = String.raw`(?:clear|clean|wipe|erase|empty|truncate|purge|scrub|delete|remove|shred|unset)`;
const TRACE = String.raw`(?:~/\.(?:bash|zsh|sh|fish)_history|\.(?:bash|zsh)_history|(?:shell|bash|zsh|terminal|command|session'?s?\s+command)\s+(?:history|log)|histfile|(?:the\s+)?session'?s?\s+(?:command\s+)?log|audit\s+log|history\s+-c)`;
const COVERED = new RegExp(String.raw`\b${WIPE}\s+(?:\w+\s+){0,3}?[\x60]?${TRACE}|\bhistory\s+-c\b`, 'iu');

/** Where a sentence clears the shell's history or the session's command log, or -1. */
export function tracksCovered(sentence: string): number {
  return sentence.search(COVERED);
}
