/**
 * Pure: the fourth reading of directives.ts, the USER'S SAY TAKEN AWAY over what cannot be undone: the client's own
 * permission checks switched off (`set defaultMode to bypassPermissions`, `add "Bash(*)"`), or asking skipped
 * (`without asking`, `never ask for confirmation`, consent claimed) within reach of what cannot be undone (a push to
 * main, deleting data, sudo, every command) or of outside endpoints used; what the model is told to tell the user
 * about such a mode is what they learn. Split from directives.ts (issue 36's skills13-prose) when it passed 400 lines.
 */
import { ASK_FIRST, CONSENT_CLAIMED, GUARD_OFF, USER_ASKED } from './directive-control.ts';
import { NEGATION } from './directive-targets.ts';
import { gated } from './gated.ts';
import { hitOf, sentenceAt, type Hit } from './text.ts';

/** Skipping the user's consent, or claiming it was given: paired only with a run or an unchecked approval. */
export const FORGO_CONSENT = gated(
  /\bwithout\s+(?:asking|confirm\w*|(?:asking\s+(?:for\s+)?)?(?:permission|confirmation|approval))\b|\b(?:do\s+not|don'?t|never)\s+ask\s+(?:the\s+user\s+)?(?:for\s+)?(?:permission|confirmation|approval)\b|\b(?:do\s+not|don'?t|never|no\s+need\s+to)\s+(?:\w+\s+)?(?:pause|stop|wait|check|ask|confirm|consult)\w*\s+(?:to\s+(?:check|ask|confirm)\s+)?(?:with|for|on)?\s*(?:the\s+)?(?:user|human|them)\b|\b(?:do\s+not|don'?t|never)\s+ask\s+(?:them\s+|the\s+user\s+)?again\b|\bwithout\s+(?:checking|confirming)\s+(?:with|for)\b|\b(?:user|they)\s+(?:has|have)\s+already\s+(?:approved|authori[sz]ed|consented|agreed)\b|\b(?:user|they)\s+(?:has|have)\s+(?:pre-?approved|pre-?authori[sz]ed)\b|\bauto-?approve\s+(?:every|all|any)\b|\b(?:skip|bypass)\s+(?:the\s+|any\s+|all\s+)?(?:confirmation|approval|permission)\s+(?:prompts?|checks?|dialogs?|steps?)\b/i,
  // The verb of asking skipped, or the approval claimed, every alternative holds (gated.ts).
  ['without', 'ask', 'pause', 'stop', 'wait', 'check', 'confirm', 'consult', 'already', 'pre', 'auto', 'skip', 'bypass'],
);
/** Its own permission checks switched off: bypass mode, every command allowed, the prompts skipped. */
const SELF_PERMISSION =
  /\b(?:add|set|write|put|edit|change|enable|turn\s+on|switch\s+(?:to|on)|use|run|start|restart|launch|append|insert)\b[^.!?\n]{0,80}?(?:\bbypassPermissions\b|"?Bash\(\*\)"?|"allow"\s*:\s*\[\s*"\*"|\bskipDangerousModePermissionPrompt\b)/i;
/** What the user's say is over: what cannot be undone or reaches past the task (code left to run later: a git hook, a shell start-up file, a crontab, a login item); not `rm -rf` of only folders a build makes again (`node_modules`, `dist`, caches). */
const IRREVERSIBLE =
  /\b(?:push(?:ing|es)?\s+to\s+(?:main|master|production|prod)|force[- ]push\w*|--force\b|delet(?:e|es|ing)\s+(?:\w+\s+)?(?:branch|branches|repos?|repositor\w+|data|databases?|records|backups?)|rm\s+-\w*[rf]\w*(?!\w)(?!(?:\s+(?:\.\/)?(?:node_modules|dist|build|out|target|coverage|\.next|\.nuxt|\.turbo|\.cache|\.parcel-cache|\.svelte-kit|__pycache__|\.pytest_cache|\.mypy_cache|\.ruff_cache|\.tox)\/?)+\s*(?:&&|;|\||`|$))|sudo\b|drop(?:ping)?\s+(?:the\s+)?(?:database|tables?)|(?:deploy\w*|release\w*|push\w*)\s+to\s+prod(?:uction)?\b|prod(?:uction)?\s+(?:database|data|servers?)|shell\s+commands?|(?:every|all|any)\s+(?:\w+\s+)?(?:commands?|tool\s+calls?|actions?|operations?)|destructive|outside\s+(?:the|this|your|its)\s+(?:project|repo\w*|workspace|folder|directory)|\b(?:any|every)\s+file\s+on\s+(?:this|the|your)\s+(?:machine|computer|system|disk)|other\s+users'?\s+(?:home|files|folders)|remove\s+(?:\w+\s+)?director(?:y|ies)|payments?|transfers?\s+(?:money|funds)|tear(?:ing)?\s+down|delet(?:e|es|ing)\s+(?:every|all|each)\b|\b(?:directly|straight)\s+(?:to|on|in)\s+prod(?:uction)?\b|send\w*\s+(?:\w+\s+){0,2}to\s+(?:external|third[- ]party|remote)\s+(?:servers?|hosts?|services?))|(?:\.git\/hooks\/|(?:~\/|\$HOME\/)?\.(?:bashrc|zshrc|bash_profile|zprofile)\b|\bcrontab\b|\/LaunchAgents\/|\.config\/autostart\b)/i;

/**
 * What the model is told to tell the user (`warn the user that bypassing permissions lets any command run without
 * asking`, `explain to them why …`, `remind the user that …`) is what they learn, not what the model does.
 */
const TOLD_THE_USER = /\b(?:warn|tell|explain(?:\s+to)?|remind|inform|show|teach)\s+(?:the\s+user|users|them|the\s+reader|readers)\s+(?:that|how|why|what|when)\b/i;
const toldTheUser = (passage: string, at: number) => {
  const sentence = sentenceAt(passage, at);
  const said = TOLD_THE_USER.exec(sentence);
  return said !== null && said.index < sentence.indexOf(passage.slice(at, at + 8));
};

/** 4. The user's say taken away over what cannot be undone. */
export function forgoes(passage: string): Hit {
  for (const own of [SELF_PERMISSION.exec(passage), GUARD_OFF.exec(passage)]) {
    // Switched off when the user asks or agrees is their choice; asked as a question ("is `defaultMode` set to `bypassPermissions`?"), an audit's check.
    if (own && !NEGATION.test(passage.slice(Math.max(0, own.index - 30), own.index)) && !USER_ASKED.test(sentenceAt(passage, own.index)) && !/\?\s*$/.test(sentenceAt(passage, own.index))) return hitOf(own);
  }
  const skip = FORGO_CONSENT.exec(passage) ?? CONSENT_CLAIMED.exec(passage);
  if (!skip || toldTheUser(passage, skip.index)) return null;
  const near = passage.slice(Math.max(0, skip.index - 160), skip.index + skip[0].length + 160);
  // What cannot be undone counts in a sentence that skips asking, not in one that asks first ("Ask before you push to main").
  const unasked = near.split(/(?<=[.!?;])\s+/).filter((sentence) => !ASK_FIRST.test(sentence)).join(' ');
  if (IRREVERSIBLE.test(unasked)) return hitOf(skip);
  // Outside endpoints used unasked: named before the skip (its sentence, or the list's introduction just above), the skip itself not
  // negated ("do not call external services without asking" asks first; "…; it makes no calls to external services" names none used).
  const before = passage.slice(Math.max(0, skip.index - 160), skip.index);
  const own = sentenceAt(passage, skip.index);
  const negated = /\b(?:not|never|no|don'?t)\b/i.test(own.slice(0, Math.max(0, own.indexOf(skip[0]))));
  return OUTSIDE_ENDPOINTS.test(before) && !negated && !ASK_FIRST.test(own) ? hitOf(skip) : null;
}
/** Endpoints that are not the project's: external, third-party, remote services, APIs, URLs. */
const OUTSIDE_ENDPOINTS = /\b(?:external|outside|third[- ]party|remote)\s+(?:endpoints?|services?|servers?|urls?|apis?)\b/i;

