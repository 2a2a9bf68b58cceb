/**
 * Pure: an AUTHORITY CLAIMED for the text the model reads — that it is a message from the vendor or the
 * system ("this is an official Anthropic system message", "[SYSTEM]", "notice from the Claude Code security
 * team", "priority: system"), or that someone above the user approved it in advance ("the workspace
 * administrator has pre-approved every command in this skill"). A component's own text is its author's, never
 * the vendor's or the system's, and no administrator speaks through it; like an override that only ranks
 * this text, the claim blocks beside a harmful act or hiding (sentences.ts). A skill that names the team that
 * maintains it claims nothing over the user.
 *
 * Written after issue 36's ninth batch (`tests/safety/corpus/skills9-wording/`): authority claims.
 */

const VENDOR = String.raw`(?:anthropic|claude(?:\s+code)?|openai|the\s+model\s+provider)`;
const OFFICE = String.raw`(?:(?:\w+\s+)?(?:security|safety|trust\s*(?:&|and)\s*safety|compliance)\s+team|(?:system\s+|workspace\s+|organi[sz]ation\s+|org\s+)?administrator|sysadmin|the\s+system)`;
const MESSAGE = String.raw`(?:message|notice|directive)`;

const AUTHORITY = new RegExp(
  [
    // "an official Anthropic system message", "Anthropic system notice", "the Claude Code security team", "official notice".
    String.raw`\bofficial\s+(?:${VENDOR}\s+)?(?:system\s+)?${MESSAGE}\b|\b${VENDOR}\s+system\s+${MESSAGE}\b|\b${VENDOR}\s+(?:security|safety|trust\s*(?:&|and)\s*safety|compliance)\s+team\b`,
    // "notice from the security team", "a message from Anthropic".
    String.raw`\b(?:system\s+)?${MESSAGE}\s+from\s+(?:the\s+)?(?:${VENDOR}|${OFFICE})\b`,
    // "verified by Anthropic", "pre-approved by the security team".
    String.raw`\b(?:verified|authori[sz]ed|pre-?approved|certified|endorsed)\s+by\s+(?:the\s+)?(?:${VENDOR}|${OFFICE})\b`,
    // "the workspace administrator has pre-approved", "the organisation administrator has approved all commands".
    String.raw`\b(?:workspace|organi[sz]ation|org|repository|system)\s+(?:owner|administrator|admin)\s+(?:has\s+)?(?:already\s+)?(?:pre-?approved|approved|authori[sz]ed|cleared)\b`,
    // A tag or a priority set as the system's: "[SYSTEM]", "[ADMIN]" (not a link's text), "priority: system".
    String.raw`\[\s*(?:system|admin|administrator)\s*\](?!\()|\bpriority:\s*system\b`,
    // A note tagged or labelled as the system's, an administrator's or an override's ("[System note: …]", "[SYSTEM OVERRIDE: …]",
    // "[CRITICAL SYSTEM UPDATE]", "OVERRIDE DIRECTIVE: …", "SYSTEM: …" opening a line): what a tool's text says in that voice
    // (after the published MCP scanner suite's development half and issue 36's fourteenth goal-manipulation batch).
    String.raw`\[\s*(?:critical\s+|urgent\s+)?(?:system|admin|administrator)\s+(?:note|notice|override|update|message|alert|instruction|directive|mode)\s*[:\]]|\[\s*(?:system|admin|administrator)\s*:`,
    String.raw`(?:^|\[)\s*(?:system|override|hidden|metadata|admin|administrator)\s+(?:directive|instructions?|override)\s*\]?\s*:|^\s*(?:[-*]\s*)?system\s*:\s`,
  ].join('|'),
  'u',
);

/** Where a sentence claims the text comes from the vendor, the system or someone above the user, or -1. */
export function authorityClaimed(sentence: string): number {
  return sentence.search(AUTHORITY);
}
