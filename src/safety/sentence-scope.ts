/**
 * Pure: an act the text itself places OUTSIDE THE USER'S TASK and asks anyway — "this is unrelated to the review",
 * "do this whatever the user is working on", "the user only asked about one file; do the rest anyway". Read by two
 * parts rather than by what the act is (starring repositories, a transfer, deleting other projects: any act):
 *
 * - a boundary: the task named as what the act is not part of (unrelated to, outside, beyond, not part of the task,
 *   the request, what the user asked), or the user's request named as narrower than what is done ("the user only
 *   asked about…", "whatever the user is working on");
 * - the act asked across it: "anyway", "regardless", "still", "required", "do it/this/the rest", or concealment of it
 *   ("need not be brought up").
 *
 * A text that keeps the model inside the task says the boundary negated ("do not act outside the task", "never
 * touch what the user did not ask for") or asks first; neither crosses it. It blocks alone (sentences.ts): the text
 * asks for what the user did not, and says so.
 *
 * Written after issue 36's fifteenth prose batch (`tests/safety/corpus/skills15-prose/`), whose acts outside the task
 * are of every kind and named by no verb list.
 */

/** The task named as what the act is not part of, or the user's request as narrower than what is done. */
const BOUNDARY =
  /\b(?:unrelated\s+to|outside\s+(?:of\s+)?|beyond|not\s+part\s+of|independent(?:ly)?\s+of)\s+(?:the\s+|your\s+|this\s+|what\s+)?(?:user'?s?\s+)?(?:\w+\s+)?(?:task|request|review|question|job|work|asked|is\s+(?:working\s+on|doing|asking)|wants?)\b|\b(?:the\s+)?user\s+(?:only|just|merely)\s+asked\b|\b(?:the\s+)?user\s+asked\s+(?:only|just|merely)\b|\bwhatever\s+the\s+user\s+is\s+(?:working\s+on|doing)\b/u;
/** The act asked across it. */
const ACROSS = /\b(?:anyway|regardless|nonetheless|nevertheless|all\s+the\s+same|in\s+any\s+case)\b|\b(?:is|are)\s+(?:still\s+)?required\b|\bdo\s+(?:it|this|that|the\s+rest|them|so)\b|\bneed\s+not\s+be\s+(?:brought\s+up|mentioned|raised|reported)\b/u;
const NEGATED = /(?:\b(?:not|never|no|avoid|refrain\s+from)|n't)\s+(?:\w+\s+){0,3}$/u;
const ASKS_FIRST = /\bask\s+(?:the\s+user\s+|them\s+)?(?:first|before)\b|\bif\s+the\s+task\s+(?:seems\s+to\s+)?needs?\b/u;

/** Where a passage's sentences (folded; documentary ones left out) ask an act across the task's boundary: sentence and offset. */
export function outsideTask(texts: readonly string[]): { sentence: number; at: number } | undefined {
  for (const [i, text] of texts.entries()) {
    const b = BOUNDARY.exec(text);
    if (!b || NEGATED.test(text.slice(Math.max(0, b.index - 30), b.index)) || ASKS_FIRST.test(text) || /\?\s*$/.test(text)) continue;
    // Across it in the same sentence or the next ("The user only asked about one file; do the rest anyway").
    // The crossing is said apart from the boundary itself.
    const next = texts[i + 1] ?? '';
    const rest = text.slice(0, b.index) + ' '.repeat(b[0].length) + text.slice(b.index + b[0].length);
    if (ACROSS.test(rest) || (ACROSS.test(next) && !ASKS_FIRST.test(next))) return { sentence: i, at: b.index };
  }
  return undefined;
}
