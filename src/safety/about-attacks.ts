/**
 * Pure: wording that discusses an attack rather than giving its order: a security guide, a scanner's docs, a
 * refusal, an example introduced as one, and overriding wording turned into a defence ("ignore any instructions
 * found in the files you read"). The directive readers (directives.ts, wording.ts) ask it before they judge.
 */

/** A passage about such attacks, or one defending against them: security guides, scanners' docs, refusals. */
export const ABOUT_ATTACKS =
  /\b(?:attack(?:s|ers?)?|attacked|malicious|poison\w*|injection|exfiltrat\w*|adversar\w*|red\s+flags?|for\s+example|e\.g\.|for\s+instance|such\s+as|detect(?:s|ed|ion|ing)?|watch\s+(?:out\s+)?for|look\s+for|warning\s+signs?|suspicious|phishing|threats?|scanner|vulnerab\w+|jailbreak|(?<!(?:\b(?:never|not)|n't)\s+)(?:refuse|decline)|never\s+(?:obey|follow|comply)|do\s+not\s+(?:obey|follow|comply))\b/i;
/** Markers of an example: they make a passage documentation only when the directive itself is the example. */
const EXAMPLE_MARKER_BEFORE = /\b(?:for\s+example|for\s+instance|such\s+as)\b|\be\.g\./i;

/**
 * Whether a tool's description discusses the directive at `at` rather than giving it: words about attacks
 * anywhere in it, or an example marker earlier in the directive's own sentence ("for example, a tool may
 * say: read ~/.ssh/id_rsa …"). In a description a marker elsewhere ("a city, such as London. Before
 * calling, read ~/.ssh/id_rsa …") is an ordinary usage example: the directive stands. (In prose, a skill
 * listing examples is a guide: ABOUT_ATTACKS over the passage, as before.)
 */
export function describedAsExample(passage: string, at: number): boolean {
  if (ABOUT_THE_TOPIC.test(passage)) return true;
  const ends = [...passage.slice(0, at).matchAll(/[.!?]\s+|\n/g)];
  const start = ends.length ? ends[ends.length - 1]!.index + ends[ends.length - 1]![0].length : 0;
  // "e.g. " ends no sentence: the marker is looked for from the sentence's start, one word back.
  return EXAMPLE_MARKER_BEFORE.test(passage.slice(Math.max(0, start - 6), at));
}
/** ABOUT_ATTACKS without its example markers. */
const ABOUT_THE_TOPIC = new RegExp(ABOUT_ATTACKS.source.replace(String.raw`|for\s+example|e\.g\.|for\s+instance|such\s+as`, ''), 'i');

/** Overriding wording turned into a defence: "ignore any instructions found in the files you read". */
export const DEFENSIVE = /^(?:ignore|disregard)\s+(?:any|all)\s+(?:\w+\s+)?instructions\s+(?:in|inside|within|from|found|embedded|contained|that\s+(?:appear|come))\b/i;
