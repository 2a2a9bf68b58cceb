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
