/**
 * Pure: the user's work SENT TO A STRANGER'S ADDRESS WITH THEIR SAY SKIPPED, for the sentence reader
 * (sentences.ts). Two parts, each read by its role rather than by what is sent:
 *
 * - a send: a verb of sending the model is told to do (not negated, not the user's; sentence-acts.ts) with an
 *   address after it in its sentence, outside inline code, that is neither this machine, a code forge, a vendor
 *   of the table, nor the service the text names (`serviceNamed`, vendors.ts): the text's author's host;
 * - the user's say skipped in the same paragraph: "without asking", "do it without asking the user first",
 *   "no confirmation from the user is needed", "the user should not be asked", "skip any confirmation prompt",
 *   "the user has already agreed".
 *
 * Either alone is common in honest skills: an upload to the service a skill is for, a webhook the user sets
 * (`$TEAM_WEBHOOK_URL`: no address written), a local reload (`http://localhost:…`), and "do not ask for
 * confirmation before formatting" (nothing sent). Together, what the user is working on goes to whoever wrote the
 * address and the user is kept from deciding it: the consent the client's prompt exists for, taken away for a
 * send. A waiver under a negated verb ("never upload without asking") keeps the user's say; one on the user's
 * choice ("if the user opts in, send … without asking again"), a possibility or a flag is theirs.
 *
 * Written after the public labelled sets' development halves (Progent, SkillFortifyBench) and issue 36's
 * seventeenth labelled batch (`tests/safety/corpus/skills17-labelled/`).
 */
import { hostsIn, isForgeHost, isLocalHost } from './network.ts';
import type { Sentence } from './sentence-tags.ts';
import { isVendorHost, serviceNamed } from './vendors.ts';

/** Who may be asked: the user by any name, or anyone. */
const WHOM = String.raw`(?:the\s+(?:user|requester|developer|person)|users?|them|anyone|anybody|you)`;
const SAY = String.raw`(?:confirmation|approval|permission|consent|sign-?off|go-?ahead)`;

/** The user's say skipped for what the text orders. */
const WAIVER = new RegExp(
  [
    // "without asking (the user) (first)", "without prompting", "without checking with them", "without waiting for approval".
    String.raw`\bwithout\s+(?:first\s+)?(?:asking|prompting|consulting|checking\s+with|confirming|waiting\s+for|seeking|requesting|requiring)\b`,
    // "do not ask the user", "no need to ask", "never prompt for confirmation", "don't wait for approval".
    String.raw`\b(?:do\s+not|don'?t|never|no\s+need\s+to|need\s+not|must\s+not|mustn'?t|should\s+not|shouldn'?t)\s+(?:\w+\s+)?(?:ask|prompt|consult|check\s+with|wait\s+for|seek|request)\s+(?:${WHOM}|for\s+(?:\w+\s+)?${SAY}|first|before)\b`,
    // "the user should not be asked", "they need not be consulted".
    String.raw`\b${WHOM}\s+(?:should|must|need|will|shall|is\s+to|are\s+to)\s*(?:not|n't)\s+(?:be\s+)?(?:asked|prompted|consulted|bothered)\b`,
    // "no confirmation (from the user) is needed", "needs no approval".
    String.raw`\bno\s+(?:\w+\s+)?${SAY}s?\b[^.;:!?]{0,40}?\b(?:is|are)\s+(?:\w+\s+)?(?:needed|required|necessary)\b`,
    String.raw`\b(?:needs?|requires?)\s+no\s+(?:\w+\s+)?${SAY}\b`,
    // "skip any confirmation prompt", "bypass the approval step".
    String.raw`\b(?:skip|bypass|omit|waive)\w*\s+(?:\w+\s+){0,3}?${SAY}`,
    // "the user has already agreed to this".
    String.raw`\b(?:the\s+user|they)\s+(?:has|have)\s+already\s+(?:agreed|approved|consented|accepted|said\s+yes)\b`,
  ].join('|'),
  'iu',
);

/** The user's choice, a possibility or a flag: theirs to make, no waiver by the text. */
const USERS_CHOICE = /\b(?:if|when|unless|once|after)\s+(?:the\s+user|they|you)\s+(?:\w+\s+)?(?:asks?|wants?|agrees?|approves?|confirms?|opts?|chooses?|enables?|turns?|sets?|passes?)\b|\b(?:you|users?|the\s+user)\s+(?:can|could|may|might)\b|\s(?:--[a-z][\w-]*|-y)\b/iu;

/** Where a sentence skips the user's say, or -1: not under a negated verb of its clause ("never upload without asking"). */
export function sayWaived(text: string): number {
  if (USERS_CHOICE.test(text)) return -1;
  const w = WAIVER.exec(text);
  if (!w) return -1;
  const clause = text.slice(0, w.index).split(/[,;:()—–]|\s-\s/).pop()!;
  if (/\b(?:never|not|no|nothing|n't)\b|n't\b/iu.test(clause) && /^without\b/iu.test(w[0])) return -1;
  return w.index;
}

const URL = /\bhttps?:\/\/[^\s)<>"'`|]+/g;

/** Where the send points back at addresses the text lists: "the appropriate endpoint above", "one of the URLs listed", "these endpoints". */
const LISTED = /^[^.;]*?\b(?:(?:endpoints?|urls?|addresses|hosts?|servers?)\s+(?:above|below|listed)|(?:above|listed|following|these|those)\s+(?:endpoints?|urls?|addresses|hosts?|servers?))\b/iu;

/** A stranger's address: neither this machine, a forge, a vendor of the table nor the service the passage names. */
const stranger = (url: string, passage: string) => {
  const host = hostsIn(url)[0];
  return host !== undefined && !isLocalHost(host) && !isForgeHost(host) && !isVendorHost(host) && !serviceNamed(host, passage);
};

/**
 * Where a sentence sends to a stranger's address after one of its verbs of sending (`at`, or -1); `listed` when it
 * points back at addresses the passage lists (a table of "pre-approved endpoints"), whose waiver may then be anywhere
 * in the passage: the list and what is said of it go together.
 */
export function strangerSend(s: Sentence, passage: string): { at: number; listed: boolean } {
  const sends = s.acts.filter((a) => a.cls === 'transmit' && !a.noun);
  if (!sends.length || s.doc) return { at: -1, listed: false };
  for (const m of s.text.matchAll(URL)) {
    if ((s.text.slice(0, m.index).split('`').length - 1) % 2 === 1 || !stranger(m[0], passage)) continue;
    const act = sends.find((a) => a.at < m.index! && !/[.;]\s/.test(s.text.slice(a.at, m.index)));
    if (act) return { at: act.at, listed: false };
  }
  const back = sends.find((a) => LISTED.test(s.text.slice(a.at)));
  if (back && [...passage.matchAll(URL)].some((m) => stranger(m[0], passage))) return { at: back.at, listed: true };
  return { at: -1, listed: false };
}
