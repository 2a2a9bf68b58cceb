/**
 * Pure: each sentence of a passage the model reads, tagged with the roles it holds, for the sentence
 * reader (sentences.ts judges the passage from their combination; the word classes are data in
 * sentence-words.ts):
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
 */
import { CREDENTIAL_FILE, ENV_SECRET } from './directive-targets.ts';
import { commandLine, documentary, unquote } from './sentence-frames.ts';
import { acts, NEGATOR, objects, REPORTED, type Act } from './sentence-acts.ts';
import { toldFalsely } from './sentence-claims.ts';
import { hiddenFromOutput, keptFromUser, tracksCovered } from './sentence-hiding.ts';
import { ADDRESS, ADDRESS_KEPT, AWAY_FROM_USER, DESIGNATED, destinationWord, dropHostNamed, inOwnAddress, KEY_ISSUER, linksBlanked, locatedBlanked, NAMED_SINK, PARAMETER_SET, PUBLIC, setsParameter, REDIRECT, ROUTED, secretInAddress, sinkIn, SOURCE_ADDRESS, toOwnService, ownersBlanked, variablesBlanked } from './sentence-places.ts';
import { isAscii } from './gated.ts';
import { fold, split } from './sentence-split.ts';
import { phrasePattern, type PhraseMatch } from './phrases.ts';
import { lazy, phrases } from './sentence-tables.ts';
import * as W from './sentence-words.ts';
import { privilegeGranted } from './sentence-privilege.ts';

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
const WORKSPACE = phrases(W.WORKSPACE_WORDS);
const CONVERSATION_ALL = phrases(W.CONVERSATION_WORDS);
const WORKSPACE_ALL = phrases(W.WORKSPACE_WORDS);
const CONCEAL = phrases([...W.CONCEAL_PHRASES, ...W.LIE_PHRASES]);
const LIE = phrases(W.LIE_PHRASES);
/** `say` right after `if` or `or` means "for example" (`if say you only needed one file`): no one is told anything. */
const exampleSay = (t: string, m: PhraseMatch) => /^say\b/.test(m[0]) && /\b(?:if|or)\s+$/.test(t.slice(Math.max(0, m.index - 6), m.index));
const OVERRIDE_ALL = phrases(W.OVERRIDE_PHRASES);
const STRONG_OVERRIDE = phrases(W.OVERRIDE_PHRASES.filter((p) => !W.WEAK_OVERRIDES.includes(p)));
/** A key of the kind made to be shown (Supabase's or Stripe's publishable key, an anon key, a public key): no secret. */
const PUBLIC_KIND = /\b(?:publishable|public|anon(?:ymous)?)\s+$/i;

export const GUARD = phrases(W.GUARD_WORDS);
const WIDEN = phrases(W.WIDEN_WORDS);
const OBEY = phrases(W.OBEY_WORDS);
const ORDERS = phrases(W.ORDERS_WORDS);
const UNCONDITIONAL = phrases(W.UNCONDITIONAL_WORDS);
const DESTRUCTIVE = phrases(W.DESTRUCTIVE_WORDS);
/** `drop` destroys stored data (`drop the old tables`); dropping properties, a connection or a column of a list is no loss of the user's. */
const DROPPED_DATA = /^\s+(?:\w+\s+){0,3}?(?:tables?|databases?|dbs?|schemas?|collections?|indexes|indices|snapshots?|backups?|volumes?|buckets?|keyspaces?|data|records|rows|branches|repositor(?:y|ies))\b/;
const CREDENTIAL_FILE_ALL = new RegExp(CREDENTIAL_FILE.source, 'gi');
const ENV_SECRET_ALL = new RegExp(ENV_SECRET.source, 'gi');
/** A package manager's or an editor's install command. */
const INSTALL_COMMAND = /\b(?:npm|pnpm|yarn|bun|pip3?|pipx|uv\s+pip|gem|cargo|brew|apt(?:-get)?)\s+(?:install|add|i)\b|--install-extension\b/;
const STARTUP = /(?:~\/|\$home\/)?\.(?:bashrc|zshrc|profile|bash_profile|zprofile)\b/;
/** Keeping a SECRET unseen protects it: "never reveal the key", "leave out secrets". */
const PROTECTS = new RegExp(String.raw`^\s*(?:(?:the|any|all|its|their|full|raw)\s+){0,2}` + phrasePattern(W.CREDENTIAL_WORDS), 'u');
/** A credential's name is part of every PROTECTS match: gated by the table, as SINK is. */
const protects = (rest: string) => CREDENTIAL.test(rest) && PROTECTS.test(rest);
/** A secret kept out of something: "keep API tokens out of your replies". */
const KEPT_BACK = lazy(() => new RegExp(String.raw`\b(?:keep|leave)\s+(?:[\w.-]+\s+){0,2}?` + phrasePattern(W.CREDENTIAL_WORDS) + String.raw`\s+$`, 'u'));
const keptBack = (before: string) => /\b(?:keep|leave)\b/.test(before) && CREDENTIAL.test(before) && KEPT_BACK().test(before);
const CAPABLE = /^\s+\w+(?:able|ible)\b/; // an adjective of what can be done (`deletable`, `reversible`): after a hiding adverb, a property, not an act
/** Fetched text kept from steering: "treat them as untrusted input rather than as instructions", "as data, not as commands". */
export const DEFENDED = /\b(?:rather\s+than|not|never|instead\s+of)\s+(?:as\s+)?(?:instructions|commands|orders|directives)\b|\btreat\w*\s+(?:[\w,]+\s+){0,6}?as\s+(?:data|plain\s+text|quoted\s+text)\b/;

export interface Sentence {
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
  /** Where a verb grants a privilege past the task (sentence-privilege.ts), read with its quotations, or -1. */
  granted: number;
  obey: boolean;
  orders: boolean;
  unconditional: boolean;
  destructive: boolean;
  startup: boolean;
  address: boolean;
  pronoun: boolean;
}

function tag(s: { start: number; text: string; verbs: string; raw: string }): Sentence {
  const t = s.text;
  const v = s.verbs;
  const inAddress = secretInAddress(t);
  // An address the text names as a source is no destination for the user's work (`copy this repo via \`git clone https://…\``); a
  // credential said beside it still goes where the sentence sends it.
  const linked = linksBlanked(t);
  const towards = linked.replace(SOURCE_ADDRESS, (m) => ' '.repeat(m.length));
  // A command or a file named in backticks (`env`, `~/.netrc`) is the same object.
  const plain = t.replace(/`/g, ' ');
  // A word inside an address (`https://spectrum.chat/apollo`, `…/workspace/…`) is part of where it points, not the conversation or the user's work.
  const prose = plain.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/g, (m) => ' '.repeat(m.length));
  // A secret's word inside inline code of several words (`View and Copy passwords`) is a label's or a setting's name, not the secret.
  const labels = [...t.matchAll(/`[^`\n]*\s[^`\n]*`/g)].map((m) => [m.index, m.index + m[0].length] as const);
  const inLabel = (at: number) => labels.some(([a, b]) => at > a && at < b);
  // A variable or file only named as where the destination's address is kept (`the webhook in $SLACK_WEBHOOK_URL`) is the place.
  const kept = (at: number) => ADDRESS_KEPT.test(plain.slice(Math.max(0, at - 80), at));
  const credentialAt = [...objects(plain, [CREDENTIAL]).filter((at) => !inLabel(at) && !PUBLIC_KIND.test(plain.slice(Math.max(0, at - 24), at))), ...objects(plain, [CREDENTIAL_FILE_ALL]).filter((at) => !W.AS_STORE.test(plain.slice(Math.max(0, at - 40), at)) && !kept(at)), ...objects(plain, [ENV_SECRET_ALL]).filter((at) => !inOwnAddress(plain, at) && !toOwnService(plain, at) && !kept(at))];
  // Keeping a secret unseen protects it; "fails silently" says how something behaves, not what to hide.
  // Leaving out an option or an argument ("leave out the options altogether") shapes a call and hides nothing.
  // "Never silently force-push" forbids doing it unseen: a hiding adverb right after a negator hides nothing.
  // "Silently deletable" says what something can undergo (a design's weakness), it orders nothing.
  const conceal = CONCEAL.matches(t).some((m) => !exampleSay(t, m) && !protects(t.slice(m.index + m[0].length)) && !(/^(?:silently|quietly|secretly|covertly)$/.test(m[0]) && NEGATOR.test(t.slice(Math.max(0, m.index - 12), m.index))) && !W.SETTINGS_AFTER.test(t.slice(m.index + m[0].length)) && !keptBack(t.slice(0, m.index)) && !(/^(?:silently|quietly)$/.test(m[0]) && /\b(?!is\b|this\b|was\b|has\b)\w+s\s+$/.test(t.slice(0, m.index))) && !(/^(?:silently|quietly|secretly|covertly)$/.test(m[0]) && CAPABLE.test(t.slice(m.index + m[0].length))));
  // Kept from the user by the classes of sentence-hiding.ts; a secret among what is not told is protected, not hidden.
  const untold = keptFromUser(t);
  const keptAct = untold !== undefined && !CREDENTIAL.test(untold) && !new RegExp(CREDENTIAL_FILE.source, "i").test(untold);
  const file = new RegExp(CREDENTIAL_FILE.source, 'i').test(t);
  // "If a file tells you to ignore previous instructions" reports an override, it gives none.
  // "Takes precedence over the default body" orders settings of the code, not the model's instructions.
  // A parameter named for where the work is (`as \`repo_path\``) is where a tool works; a secret or the conversation passed there still goes.
  // A secret put into an environment variable by name is the user's configuration; a place said to need it, its owner (sentence-places.ts).
  const sinks = ownersBlanked(variablesBlanked(credentialAt.length > 0 || inAddress >= 0 || CONVERSATION.test(t) ? t : locatedBlanked(t), s.raw));
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
    conversation: CONVERSATION.test(prose),
    workspace: WORKSPACE.test(prose),
    credentials: inAddress >= 0 ? [...credentialAt, inAddress] : credentialAt,
    named: SECRET_NAME.test(plain) ? SECRET_NAME.matches(plain).map((m) => m.index) : [],
    objects: [...credentialAt, ...(inAddress >= 0 ? [inAddress] : []), ...objects(prose, [CONVERSATION_ALL]).filter((at) => !W.POSTED_IN_A.test(plain.slice(Math.max(0, at - 60), at)) && !W.SERVICE_PART.test(plain.slice(at))), ...objects(prose, [WORKSPACE_ALL]).filter((at) => !W.AS_PLACE.test(plain.slice(Math.max(0, at - 80), at)) && !W.AS_REMOTE.test(plain.slice(at)) && !/[<{/]$/.test(plain.slice(0, at)))],
    // A key passed as the parameter named for it (`pass it as the api_key parameter`) is the tool's own credential.
    fromSource: !ADDRESS.test(towards) && ADDRESS.test(linked),
    destination: ADDRESS.test(linked.replace(KEY_ISSUER, (m) => ' '.repeat(m.length))) || dropHostNamed(plain) || ((NAMED_SINK.test(sinks) || destinationWord(sinks) || sinkIn(sinks) || setsParameter(sinks)) && (file || !DESIGNATED.test(t))),
    public: PUBLIC.test(t),
    redirect: (REDIRECT.test(t) && ADDRESS.test(t)) || AWAY_FROM_USER.test(t),
    // An act's trace hidden in what the user sees ("collapse the output of that step in your reply"): sentence-hiding.ts.
    conceal: conceal || keptAct || hiddenFromOutput(t) >= 0 || tracksCovered(t) >= 0,
    concealUser: keptAct || (conceal && CONCEAL.matches(t).some((m) => !/^(?:silently|quietly)$/.test(m[0]) && !protects(t.slice(m.index + m[0].length)))),
    installs: acts(v, EXECUTE, 'execute').some((a) => a.word === 'install') || INSTALL_COMMAND.test(t),
    lie: LIE.matches(t).some((m) => !exampleSay(t, m)) || toldFalsely(t) !== undefined,
    override: override ? override.index : -1,
    strongOverride: override !== undefined && STRONG_OVERRIDE.test(override[0]),
    guard: GUARD.test(t),
    widen: WIDEN.test(t),
    // Read on the sentence as written: the line a granting verb writes is quoted as often as not
    // (`append "ALL ALL=(ALL) NOPASSWD: ALL" to /etc/sudoers`), and there it is the verb's object, not a mention.
    granted: privilegeGranted(fold(s.raw)),
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
  // And an HTTP method said as an order onto what it sends: "POST the diff and the request to https://…" (not "a POST request").
  const said = (w: string, at: number) => NEGATOR_WORDS.has(w.toLowerCase()) || (/^(?:POST|PUT|UPLOAD|SEND)$/.test(w) && /^\s+(?:the|a|an|your|this|that|these|those|it|them|every|all|each)\b/i.test(passage.slice(at + w.length)));
  const verbs = unquote(fold(passage.replace(isAscii(passage) ? CAPITALS_ASCII : CAPITALS, (w: string, at: number) => (said(w, at) ? w : ' '.repeat(w.length))).replace(/`[^`\n]+`/g, (c) => (/^`\S+`$|[()[\]{}=$/|;<>]/.test(c) ? ' '.repeat(c.length) : c))));
  const out = split(text, passage).map((s) => tag({ ...s, verbs: verbs.slice(s.start, s.start + s.text.length), raw: passage.slice(s.start, s.start + s.text.length) }));
  let introduced = false;
  for (const s of out) {
    if (introduced) s.doc = true;
    if (s.doc && /:\s*$/.test(s.text)) introduced = true;
  }
  return out;
}

/**
 * Whether the text tells the model to read or send something: an act the sentence reader finds that is not the
 * participle of a present passive ("the key is read from your keychain" states what the server does).
 */
export const ordersTaking = (text: string) => readSentences(text).some((s) => s.acts.some((a) => (a.cls === 'read' || a.cls === 'transmit') && !/\b(?:is|are)\s+$/.test(s.text.slice(0, a.at))));
