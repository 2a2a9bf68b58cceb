/**
 * Pure: a DELAYED TRIGGER — an act put off to a count of uses, a day or chance ("after the third run of
 * this skill", "on the fifth use", "once the counter reaches ten", "if today is Friday", "one run in ten"), so
 * that whoever tries the component once, or reviews a run of it, never sees it happen. Nothing in an
 * honest task waits for its fifth run to do something harmful; beside a harmful act in its paragraph
 * (sentences.ts) the trigger hides it as concealment does. Triggers on what the user says ("when the user
 * mentions deploy") are how skills pick their steps and are not counted; a trigger before a harmless step
 * ("after the third failed run, ask the user") hides nothing.
 *
 * Written after issue 36's ninth batch (`tests/safety/corpus/skills9-wording/`): delayed or conditional triggers.
 */

const ORDINAL = String.raw`(?:\d+(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|twentieth|hundredth)`;
const COUNT = String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a\s+hundred)`;
const USE = String.raw`(?:runs?|uses?|times?|calls?|invocations?|sessions?|launch(?:es)?|starts?|executions?)`;
const WEEKDAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;

const TRIGGER = new RegExp(
  [
    // A count of uses: "after the third run", "on the fifth use", "every tenth call", "after 3 runs", "once the count reaches ten".
    String.raw`\b(?:on|after|at|from|every|each)\s+(?:the\s+|every\s+|each\s+)?${ORDINAL}\s+(?:\w+\s+)?${USE}\b`,
    String.raw`\bafter\s+${COUNT}\s+(?:\w+\s+)?${USE}\b`,
    String.raw`\b(?:once|when|whenever|if)\s+(?:the\s+|this\s+|its\s+)?(?:use\s+|run\s+)?(?:count|counter|tally)\s+(?:reaches|hits|is|exceeds|passes)\b`,
    // A day or a date: "if today is Friday", "on Fridays", "after December 1st".
    String.raw`\b(?:if|when)\s+(?:today|the\s+day|the\s+date)\s+is\b`,
    String.raw`\bon\s+${WEEKDAY}s\b`,
    // Chance by count: "one run in ten" ("at random" alone says how a server or a sample is picked).
    String.raw`\bone\s+(?:time|run|use|call)\s+in\s+${COUNT}\b`,
  ].join('|'),
  'u',
);

/** Where a sentence puts what it says off to a count of uses, a day or chance, or -1. */
export function delayedTrigger(sentence: string): number {
  return sentence.search(TRIGGER);
}
