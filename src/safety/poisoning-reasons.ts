/**
 * Pure data: the reason a `tool-poisoning` finding gives, by the reading of directives.ts that found it
 * (its patterns, in the order they are tried) or the sentence reader's combination (sentences.ts,
 * docs/safety.md "Sentence reading"). The finding's evidence opens with it, so a user sees why the
 * wording blocks, and whoever tunes the rules sees which reading to look at.
 */
import type { SentenceHit } from './sentences.ts';

export const REASONS: Record<'concealed' | 'leaks' | 'shadows' | 'overrides' | 'remote' | 'forgoes' | 'planted' | SentenceHit['reason'], string> = {
  concealed: 'a secret taken or something sent, with hiding or override',
  leaks: 'a secret taken and sent out',
  shadows: "another tool's calls redirected",
  overrides: "the model's instructions overridden",
  remote: 'orders or code fetched from an address',
  forgoes: "the user's say skipped",
  planted: "a tool's description writing standing orders into the user's instruction files (CLAUDE.md, AGENTS.md, rules, memory)",
  leak: 'a sensitive object moved to a destination',
  'concealed-act': 'a harmful act kept from the user',
  override: 'earlier instructions set aside',
  'guard-off': "the client's guards switched off",
  'remote-orders': 'orders taken from fetched text',
  'seed-asked': "a wallet's recovery phrase asked of the user",
  'lie': 'the user told something false about what was done',
  'false-report': 'a result told to the user fixed in advance, whatever happened',
  'unasked-send': "the user's work sent to an address the text writes, their say skipped",
  'side-send': "the user's data sent along the tool's job for the author's own bookkeeping (analytics, telemetry, logging)",
  'limit-removed': "the model cast as free of the user's say, beside a harmful act or hiding",
  'goal-replaced': "the user's goal set aside or replaced (another objective, this text ranked above the user, what they name swapped or later answers steered unseen)",
  'confirm-skipped': "the user's confirmation skipped for a call, a run or an install the text orders",
  'limits-lifted': "the model's limits said lifted on an administrator's or the system's word",
  'consent-claimed': "the user's consent claimed by the component, not the user, for what goes on without asking them",
  'forged-dialogue': 'a conversation with the user forged into the text, cited for what it claims they agreed to',
  'remote-run': "code downloaded from an address nobody vouches for, then run",
  'outside-task': "an act the text itself places outside the user's task (unrelated to it, beyond what they asked), asked anyway",
  'check-waived': "a tool's word made final: what it claims established, and the model told not to check it",
  'self-promoted': 'a tool ranking itself above or in place of other tools, the model\'s knowledge or the user',
  'auto-invoked': 'a tool making the model call it on its own schedule (automatically, before or after every call or message)',
  'fake-result': 'a tool that did no work claiming it done or verified, and letting the model act on that',
  'risk-rewarded': "a tool's feedback, score or advice favouring a risky act (commands run, credentials shared, the user not asked)",
  'authority-claimed': "the text claimed as the vendor's, the system's or an administrator's, beside a harmful act or hiding",
};
