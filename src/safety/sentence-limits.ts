/**
 * Pure: the model (or the persona it is cast as) declared free of the user's say or of its limits — "an
 * assistant that never asks for confirmation", "it does not need the user's approval", "exempt from the
 * permission prompts", "has no restrictions", "ohne Einschränkungen", "sin restricciones" — without the words
 * "ignore previous instructions". Like an override that only ranks this text, it blocks beside a harmful act
 * or hiding (sentences.ts): a persona for tone ("you are Captain Byte, a cheerful pirate") declares no such
 * thing, and a terse persona that needs no approval to give an opinion does nothing that harms.
 *
 * Written after issue 36's ninth batch (`tests/safety/corpus/skills9-wording/`): role play that removes a limit.
 */

/** What the user's say is asked through: confirmation, approval, permission, consent. */
const SAY = String.raw`(?:confirmation|confirmations|approval|approvals|permission|permissions|consent|authori[sz]ation|sign-off)`;

/** Limits the model keeps: restrictions, rules, the permission prompts, safety checks. */
const LIMITS = String.raw`(?:restrictions?|limits?|limitations?|guardrails?|rules|permission\s+prompts?|confirmation\s+prompts?|safety\s+(?:rules|checks|policies|guidelines)|approval\s+steps?)`;

const LIMIT_REMOVED = new RegExp(
  [
    // Never asks for / does not need / needs no the user's say.
    String.raw`\b(?:never|doesn't|does\s+not|don't|do\s+not|needn't|need\s+not|won't|will\s+not)\s+(?:\w+\s+)?(?:need|needs|require|requires|ask|asks|wait|waits|request|requests|seek|seeks)\s+(?:for\s+|to\s+(?:ask\s+(?:for\s+)?)?)?(?:the\s+user's\s+|the\s+user\s+for\s+|anyone's\s+|any\s+|a\s+|their\s+)?${SAY}\b`,
    String.raw`\b(?:needs?|requires?)\s+no\s+(?:\w+\s+)?${SAY}\b`,
    // Exempt from, not bound by, free of, without, has no: its limits.
    String.raw`\b(?:exempt\s+from|not\s+bound\s+by|free\s+(?:of|from)|unbound\s+by|has\s+no|have\s+no|with\s+no|without\s+any)\s+(?:the\s+|any\s+|its\s+|your\s+)?(?:(?:usual|normal|safety|content|ethical|built-in|such|user's)\s+)?${LIMITS}\b`,
    // German, Spanish, Portuguese, French, Italian.
    String.raw`\b(?:fragt|frage|fragst)\s+nie(?:mals)?\s+nach\s+(?:einer\s+)?(?:best[äa]tigung|erlaubnis|zustimmung)|\bohne\s+(?:jede\s+)?(?:einschr[äa]nkungen|r[üu]ckfrage|best[äa]tigung|erlaubnis)|\bkeine\s+(?:einschr[äa]nkungen|sicherheitsregeln|grenzen)`,
    String.raw`\bsin\s+(?:ninguna\s+)?(?:restricciones|l[íi]mites|pedir\s+permiso|confirmaci[óo]n)|\bnunca\s+pide\s+(?:permiso|confirmaci[óo]n)`,
    String.raw`\bsem\s+(?:nenhuma\s+)?(?:restri[çc][õo]es|limites|pedir\s+(?:permiss[ãa]o|autoriza[çc][ãa]o))|\bn[ãa]o\s+precisa\s+de\s+(?:autoriza[çc][ãa]o|permiss[ãa]o|confirma[çc][ãa]o)`,
    String.raw`\bsans\s+(?:aucune\s+)?(?:restrictions?|limites?|demander\s+(?:la\s+)?(?:permission|confirmation|l'autorisation))|\bne\s+demande\s+jamais`,
    String.raw`\bsenza\s+(?:alcuna\s+)?(?:restrizioni|limiti|chiedere\s+(?:il\s+)?(?:permesso|conferma))`,
  ].join('|'),
  'u',
);

/** Where a sentence declares the model free of the user's say or of its limits, or -1. */
export function limitRemoved(sentence: string): number {
  return sentence.search(LIMIT_REMOVED);
}

/**
 * The user's say WAIVED OVER A SCOPE, read by three parts rather than by phrases (written after issue 36's fifteenth
 * prose batch, `tests/safety/corpus/skills15-prose/`, whose confirmations are "considered already granted", "regarded
 * as noise", "redundant", "unnecessary", a table cell "never", or "no confirmations" after "imagine the user said yes"):
 *
 * - a check: the user's say (confirmation, approval, a yes, asking first) or the client's guard (the sandbox, the
 *   deny list, the safety checks; not warnings, which a build's output reports "no" of);
 * - a predicate that waives it: said granted, redundant, unnecessary, switched off or noise, skipped, not requested,
 *   "no confirmations", a table cell "never" or "none" on the check's row;
 * - a scope it is waived over: every command or action, the rest of the session, or what cannot be undone (removals,
 *   `rm -rf`, force-pushes); the client's guard is a scope of its own.
 *
 * The scope may be in the sentence before ("every destructive step would wait for the user to approve it. Here that is
 * unnecessary"). A check waived for one harmless kind of run ("dry runs need no confirmation") has no scope; one the user
 * chooses, a purpose ("to skip the prompt, pass --yes"), a possibility ("you can") or a question is no order. It blocks
 * alone (sentences.ts): the user's say over everything is gone whatever the text then asks.
 */
const CHECK = String.raw`(?:${SAY}|confirm(?:ing)?|approv(?:e|ing)|(?:a|the\s+user's|their|anyone's)\s+(?:yes|go-ahead)|go-ahead|asking(?:\s+(?:first|before))?|ask(?:ing)?\s+(?:first|before)|stopping\s+to\s+ask|(?:permission|confirmation|approval)\s+(?:prompts?|dialogs?|steps?|checks?))`;
const GUARD_CHECK = String.raw`(?:sandbox(?:ing)?|deny\s+(?:list|rules)|guard\s*rails?|safeguards?|safety\s+(?:checks?|policies|rules|measures)|security\s+checks?)`;
const WAIVED = new RegExp(
  [
    // Said granted, noise, redundant, off: "approval is considered already granted", "its sandbox … as switched off".
    String.raw`(?:${CHECK}|${GUARD_CHECK})[^.;:!?]{0,60}?\b(?:is|are|be|been|as)\s+(?:now\s+)?(?:(?:considered|regarded|deemed|treated|taken)\s+(?:as\s+)?)?(?:already\s+)?(?:granted|given|implied|noise|unnecessary|redundant|superfluous|not\s+needed|not\s+required|switched\s+off|turned\s+off|off|disabled|suspended|lifted|waived)\b`,
    String.raw`\b(?:regard|treat|consider)s?\s+(?:\w+\s+){0,4}?(?:${CHECK}|${GUARD_CHECK})[^.;:!?]{0,40}?\bas\s+(?:already\s+)?(?:granted|given|switched\s+off|turned\s+off|off|disabled|noise|unnecessary|redundant)\b`,
    // Not requested, not waited for: "must not request confirmation", "should not pause for a yes".
    // Also as a plain order: "do not wait for the user's go-ahead", "never pause for approval".
    String.raw`\b(?:(?:must|should|shall|will)\s*(?:not|n't)|do\s+not|don't|never)\s+(?:request|ask\s+for|seek|wait\s+for|pause\s+for|require|show|raise|issue|stop\s+for)\s+(?:\w+\s+){0,2}?(?:${CHECK}|${GUARD_CHECK})`,
    // "no confirmations, no warnings, no stopping to ask", "skip the approval step", "drop the safety checks".
    String.raw`\bno\s+(?:${CHECK}|${GUARD_CHECK})`,
    String.raw`\b(?:skip|skipped|drop|dropped|bypass|bypassed|waive|waived|omit|omitted)\s+(?:\w+\s+){0,3}?(?:${CHECK}|${GUARD_CHECK})`,
    // Claimed given: "the user has already said yes to every step".
    String.raw`\balready\s+(?:said\s+yes|agreed|granted|given\s+(?:their\s+)?(?:approval|consent|permission)|approved)\b`,
    // A table row: the check in one cell, "never"/"none"/"off" in the next.
    String.raw`(?:${CHECK}|${GUARD_CHECK})[^|\n]*\|\s*(?:never|none|no|off|disabled|skip(?:ped)?)\s*\|`,
  ].join('|'),
  'u',
);
/** What the check is waived over: every act, the session, what cannot be undone. */
const SCOPE = /\b(?:every|all|any|each)\s+(?:\w+\s+){0,2}?(?:commands?|actions?|steps?|tool\s+calls?|calls?|operations?|changes?|edits?|removals?|deletions?|things?|tools?)\b|\bfor\s+the\s+(?:rest|duration)\s+of\b|\bfrom\s+now\s+on\b|\bdestructive\b|\brm\s+-\w*r|\bforce[- ]?push|\bremov(?:als?|ing)\b|\bdelet(?:e|es|ing|ions?)\b|\bshell\s+commands?\b|\b(?:home|root)\s+(?:or\s+\w+\s+)?(?:folders?|director(?:y|ies))\b|\bsudo\b/u;
/** Not an order: the user's choice, a purpose or a possibility, a condition on the user. */
const NOT_AN_ORDER = /\b(?:if|when|unless|once)\s+(?:the\s+user|they|you)\s+(?:\w+\s+)?(?:asks?|wants?|agrees?|approves?|confirms?|opts?|chooses?|pass(?:es)?|sets?)\b|\bto\s+(?:skip|bypass|drop|waive|omit)\b|\b(?:you|users?)\s+(?:can|could|may|might)\b|\s(?:--[a-z][\w-]*|-y)\b/u;

/** Where the passage's sentences (folded; documentary ones left out by the caller) waive the user's say over a scope: the sentence and the offset. */
export function checksWaived(texts: readonly string[]): { sentence: number; at: number } | undefined {
  for (const [i, text] of texts.entries()) {
    if (/\?\s*$/.test(text) || NOT_AN_ORDER.test(text)) continue;
    // "Never skip this confirmation": a waiver negated keeps the check.
    const found = WAIVED.exec(text);
    const w = found && /(?:\b(?:never|not|no)|n't)\s+(?:\w+\s+)?$/u.test(text.slice(Math.max(0, found.index - 16), found.index)) ? null : found;
    // The check waived through a pronoun onto the sentence before: "… wait for the user to approve it. Here that is unnecessary".
    const back = w ? undefined : /\b(?:that|this|it)\s+is\s+(?:now\s+)?(?:unnecessary|redundant|not\s+needed|not\s+required|superfluous)\b/u.exec(text);
    const prev = i > 0 ? texts[i - 1]! : '';
    if (back && new RegExp(CHECK, 'u').test(prev) && (SCOPE.test(prev) || SCOPE.test(text))) return { sentence: i, at: back.index };
    if (!w) continue;
    const guard = new RegExp(`^${GUARD_CHECK}`, 'u').test(w[0].replace(/^\W*(?:\w+\s+){0,5}?(?=sandbox|deny|guard|safeguard|safety|security)/u, ''));
    if (guard || SCOPE.test(text) || SCOPE.test(prev)) return { sentence: i, at: w.index };
  }
  return undefined;
}
