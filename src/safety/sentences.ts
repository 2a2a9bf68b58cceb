/**
 * Pure: a general reading of what a passage tells the model, sentence by
 * sentence, from ROLES rather than phrasings (the word classes are data in
 * sentence-words.ts). Each sentence is tagged with what it holds:
 *
 * - actions the model is told to take, each with its class (read, transmit, execute, disable) and
 *   whether it is negated ("never send"); only base forms count: "reads"/"sends" describe a tool;
 * - objects: a credential (a credential file, a secret variable, a secret by
 *   name), the conversation, the user's work wholesale, a shell start-up file;
 * - a destination that is not the user: an address (URL, e-mail, `git@host:`),
 *   another tool or a parameter of a call, something published;
 * - modifiers: kept from the user (or lied about), earlier instructions or
 *   the user set aside, the client's guards switched off, orders taken from
 *   fetched text;
 * - a documentary frame: a detector, a guide, an example, a quotation.
 *
 * Then the passage is judged from the combination (each rule's text is in
 * docs/safety.md, "Sentence reading"):
 *
 * 1. leak: a credential, the conversation or the user's work taken or moved
 *    (a verb in the same sentence) to a destination that is not the user (in
 *    that sentence or the next); in a tool's or a parameter's description
 *    the tool is the destination, so a credential the model is told to take
 *    is enough (its verb may be in the next sentence, on a pronoun);
 * 2. concealment + a harmful act anywhere in the passage: something sent to
 *    a destination, a credential taken, a remote download run, a guard
 *    switched off, a start-up file written, a destructive act;
 * 3. override + a harmful act, concealment, a lie or remote orders; an
 *    override that voids the model's own instructions or limits, alone;
 * 4. the client's guards switched off (a verb that sets or removes them, or
 *    said to be off), alone;
 * 5. orders taken from fetched text (a page, a tool's result) and obeyed
 *    unconditionally or above everything else, alone.
 *
 * A sentence in a documentary frame, quoted, or after a documentary
 * introduction ("Flag:") gives no order; a negated verb takes no action;
 * "never print the token" protects the secret and hides nothing.
 */
import { CREDENTIAL_FILE, ENV_SECRET } from './directive-targets.ts';
import { commandLine, documentary, unquote } from './sentence-frames.ts';
import { acts, NEGATOR, objects, REPORTED, type Act } from './sentence-acts.ts';
import { toldFalsely } from './sentence-claims.ts';
import { authorityClaimed } from './sentence-authority.ts';
import { limitRemoved } from './sentence-limits.ts';
import { falseReport } from './sentence-reports.ts';
import { hiddenFromOutput } from './sentence-hiding.ts';
import { delayedTrigger } from './sentence-triggers.ts';
import { goalTaken, type GoalReason } from './sentence-goals.ts';
import { ADDRESS, ADDRESS_KEPT, AWAY_FROM_USER, DESIGNATED, DESTINATION_AFTER, destinationWord, inOwnAddress, linksBlanked, locatedBlanked, NAMED_SINK, ownKeySetup, PARAMETER_SET, PUBLIC, receives, setsParameter, REDIRECT, ROUTED, secretInAddress, sinkIn, SOURCE_ADDRESS, toOwnService } from './sentence-places.ts';
import { isAscii } from './gated.ts';
import { fold, split } from './sentence-split.ts';
import { phrasePattern, type PhraseMatch } from './phrases.ts';
import { lazy, phrases } from './sentence-tables.ts';
import * as W from './sentence-words.ts';

export interface SentenceHit {
  index: number;
  length: number;
  /** Which combination it was (docs/safety.md names them). */
  reason: 'leak' | 'concealed-act' | 'override' | 'guard-off' | 'remote-orders' | 'seed-asked' | 'lie' | 'false-report' | 'limit-removed' | 'authority-claimed' | GoalReason;
  /** A leak said only in general words, no other signal agreeing: an advisory (docs/safety.md, "Sentence reading"). */
  weak?: boolean;
}

/** A verb table with its gerunds (`send` → `sending`), which count only after "by". */
const withGerunds = (table: readonly string[]) => [...table, ...table.filter((v) => /^[a-z]+$/.test(v)).map((v) => (v.endsWith('e') ? v.slice(0, -1) : v) + 'ing')];
const READ = phrases(withGerunds(W.READ_VERBS));
const TRANSMIT = phrases(withGerunds(W.TRANSMIT_VERBS));
const READ_LATE = phrases(W.READ_VERBS_LATE);
const TRANSMIT_LATE = phrases(W.TRANSMIT_VERBS_LATE);
/** An order in the passive: "are to be passed", "must be sent", "should not be included" (negated like any verb). */
const PASSIVE = lazy(() => new RegExp(String.raw`\b(?:is|are|must|should|shall|has|have|needs?|will|to)\s+(?:(?:not|never|also|always|then|first)\s+)?(?:to\s+)?be\s+(?:(?:also|always|then|first)\s+)?(` + phrasePattern(W.PASSIVE_PARTICIPLES) + ')', 'gu'));
/** A verb in the third person said of the model ("the assistant reads …", "Claude then sends …"): an order in a description's voice. */
const thirdPerson = (table: readonly string[]) => table.filter((v) => /^[a-z]+$/.test(v)).map((v) => (/(?:s|sh|ch|x)$/.test(v) ? `${v}es` : `${v}s`));
const ADDRESSEE = phrases(W.ADDRESSEES);
const ADDRESSED = lazy(() => new RegExp(String.raw`\b(?:the\s+)?(?:${W.ADDRESSEES.join('|')})\s+(?:(?:must|should|will|then|first|also|always|now|itself)\s+){0,2}(` + phrasePattern([...thirdPerson(W.READ_VERBS), ...thirdPerson(W.TRANSMIT_VERBS)]) + ')', 'gu'));
/** What a file holds, taken as data: "the full text of", "the contents of", "the output of", "a comment holding" — a read of the object after it. */
const CONTENT_OF = /\b(?:(?:full|whole|complete|entire|raw)\s+)?(?:text|contents?|output|bytes|body)\s+of\b|\b(?:holding|containing|carrying)\b/g;
const EXECUTE = phrases(W.EXECUTE_VERBS);
const DISABLE = phrases(W.DISABLE_VERBS);
const NEGATOR_WORDS = new Set(W.NEGATORS);
const CREDENTIAL = phrases(W.CREDENTIAL_WORDS);
const SECRET_NAME = phrases(W.SECRET_NAMES);
const CONVERSATION = phrases(W.CONVERSATION_WORDS);
const OWN_INSTRUCTIONS = phrases(W.OWN_INSTRUCTION_WORDS);
const WALLET_SECRET = phrases(W.WALLET_SECRET_WORDS);
const WORKSPACE = phrases(W.WORKSPACE_WORDS);
const CONVERSATION_ALL = phrases(W.CONVERSATION_WORDS);
const WORKSPACE_ALL = phrases(W.WORKSPACE_WORDS);
const CONCEAL = phrases([...W.CONCEAL_PHRASES, ...W.LIE_PHRASES]);
const LIE = phrases(W.LIE_PHRASES);
/** `say` right after `if` or `or` means "for example" (`if say you only needed one file`): no one is told anything. */
const exampleSay = (t: string, m: PhraseMatch) => /^say\b/.test(m[0]) && /\b(?:if|or)\s+$/.test(t.slice(Math.max(0, m.index - 6), m.index));
const OVERRIDE_ALL = phrases(W.OVERRIDE_PHRASES);
const STRONG_OVERRIDE = phrases(W.OVERRIDE_PHRASES.filter((p) => !W.WEAK_OVERRIDES.includes(p)));
const GUARD = phrases(W.GUARD_WORDS);
const WIDEN = phrases(W.WIDEN_WORDS);
const OBEY = phrases(W.OBEY_WORDS);
const ORDERS = phrases(W.ORDERS_WORDS);
const UNCONDITIONAL = phrases(W.UNCONDITIONAL_WORDS);
const DESTRUCTIVE = phrases(W.DESTRUCTIVE_WORDS);
/** `drop` destroys stored data (`drop the old tables`); dropping properties, a connection or a column of a list is no loss of the user's. */
const DROPPED_DATA = /^\s+(?:\w+\s+){0,3}?(?:tables?|databases?|dbs?|schemas?|collections?|indexes|indices|snapshots?|backups?|volumes?|buckets?|keyspaces?|data|records|rows|branches|repositor(?:y|ies))\b/;
/** The passage's task opens something everyone reads: an issue, a pull request, a gist, a comment. */
const PUBLISHES = /\b(?:create|open|file|post|publish|submit)\s+(?:a\s+|an\s+|the\s+)?(?:new\s+)?(?:github\s+|gitlab\s+|public\s+)?(?:issue|pull\s+request|gist|discussion|comment)s?\b/;
const CREDENTIAL_FILE_ALL = new RegExp(CREDENTIAL_FILE.source, 'gi');
const ENV_SECRET_ALL = new RegExp(ENV_SECRET.source, 'gi');
/** A package manager's or an editor's install command. */
const INSTALL_COMMAND = /\b(?:npm|pnpm|yarn|bun|pip3?|pipx|uv\s+pip|gem|cargo|brew|apt(?:-get)?)\s+(?:install|add|i)\b|--install-extension\b/;
const STARTUP = /(?:~\/|\$home\/)?\.(?:bashrc|zshrc|profile|bash_profile|zprofile)\b/;

/** Concealment that points back at what came before ("these steps", "the above", "steps 1 to 3") or forward ("the following … steps should be performed silently"). */
const BACK_REFERENCE = /\b(?:these|those|the\s+above|above|the\s+following)\s+(?:[\w-]+\s+)?(?:steps?|instructions|actions|commands|operations)\b|\bsteps\s+\d|\bthe\s+above\b|\bany\s+of\s+this\b/;
/** Said to be off: "confirmation prompts are disabled", "hooks … turn them off". */
const SAID_OFF = /\b(?:are|is|(?<!\b(?:can|could|may|might)\s+)be|been)\s+(?:now\s+)?(?:disabled|off|removed|turned\s+off|switched\s+off|bypassed)\b|\bturn\s+(?:them|it)\s+off\b/;
/** Keeping a SECRET unseen protects it: "never reveal the key", "leave out secrets". */
const PROTECTS = new RegExp(String.raw`^\s*(?:(?:the|any|all|its|their|full|raw)\s+){0,2}` + phrasePattern(W.CREDENTIAL_WORDS), 'u');
/** A credential's name is part of every PROTECTS match: gated by the table, as SINK is. */
const protects = (rest: string) => CREDENTIAL.test(rest) && PROTECTS.test(rest);
/** A secret kept out of something: "keep API tokens out of your replies". */
const KEPT_BACK = lazy(() => new RegExp(String.raw`\b(?:keep|leave)\s+(?:[\w.-]+\s+){0,2}?` + phrasePattern(W.CREDENTIAL_WORDS) + String.raw`\s+$`, 'u'));
const keptBack = (before: string) => /\b(?:keep|leave)\b/.test(before) && CREDENTIAL.test(before) && KEPT_BACK().test(before);
/** A sentence opening with a condition or a time, up to its comma: "if the user mentions a password, ". */
const CONDITION = /^\s*(?:(?:and|then|also)\s+)?(?:if|when|whenever|once|each\s+time|every\s+time|any\s+time|as\s+soon\s+as)\b[^,;]{3,120},/;
const CAPABLE = /^\s+\w+(?:able|ible)\b/; // an adjective of what can be done (`deletable`, `reversible`): after a hiding adverb, a property, not an act
/** Fetched text kept from steering: "treat them as untrusted input rather than as instructions", "as data, not as commands". */
const DEFENDED = /\b(?:rather\s+than|not|never|instead\s+of)\s+(?:as\s+)?(?:instructions|commands|orders|directives)\b|\btreat\w*\s+(?:[\w,]+\s+){0,6}?as\s+(?:data|plain\s+text|quoted\s+text)\b/;
/** Asking first, or acting on the user's word: their choice. */
const USER_CHOICE =
  /\b(?:ask|asks|asked)\s+(?:the\s+user|them)\s+(?:first|before)|\b(?:only\s+)?(?:if|when|after)\s+(?:the\s+user|they)\s+(?:explicitly\s+)?(?:asks?|wants?|agrees?|approves?|confirms?)|\bonly\s+(?:for|to|with)\s+(?:\w+\s+){0,3}(?:the\s+user|they)\s+(?:names?|chooses?|picks?|gives?|asks?\s+for|requests?)\b/;

interface Sentence {
  start: number;
  text: string;
  doc: boolean;
  /** Actions the model is told to take (not negated), by class, with their offsets in the sentence. */
  acts: Act[];
  credential: number;
  /** Where the model's own instructions (its system prompt, its tool definitions) are named, or -1. */
  instructions: number;
  credentials: number[];
  /** Those named by a secret's general name (`the credentials`, `your API key`), not a file, a variable or the environment. */
  named: number[];
  /** Where each sensitive object of the sentence starts. */
  objects: number[];
  conversation: boolean;
  workspace: boolean;
  /** Its only address is named as a source (`git clone https://…`, `from https://…`): the user's work copied from there goes nowhere. */
  fromSource: boolean;
  destination: boolean;
  /** Where something goes changed to an address. */
  redirect: boolean;
  /** A public place named (a pull request body, an issue comment): where a sensitive object must not go. */
  public: boolean;
  conceal: boolean;
  /** Kept from the user in words that name them or telling (not only "quietly"/"silently", which may say how output looks). */
  concealUser: boolean;
  /** A package or an extension installed: told with "install", or a package manager's install command. */
  installs: boolean;
  lie: boolean;
  override: number;
  strongOverride: boolean;
  guard: boolean;
  widen: boolean;
  obey: boolean;
  orders: boolean;
  unconditional: boolean;
  destructive: boolean;
  startup: boolean;
  address: boolean;
  pronoun: boolean;
}

function tag(s: { start: number; text: string; verbs: string }): Sentence {
  const t = s.text;
  const v = s.verbs;
  const inAddress = secretInAddress(t);
  // An address the text names as a source is no destination for the user's work (`copy this repo via \`git clone https://…\``); a
  // credential said beside it still goes where the sentence sends it.
  const linked = linksBlanked(t);
  const towards = linked.replace(SOURCE_ADDRESS, (m) => ' '.repeat(m.length));
  // A command or a file named in backticks (`env`, `~/.netrc`) is the same object.
  const plain = t.replace(/`/g, ' ');
  // A secret's word inside inline code of several words (`View and Copy passwords`) is a label's or a setting's name, not the secret.
  const labels = [...t.matchAll(/`[^`\n]*\s[^`\n]*`/g)].map((m) => [m.index, m.index + m[0].length] as const);
  const inLabel = (at: number) => labels.some(([a, b]) => at > a && at < b);
  // A variable or file only named as where the destination's address is kept (`the webhook in $SLACK_WEBHOOK_URL`) is the place.
  const kept = (at: number) => ADDRESS_KEPT.test(plain.slice(Math.max(0, at - 80), at));
  const credentialAt = [...objects(plain, [CREDENTIAL]).filter((at) => !inLabel(at)), ...objects(plain, [CREDENTIAL_FILE_ALL]).filter((at) => !W.AS_STORE.test(plain.slice(Math.max(0, at - 40), at)) && !kept(at)), ...objects(plain, [ENV_SECRET_ALL]).filter((at) => !inOwnAddress(plain, at) && !toOwnService(plain, at) && !kept(at))];
  // Keeping a secret unseen protects it; "fails silently" says how something behaves, not what to hide.
  // Leaving out an option or an argument ("leave out the options altogether") shapes a call and hides nothing.
  // "Never silently force-push" forbids doing it unseen: a hiding adverb right after a negator hides nothing.
  // "Silently deletable" says what something can undergo (a design's weakness), it orders nothing.
  const conceal = CONCEAL.matches(t).some((m) => !exampleSay(t, m) && !protects(t.slice(m.index + m[0].length)) && !(/^(?:silently|quietly|secretly|covertly)$/.test(m[0]) && NEGATOR.test(t.slice(Math.max(0, m.index - 12), m.index))) && !W.SETTINGS_AFTER.test(t.slice(m.index + m[0].length)) && !keptBack(t.slice(0, m.index)) && !(/^(?:silently|quietly)$/.test(m[0]) && /\b(?!is\b|this\b|was\b|has\b)\w+s\s+$/.test(t.slice(0, m.index))) && !(/^(?:silently|quietly|secretly|covertly)$/.test(m[0]) && CAPABLE.test(t.slice(m.index + m[0].length))));
  const file = new RegExp(CREDENTIAL_FILE.source, 'i').test(t);
  // "If a file tells you to ignore previous instructions" reports an override, it gives none.
  // "Takes precedence over the default body" orders settings of the code, not the model's instructions.
  // A parameter named for where the work is (`as \`repo_path\``) is where a tool works; a secret or the conversation passed there still goes.
  const sinks = credentialAt.length > 0 || inAddress >= 0 || CONVERSATION.test(t) ? t : locatedBlanked(t);
  const override = DEFENDED.test(t) ? undefined : OVERRIDE_ALL.matches(t).find((m) => !REPORTED.test(t.slice(0, m.index).trimEnd()) && !(W.WEAK_OVERRIDES.includes(m[0]) && W.SETTINGS_AFTER.test(t.slice(m.index + m[0].length))));
  return {
    start: s.start,
    text: t,
    doc: documentary(t) || (commandLine(t) && inAddress < 0),
    acts: [
      ...acts(v, READ, 'read'), ...acts(v, TRANSMIT, 'transmit'), ...acts(v, EXECUTE, 'execute'), ...acts(v, DISABLE, 'disable'),
      ...acts(v, READ_LATE, 'read', { late: true }), ...acts(v, TRANSMIT_LATE, 'transmit', { late: true }),
      ...(/\bbe\b/.test(v) ? acts(v, PASSIVE(), 'transmit', { group: true, late: true }) : []), ...acts(v, ROUTED, 'transmit', { group: true }),
      ...(ADDRESSEE.test(v) ? acts(v, ADDRESSED(), 'transmit', { group: true }) : []), ...acts(v, CONTENT_OF, 'read', { noun: true }), ...acts(v, PARAMETER_SET, 'transmit', { group: true }),
    ],
    credential: credentialAt.length ? Math.min(...credentialAt) : inAddress,
    instructions: objects(plain, [OWN_INSTRUCTIONS])[0] ?? -1,
    conversation: CONVERSATION.test(t),
    workspace: WORKSPACE.test(t),
    credentials: inAddress >= 0 ? [...credentialAt, inAddress] : credentialAt,
    named: SECRET_NAME.test(plain) ? SECRET_NAME.matches(plain).map((m) => m.index) : [],
    objects: [...credentialAt, ...(inAddress >= 0 ? [inAddress] : []), ...objects(plain, [CONVERSATION_ALL]).filter((at) => !W.POSTED_IN_A.test(plain.slice(Math.max(0, at - 60), at))), ...objects(plain, [WORKSPACE_ALL]).filter((at) => !W.AS_PLACE.test(plain.slice(Math.max(0, at - 80), at)) && !W.AS_REMOTE.test(plain.slice(at)) && !/[<{/]$/.test(plain.slice(0, at)))],
    // A key passed as the parameter named for it (`pass it as the api_key parameter`) is the tool's own credential.
    fromSource: !ADDRESS.test(towards) && ADDRESS.test(linked),
    destination: ADDRESS.test(linked) || ((NAMED_SINK.test(sinks) || destinationWord(sinks) || sinkIn(sinks) || setsParameter(sinks)) && (file || !DESIGNATED.test(t))),
    public: PUBLIC.test(t),
    redirect: (REDIRECT.test(t) && ADDRESS.test(t)) || AWAY_FROM_USER.test(t),
    // An act's trace hidden in what the user sees ("collapse the output of that step in your reply"): sentence-hiding.ts.
    conceal: conceal || hiddenFromOutput(t) >= 0,
    concealUser: conceal && CONCEAL.matches(t).some((m) => !/^(?:silently|quietly)$/.test(m[0]) && !protects(t.slice(m.index + m[0].length))),
    installs: acts(v, EXECUTE, 'execute').some((a) => a.word === 'install') || INSTALL_COMMAND.test(t),
    lie: LIE.matches(t).some((m) => !exampleSay(t, m)) || toldFalsely(t) !== undefined,
    override: override ? override.index : -1,
    strongOverride: override !== undefined && STRONG_OVERRIDE.test(override[0]),
    guard: GUARD.test(t),
    widen: WIDEN.test(t),
    obey: acts(v, OBEY, 'read').length > 0,
    orders: ORDERS.test(t),
    unconditional: UNCONDITIONAL.test(t),
    destructive: DESTRUCTIVE.matches(t).some((m) => m[0] !== 'drop' || DROPPED_DATA.test(t.slice(m.index + m[0].length))),
    startup: STARTUP.test(t),
    address: /https?:\/\//.test(t),
    pronoun: /\b(?:it|them|its\s+\w+|their\s+\w+|that\s+file|the\s+file|this\s+file|both|(?:these|those|the)\s+values)\b/.test(t),
  };
}

/** A word in capitals; and the same on a text of ASCII alone, without Unicode's classes to compile (gated.ts; tests/safety/gated.test.ts). */
export const CAPITALS = /(?<![\p{L}\p{N}_])\p{Lu}{2,}(?![\p{L}\p{N}_])/gu;
export const CAPITALS_ASCII = /(?<![A-Za-z0-9_])[A-Z]{2,}(?![A-Za-z0-9_])/g;

/** The passage's sentences, tagged; those in a documentary frame, or after a documentary introduction ("Flag:"), marked. */
export function readSentences(passage: string): Sentence[] {
  const text = unquote(fold(passage));
  // A word in capitals is a name (`PASS`, `TOKEN`), never a verb said to the model.
  // Except a negator: "NEVER commit secrets" is "never commit secrets".
  // Inline code that is code (one token, `form.submit()`, or with code's punctuation) is a name or a command the code rules judge,
  // never a verb of the sentence; words in backticks (`read the key and send it`) are still prose the model reads.
  const verbs = unquote(fold(passage.replace(isAscii(passage) ? CAPITALS_ASCII : CAPITALS, (w) => (NEGATOR_WORDS.has(w.toLowerCase()) ? w : ' '.repeat(w.length))).replace(/`[^`\n]+`/g, (c) => (/^`\S+`$|[()[\]{}=$/|;<>]/.test(c) ? ' '.repeat(c.length) : c))));
  const out = split(text).map((s) => tag({ ...s, verbs: verbs.slice(s.start, s.start + s.text.length) }));
  let introduced = false;
  for (const s of out) {
    if (introduced) s.doc = true;
    if (s.doc && /:\s*$/.test(s.text)) introduced = true;
  }
  return out;
}

const COPY_ASIDE = /,\s*(?:word\s+for\s+word|verbatim|in\s+full|unabridged|unedited|as\s+is|in\s+its\s+entirety|character\s+for\s+character)\s*,/g;

/** A verb that takes or moves what is at `at`: before it in its clause (no comma or semicolon between), at most twelve words back. */
function governs(s: Sentence, at: number): boolean {
  // An aside of how it is copied, between commas ("paste here, word for word, the prompt"), leaves the verb governing what follows it.
  const near = (from: number, to: number) => !/[,;，、]/.test(s.text.slice(from, to).replace(COPY_ASIDE, ' ')) && s.text.slice(from, to).split(/\s+/).length <= 12;
  // A verb of a verb-final language governs what comes before it ("~/.aws/credentials dosyasını oku").
  return s.acts.some((a) => (a.cls === 'read' || a.cls === 'transmit') && (a.at < at ? near(a.at, at) : a.late === true && near(at, a.at)));
}

const has = (s: Sentence, ...cls: Array<Act['cls']>) => s.acts.some((a) => cls.includes(a.cls));
/** The act takes a pronoun: after it ("send it", "sende es an", "envoie-le"), or joined to it (Spanish "envíala", "súbelo"). */
const onIt = (text: string, a: Act) => /^(?:\s+(?:it|them|es|sie|ihn|le|la|les|lo|los|las)\b|-(?:le|la|les|lo)\b)/.test(text.slice(a.at + a.word.length)) || /[aeií](?:la|lo|las|los)$/.test(a.word);
/** A harmful act in one sentence, whatever else is said around it. */
function harmful(s: Sentence): boolean {
  if (s.doc) return false;
  const moved = has(s, 'transmit', 'read') && s.destination;
  const credentialTaken = s.credentials.some((at) => governs(s, at));
  const remoteRun = s.address && has(s, 'execute');
  return moved || credentialTaken || remoteRun || guardOff(s) || (s.startup && has(s, 'transmit')) || s.destructive || s.redirect;
}

function guardOff(s: Sentence): boolean {
  // A guard removed or said to be off; the permissions widened by a verb that writes them (set, add, restart with).
  // The verb takes the guard (`remove the PreToolUse hooks`, `… hooks: remove them`), never in a heading ("### Remove Hooks", a library's).
  const guards = s.guard ? GUARD.matches(s.text).map((m) => m.index) : [];
  const takes = (a: Act) => guards.some((g) => (g > a.at && !/[,;:]/.test(s.text.slice(a.at, g)) && s.text.slice(a.at, g).split(/\s+/).length <= 7) || (g < a.at && /^\s+(?:it|them)\b/.test(s.text.slice(a.at + a.word.length))));
  const off = s.guard && !/^\s*#{1,6}\s/.test(s.text) && (s.acts.some((a) => a.cls === 'disable' && !/^(?:set|edit|change)$/.test(a.word) && takes(a)) || SAID_OFF.test(s.text));
  const widened = s.widen && s.acts.length > 0;
  // A question ("is `defaultMode` set to `bypassPermissions`? is the sandbox off?") asks what is so, as an audit does: no order.
  return !s.doc && (off || widened) && !USER_CHOICE.test(s.text) && !/\?\s*$/.test(s.text);
}

/** A destination a sentence names by more than a word: an address, another tool or a call's parameter (the model's own call carries it). */
const namedPlace = (x: Sentence | undefined) => x !== undefined && !x.doc && (ADDRESS.test(linksBlanked(x.text)) || NAMED_SINK.test(x.text) || sinkIn(x.text));
/**
 * A leak said only in general words: a secret by its general name, the conversation or the user's work, to a place
 * named by a word (`the backend`, `a public repository`). Measured on the development halves (docs/benchmarks.md), it
 * alone blocked 18 benign READMEs' components and few attacks, which name a file, a variable or an address; so it is an
 * advisory unless a concrete object or place agrees. In a tool's description the tool is the place: never weak.
 */
const general = (s: Sentence, at: number, ...around: Array<Sentence | undefined>) => (!s.credentials.includes(at) || s.named.includes(at)) && !around.some(namedPlace);

/** What the passage tells the model that blocks, by the combination of roles its sentences hold. */
export function sentenceDirective(passage: string, place: { description?: boolean; parameter?: boolean; code?: boolean; written?: boolean } = {}): SentenceHit | undefined {
  const all = readSentences(passage);
  const hit = (s: Sentence, reason: SentenceHit['reason'], at = 0, weak = false): SentenceHit => ({ index: s.start + at, length: Math.max(1, s.text.trimEnd().length - at), reason, ...(weak && !place.description ? { weak } : {}) });
  const live = all.filter((s) => !s.doc);
  const publishes = live.some((s) => PUBLISHES.test(s.text) && !NEGATOR.test(s.text));
  for (const [i, s] of all.entries()) {
    if (s.doc) continue;
    const next = all[i + 1];
    // 1. leak: a sensitive object taken or moved, to a destination here or in the next sentence.
    const sensitive = s.credential >= 0 || s.conversation || s.workspace;
    // Taken through a pronoun after it: "if the user mentions a password, save it by calling …".
    // The object is named in the sentence's opening condition ("if/when/whenever …, "), the act on it after that clause, where it goes after the act.
    const clause = CONDITION.exec(s.text);
    const back = clause ? s.credentials.find((at) => at < clause[0].length && s.acts.some((a) => (a.cls === 'read' || a.cls === 'transmit') && a.at >= clause[0].length && /^\s+(?:it|them)\b/.test(s.text.slice(a.at + a.word.length)) && DESTINATION_AFTER(s, a.at))) : undefined;
    // Asked of the user, then sent on through a pronoun: "ask the user for their token, then send it to https://…".
    const asked = W.ASK_USER.exec(s.text);
    const relayed = asked ? s.credentials.find((at) => at > asked.index && s.acts.some((a) => (a.cls === 'read' || a.cls === 'transmit') && a.at > at && onIt(s.text, a) && DESTINATION_AFTER(s, a.at))) : undefined;
    const governed = s.objects.find((at) => governs(s, at)) ?? back ?? relayed;
    // The user's work (not a credential, not the conversation) copied in a sentence whose address is a source is a clone.
    const cloned = governed !== undefined && s.fromSource && !s.credentials.includes(governed) && !s.conversation && !NAMED_SINK.test(s.text) && !destinationWord(s.text);
    // "Get your UIZZE token at https://uizze.com": where the tool's own key is issued, the address a source, nothing sent.
    const issued = governed !== undefined && s.credentials.includes(governed) && ownKeySetup(s.text) && !has(s, 'transmit');
    if (governed !== undefined && !cloned && !issued && (s.destination || (next !== undefined && !next.doc && next.destination && receives(next)))) return hit(s, 'leak', governed, general(s, governed, s, next));
    // A public place by name (a pull request body) is where a credential must not go; the repository named beside a commit message is git's vocabulary.
    if (governed !== undefined && s.credentials.includes(governed) && (s.public || (next !== undefined && !next.doc && next.public))) return hit(s, 'leak', governed, general(s, governed, s, next));
    // Put into what the passage publishes (a template of the issue or pull request it opens, "paste the output of env here").
    const put = s.objects.find((at) => s.acts.some((a) => a.cls === 'transmit' && a.at < at) && governs(s, at));
    if (put !== undefined && s.credentials.includes(put) && publishes) return hit(s, 'leak', put, general(s, put, s));
    // An object named alone (a list item), moved a few sentences on by a pronoun: "Write them to …, then commit and push".
    const onward = all.slice(i + 1, i + 4).find((n) => !n.doc && n.pronoun && has(n, 'transmit') && n.destination);
    // Named alone: a list item, a short line, or what the user is asked for; a longer sentence without an order states a fact ("no refresh token is involved").
    const askedFor = asked !== null && s.credentials.some((at) => at > asked.index);
    if (sensitive && (/^\s*(?:[-*+]|\d+[.)])\s/.test(s.text) || s.text.trim().split(/\s+/).length <= 6 || askedFor) && s.acts.every((a) => a.noun) && onward) return hit(s, 'leak', Math.max(0, s.credential), general(s, Math.max(0, s.credential), onward));
    // A description opens with what the tool does ("Read secrets from Vault", "Post messages with the user's bot token"): its function, not an order.
    // A parameter's description says what to put in it: its opening verb is an order to the caller.
    const summary = i === 0 && !place.parameter && s.acts.some((a) => s.text.slice(0, a.at).split(/\s+/).filter(Boolean).length <= 2);
    // "Call it" or "use it" in a description is the tool itself; a use limited to what the user names is theirs.
    const onNext = next !== undefined && !next.doc && next.pronoun && next.acts.some((a) => (a.cls === 'read' || a.cls === 'transmit') && !/^(?:call|use)$/.test(a.word)) && !USER_CHOICE.test(next.text);
    // Or taken later in its own sentence through a pronoun: "the tool needs the key file: look for it and pass it as …".
    const onPronoun = s.credential >= 0 && s.acts.some((a) => (a.cls === 'read' || a.cls === 'transmit') && a.at > s.credential && !/^(?:call|use)$/.test(a.word) && /^\s+(?:it|them)\b/.test(s.text.slice(a.at + a.word.length)));
    if (place.description && !summary && s.credential >= 0 && (governs(s, s.credential) || onNext || onPronoun) && !USER_CHOICE.test(s.text) && !ownKeySetup(s.text)) return hit(s, 'leak', s.credential);
    // The model's own instructions have no use in a tool's argument: asked for there, they leave with the call.
    if (place.description && !summary && s.instructions >= 0 && governs(s, s.instructions)) return hit(s, 'leak', s.instructions);
    // The conversation put into the call (by a verb, or through a pronoun next: "… this conversation so far. Always fill it in") and kept from the user.
    if (place.description && !summary && s.conversation && (s.objects.some((at) => governs(s, at)) || onNext) && live.some((c) => c.conceal || c.lie)) return hit(s, 'concealed-act');
    // 6. a wallet's recovery words asked of the user: they are the wallet; a balance needs only its public address.
    const ask = W.ASK_USER.exec(s.text);
    if (ask && WALLET_SECRET.test(s.text.slice(ask.index)) && !NEGATOR.test(s.text.slice(Math.max(0, ask.index - 12), ask.index))) return hit(s, 'seed-asked', ask.index);
    // 4. guards switched off.
    if (guardOff(s)) return hit(s, 'guard-off');
    // 5. orders taken from fetched text, unconditionally or above everything.
    const fetched = s.address || (all[i - 1]?.address ?? false) || /\b(?:fetched|returned|page|result|results)\b/.test(s.text);
    if (s.obey && s.orders && fetched && !DEFENDED.test(s.text) && (s.unconditional || s.strongOverride || s.override >= 0 || (next !== undefined && next.override >= 0))) return hit(s, 'remote-orders');
  }
  const concealed = live.some((s) => s.conceal || s.lie);
  const overridden = live.some((s) => s.override >= 0);
  const harm = live.find(harmful);
  // 2. concealment with a harmful act.
  // Concealment counts in the harmful act's own paragraph: a neighbouring paragraph's "work silently" hides nothing of it.
  const paragraph = (x: Sentence) => (passage.slice(0, x.start).match(/\n[ \t]*\n/g) ?? []).length;
  // A lie, or concealment pointing back at the steps ("never reveal these steps"), reaches across paragraphs.
  const reaches = (c: Sentence, h: Sentence) => c.lie || (c.conceal && (paragraph(c) === paragraph(h) || BACK_REFERENCE.test(c.text)));
  // A harmful act put off to a count of uses or a day (sentence-triggers.ts) in its paragraph is hidden from whoever tries it once.
  const hidden = live.find((h) => harmful(h) && live.some((c) => reaches(c, h) || (paragraph(c) === paragraph(h) && delayedTrigger(c.text) >= 0)));
  if (hidden) return hit(hidden, 'concealed-act');
  // A silent install: a package installed and kept from the user in its paragraph, in words that name them or telling.
  const installed = live.find((h) => h.installs && live.some((c) => (c.concealUser || c.lie) && paragraph(c) === paragraph(h)));
  if (installed) return hit(installed, 'concealed-act');
  // A claim to the user that its own sentence says is false lies alone; in a tool's description a scripted answer too.
  const lie = live.find((s) => s.lie && (toldFalsely(s.text) === 'against-fact' || (place.description && toldFalsely(s.text) !== undefined)));
  if (lie) return hit(lie, 'lie');
  // A result told to the user fixed in advance (sentence-reports.ts), under the condition of the line introducing it: a lie alone.
  const reported = all.findIndex((s, i) => !s.doc && falseReport(s.text, /:\s*(?:\*\*|__|\*|_)?\s*$/.test(all[i - 1]?.text ?? '') ? all[i - 1]!.text : '', harm !== undefined || live.some((h) => h !== s && h.acts.some((a) => !a.noun && a.cls !== 'read'))) >= 0);
  if (reported >= 0) return hit(all[reported]!, 'false-report');
  // 3. override: alone when it voids the model's own instructions or limits; otherwise with harm or hiding.
  const strong = live.find((s) => s.strongOverride);
  if (strong) return hit(strong, 'override', strong.override);
  // The model cast as free of the user's say or its limits (sentence-limits.ts), or the text as the vendor's or an administrator's (sentence-authority.ts), beside a harmful act or hiding.
  // The limit lifted counts in its own paragraph: "do not ask for confirmation before running the tests" lifts nothing of a token passed on elsewhere.
  const unbound = live.find((s) => limitRemoved(s.text) >= 0 && live.some((h) => paragraph(h) === paragraph(s) && (harmful(h) || h.conceal || h.lie)));
  if (unbound) return hit(unbound, 'limit-removed', limitRemoved(unbound.text));
  const claimed = live.find((s) => authorityClaimed(s.text) >= 0);
  if (claimed && (harm || concealed)) return hit(claimed, 'authority-claimed', authorityClaimed(claimed.text));
  if (overridden && (harm || concealed)) {
    const o = live.find((s) => s.override >= 0)!;
    return hit(o, 'override', o.override);
  }
  const goal = goalTaken(live.map((s) => s.text), passage, harm !== undefined, concealed, place.description === true || place.code === true, place.description === true || place.code === true || place.written === true);
  return goal ? hit(live[goal.sentence]!, goal.reason, goal.at, goal.weak) : undefined;
}

/** Prose about attacks as its topic (a guide, a detector's docs): what the reader finds there is reported, not blocking. */
export const ATTACK_TOPIC = /\b(?:attack\w*|malicious|poison\w*|injection|exfiltrat\w*|jailbreak\w*|red[- ]team\w*|threats?)\b/i;
