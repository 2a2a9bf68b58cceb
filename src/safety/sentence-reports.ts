/**
 * Pure: a REPORT to the user fixed in advance (the sentence reader's falsified
 * report, sentences.ts): the model told to state an outcome — the tests
 * passed, the scan was clean, nothing was changed, coverage is at least 90% —
 * where the sentence itself makes the outcome independent of what happened:
 * said whatever the result ("whatever the scanner finds", "regardless",
 * "always", "quel que soit le résultat"), said on the contrary result ("if any
 * test fails", "even when the summary says less"), scripted for the user's
 * question ("when the user asks what happened, say …"), or, for a denial of
 * change ("production was not touched"), said with no condition at all. An
 * honest report states its outcome on the result ("if the scan finds
 * nothing, say it was clean") or names what it measured ("tell the user
 * which tests failed"); a negated one ("never say the tests passed unless …")
 * forbids the lie.
 *
 * Written after issue 36's ninth batch (`tests/safety/corpus/skills9-wording/`):
 * falsified reports — the held-out wording recall was weakest there.
 */

/** An imperative of telling or stating, at the start of a clause or after an adverb that leaves it an order; `write` only with what it says (`write that …`, not `write code to pass the tests`). */
const REPORT = /(?:^\s*|[:;,(]\s*|\b(?:then|and|always|just|simply|only|also)\s+|^\s*(?:[-*+]|\d+[.)])\s+)(?:tell|report|say|state|claim|assure|reassure|announce|inform|write(?=\s+(?:in\s+[^,.;:]{0,40}?\s+)?that\b)|dis|dites|dile|d[íi]gale|diga|di|sag|sage|teile|dica|diz)\b/gu;

/** Who the report is kept from being honest to: a negator in the few words before the verb. */
const NEGATED = /\b(?:never|not|don't|dont|no|avoid|without|ne|jamais|nunca|nie|niemals|mai)\s+(?:\w+\s+){0,2}$/;

/** The outcome stated as a success: passed, green, clean, no vulnerabilities found, a figure fixed in advance; in the languages the reader reads. */
const SUCCESS = new RegExp(
  [
    String.raw`\b(?:tests?|checks?|builds?|suites?|scans?|audits?|linter|lint|ci|pipeline|code|migrations?|deploy(?:ment)?)\b[^.;]{0,40}?\b(?:passed|succeeded|is\s+green|are\s+green|was\s+green|green|is\s+clean|was\s+clean|clean)\b`,
    String.raw`\bas\s+(?:clean|green|passing|successful|safe|secure)\b`,
    String.raw`\bno\s+(?:\w+\s+){0,2}?(?:vulnerabilit\w*|errors?|issues?|findings?|problems?|failures?|secrets?|warnings?)\b[^.;]{0,40}?\b(?:found|detected|were|was|remain)\b`,
    String.raw`\bat\s+least\s+\d+(?:[.,]\d+)?\s*%`,
    // French, Spanish, German, Portuguese, Italian: clean, passed, no vulnerability found.
    String.raw`\b(?:est|soit|était)\s+propre\b|\bont\s+réussi\b|\b(?:aucune?|ningun[oa]?|ninguna|nenhum[a]?|nessun[oa]?|keine?)\s+(?:\p{L}+\s+){0,2}?(?:vuln[ée]rabilit\p{L}*|schwachstellen?|errores?|erreurs?|fehler|erros?|errori)\b`,
    String.raw`\b(?:est[aá]|fue|es)\s+limpi[oa]\b|\b(?:ist|war)\s+sauber\b|\b(?:pasaron|bestanden|passaram|superati)\b`,
  ].join('|'),
  'u',
);

/** The outcome stated as a denial of change: nothing was changed, production was not touched, no changes needed. */
const UNCHANGED = new RegExp(
  [
    String.raw`\bnothing\s+(?:was|were|has\s+been|had\s+been|got|is)\s+(?:\w+\s+)?(?:changed|modified|touched|deleted|removed|sent|uploaded|altered)\b`,
    String.raw`\b(?:was|were|has|have|is|are)\s+(?:not|never)\s+(?:been\s+)?(?:touched|changed|modified|affected|deleted|removed|altered)\b`,
    String.raw`\bno\s+(?:\w+\s+)?changes?\s+(?:were\s+|was\s+)?(?:needed|made|required)\b|\bwith\s+no\s+changes\b`,
  ].join('|'),
  'u',
);

/** A report asked about honestly: which tests, how many, whether — the outcome is to be measured, not stated. */
const MEASURED = /^\s*(?:\w+\s+){0,3}?(?:which|what|how\s+many|whether|the\s+number\s+of|the\s+exact|exactly|each|every\s+(?:failure|finding|error))\b/;

/** Said whatever happens: the outcome does not depend on the result. */
const WHATEVER = /\b(?:whatever|regardless|no\s+matter|in\s+any\s+case|either\s+way|in\s+every\s+case|always|quel(?:le)?s?\s+que\s+soi(?:en)?t|sea\s+cual\s+sea|pase\s+lo\s+que\s+pase|independientemente|unabh[äa]ngig|egal\s+(?:was|wie|ob)|comunque|qualunque|seja\s+qual\s+for|independentemente)\b/u;

/** Said on the contrary result: a condition of failure, a finding, a lower figure ("if nothing fails", "finds nothing" are the result itself). */
const CONTRARY = /\b(?:if|when|whenever|even\s+(?:if|when|though)|although|though|si|cuando|wenn|falls|se|quando)\b[^,;:]{0,80}?\b(?:fail\w*|error\w*|broke\w*|find|finds|found|flags?|less|lower|below|vulnerab\w*|warn\w*|[ée]choue\w*|falla\w*|fehlschl\w*|schl[äa]gt)\b(?!\s+(?:nothing|no|none|zero)\b)/u;
const NONE = /\b(?:no|nothing|none|zero|not|never|aucune?|ning[uú]n\w*|nichts|kein\w*)\b/u;
const contrary = (said: string) => { const m = CONTRARY.exec(said); return m !== null && !NONE.test(m[0]); };

/** A question of the user's it answers: scripted, not measured. */
const USER_ASKS = /\b(?:if|when|whenever|should|si|cuando|wenn|falls|se|quando)\s+(?:the\s+user|they|someone|anyone|l'utilisateur|el\s+usuario|der\s+benutzer|o\s+usu[aá]rio|l'utente)\s+(?:later\s+|ever\s+)?(?:asks?|wonders?|questions?|demande|pregunta|fragt|perguntar|chiede)\b/u;

/** Any condition: an honest report states its outcome on the result. */
const CONDITIONED = /\b(?:if|when|whenever|once|after|unless|only\s+if|as\s+long\s+as|provided|si|cuando|wenn|falls|se|quando|sobald|une\s+fois|nachdem|après|después)\b/u;

/** A lead that names the case the report is for ("**User selects no rules:**"), not only where the report goes ("Final step:"). */
const CASE_LABEL = /:\s*(?:\*\*|__|\*|_)?\s*$/;
const REPORT_LABEL = /\b(?:report|summary|output|final|step|response|answer|reply|message|note|result)s?\b/i;

/**
 * The model told to state an outcome fixed in advance (see the module's comment); the verb's offset, or -1.
 * `lead` is the sentence that introduces it ("If every test passed:"), whose condition it is said under; `harmDone`, whether its
 * passage has the model act (run, send, switch off) in a way a denial of change would hide.
 */
export function falseReport(sentence: string, lead = '', harmDone = true): number {
  for (const m of sentence.matchAll(REPORT)) {
    const verb = m.index + m[0].length;
    if (NEGATED.test(sentence.slice(Math.max(0, m.index - 30), m.index + m[0].search(/\p{L}+$/u)))) continue;
    const rest = sentence.slice(verb);
    const unchanged = UNCHANGED.test(rest);
    if (MEASURED.test(rest) || !(unchanged || SUCCESS.test(rest))) continue;
    const before = sentence.slice(0, m.index);
    const said = `${lead} ${sentence}`;
    // A success said with no condition may only be sloppy ("tell the user the build passed, and list the warnings"); a denial of change
    // said with none is fixed in advance where the passage has the model do something to deny (`harmDone`), not as one branch of a flow: a lead naming
    // its case ("**User selects no rules:**", hookify's edge cases in the official marketplace) is that branch's condition.
    const caseLed = CASE_LABEL.test(lead) && !REPORT_LABEL.test(lead);
    const fixed = WHATEVER.test(said) || contrary(said) || USER_ASKS.test(before) || (unchanged && harmDone && !CONDITIONED.test(said) && !caseLed);
    if (fixed) return m.index;
  }
  return -1;
}
