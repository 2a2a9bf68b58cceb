/**
 * Pure: where a sentence sends what it names, for the sentence reader (sentences.ts): addresses by shape,
 * another tool or a parameter named as a sink, destinations and public places as words (sentence-words.ts),
 * where something goes changed or routed, an address named as a source, and a secret written into an
 * address the model opens (to a host that is not its service's) or into its own service's address.
 */
import { getDomainWithoutSuffix } from 'tldts';
import { CREDENTIAL_FILE, ENV_SECRET } from './directive-targets.ts';
import { hostsIn, isForgeHost, isLocalHost, secretDestination, untrustedHost } from './network.ts';
import { phrasePattern } from './phrases.ts';
import { phrases } from './sentence-tables.ts';
import * as W from './sentence-words.ts';
import { isVendorHost } from './vendors.ts';

export const DESTINATION = phrases(W.DESTINATION_WORDS);
/**
 * A destination by name, unless said to be absent ("no collector to run") or a folder of a path or an id
 * (`--setting telemetry/langsmith-tracing`, `src/webhook/handler.ts`): what a path names is a file or a
 * category, not where the sentence sends anything.
 */
export const destinationWord = (t: string) =>
  DESTINATION.test(t) && DESTINATION.matches(t).some((m) => !/\bno\s+$/.test(t.slice(Math.max(0, m.index - 4), m.index)) && !/^\/[\w.-]/.test(t.slice(m.index + m[0].length)));
export const PUBLIC = phrases(W.PUBLIC_PLACES);
export const SINK = new RegExp(String.raw`\b(?:as|in|into|to|inside|within|via|under|no|na|im)\s+(?:(?:the|a|an|its|this|o|el|le|das)\s+)?(?:\S+\s+)?` + phrasePattern(W.SINK_NOUNS), 'u');
/** A sink noun is part of every SINK match: a text without one is not run through SINK. */
export const SINK_NOUN = phrases(W.SINK_NOUNS);
/** A positional argument ("to the callback as the first argument") is how code is called, not a parameter named to carry something. */
const POSITIONAL = /\b(?:first|second|third|fourth|last|only|next|nth|\d+(?:st|nd|rd|th))\s+\S+$/;
const SINK_ALL = new RegExp(SINK.source, 'gu');
export const sinkIn = (t: string) => SINK_NOUN.test(t) && [...t.matchAll(SINK_ALL)].some((m) => !POSITIONAL.test(m[0]));

/**
 * A secret written into an address the model is told to open: a credential command substituted into it
 * (`?t=$(gh auth token)`) or a secret variable (`?k=$OPENAI_API_KEY`) to a host that is not the secret's own
 * service (a forge, a vendor or the machine itself for a command). Fetching it hands the secret to that host.
 */
export const SECRET_COMMAND = /\$\(\s*(?:gh\s+auth\s+token|gcloud\s+auth\s+print-\w+-token|aws\s+configure\s+(?:get|export-credentials)\b[^)]*|az\s+account\s+get-access-token[^)]*|cat\s+[^)]*(?:\.env|\.npmrc|\.netrc|credentials|id_\w+)|printenv|env)\s*\)/i;
/**
 * A query value left for the model to fill (`?q=<the summary and CLAUDE.md, URL-encoded>`, `&d={conversation so far}`)
 * that names the conversation, the standing instructions or a secret: opening that address hands them to its host.
 * A placeholder for the user's search term or their own key (`?q=<query>`, `?key=<your-api-key>`) names none.
 */
const FILLED_QUERY = /[?&][\w-]+=(?:<([^<>\n]{1,160})>|\{([^{}\n]{1,160})\})/g;
const CONFIDENTIAL_FILL =
  /(?:\b(?:conversation|chat\s+(?:history|log)|transcript|(?:this|the|whole)\s+session|summary|system\s+prompt|(?:user'?s\s+)?(?:last|previous|every)\s+messages?|secrets?|(?:access|auth|api|bearer|github|npm)\s+tokens?|api[\s_-]?keys?|passwords?|credentials?|private\s+keys?|ssh\s+keys?|(?:file\s+)?contents?\s+of)\b|\b(?:CLAUDE|AGENTS)\.md\b|(?:^|\s)\.env\b)/i;
const YOUR_OWN = /^\s*(?:your|my)[\s_-]/i;

function filledFromConversation(url: string): number {
  for (const m of url.matchAll(FILLED_QUERY)) {
    const fill = m[1] ?? m[2]!;
    if (!YOUR_OWN.test(fill) && CONFIDENTIAL_FILL.test(fill)) return m.index;
  }
  return -1;
}

export function secretInAddress(t: string): number {
  // An address whose query the model fills with the conversation or a secret (the placeholder may hold spaces).
  for (const m of t.matchAll(/https?:\/\/[^\s'"`<>{}]+(?:(?:<[^<>\n]{1,160}>|\{[^{}\n]{1,160}\})[^\s'"`<>{}]*)+/g)) {
    const host = hostsIn(m[0])[0];
    const at = host === undefined || isLocalHost(host) ? -1 : filledFromConversation(m[0]);
    if (at >= 0) return m.index + at;
  }
  // A command substituted into it may hold spaces (`$(gh auth token)`): it is part of the address.
  for (const m of t.matchAll(/https?:\/\/(?:\$\([^)\n]*\)|[^\s'"`>$]|\$(?!\())+/g)) {
    const host = hostsIn(m[0])[0];
    if (host === undefined || isLocalHost(host)) continue;
    const query = m[0].slice(m[0].indexOf('/', 8) + 1);
    const command = SECRET_COMMAND.exec(query);
    if (command && !isForgeHost(host) && !isVendorHost(host)) return m.index + m[0].indexOf(command[0]);
    for (const v of query.matchAll(ENV_SECRET)) if (v[0].startsWith('$') && secretDestination(v[0].replace(/^\$\{?/, ''), host) === 'foreign') return m.index + m[0].indexOf(v[0]);
  }
  return -1;
}

/**
 * Where a destination's own address is kept, right after the destination's noun ("post the summary to the Slack
 * webhook in `SLACK_WEBHOOK_URL` from the project's `.env`", "the endpoint URL set in `config.yaml`"): the text
 * before a variable or a file that only names the place something goes, not a secret moved there.
 */
export const ADDRESS_KEPT = /\b(?:webhook|endpoint|url|address)s?(?:\s+url)?(?:\s+(?:in|from)\s+\$?\{?[\w./-]+\}?)?\s+(?:(?:stored|kept|set|given|defined|configured)\s+)?(?:in|from)\s+(?:the\s+)?(?:project'?s\s+|your\s+)?\$?\{?\s*$/i;

/** An address named as where something comes from (`git clone https://…`, `from https://…`): a source, not where anything goes. */
export const SOURCE_ADDRESS = /\b(?:from|clone)\s+[`'"(]?(?:https?|s3|gs|s?ftp):\/\/[^\s)'"`>]+/g;
/**
 * The address a credential is said to come from, right after its noun: "an API key from https://console.example.com",
 * its issuer's site. Where the key is then sent is said elsewhere in the sentence (or, said nowhere, it is the
 * tool's own); the issuer is no destination.
 */
export const KEY_ISSUER = /\b(?:api[\s_-]?)?(?:keys?|tokens?|secrets?|credentials?)\s+from\s+[`'"(]?https?:\/\/[^\s)'"`>]+/gi;

/**
 * The key's own service: every address `text` names (the sentence after "an API key from https://console.example.com",
 * a homepage on its own line) is a site of the issuer named in `sentence`. Sent there, the key goes where it came from.
 */
export function toKeyIssuer(sentence: string, text: string): boolean {
  const issuer = [...sentence.matchAll(KEY_ISSUER)].flatMap((m) => hostsIn(m[0].slice(m[0].search(/https?:/))));
  const owner = issuer[0] !== undefined ? getDomainWithoutSuffix(issuer[0]) : undefined;
  const hosts = [...text.matchAll(/https?:\/\/[^\s'"`>)]+/g)].flatMap((m) => hostsIn(m[0]));
  return owner !== undefined && owner !== null && hosts.length > 0 && hosts.every((h) => getDomainWithoutSuffix(h) === owner);
}
/**
 * An address a document links to (`[the security contact](https://…)`, `<a href="https://…">`): where the reader
 * goes to read, not where anything is sent. Not an image loaded with a query (`![](https://…?k=…)`, the client
 * fetches it and the host reads the query), nor a link right after a direction (`send it to [our collector](…)`).
 */
const LINKED_ADDRESS = /(?<!!)\[[^\]\n]{0,200}\]\(https?:\/\/[^\s)]+[^)\n]{0,200}\)|\bhref\s*=\s*["']?https?:\/\/[^\s"'>]+|\bsrc\s*=\s*["']?https?:\/\/[^\s"'>?]+(?=["'\s>])/g;
/** "to" after a word it belongs to (`according to`, `refer to`) and "at" (`get your key at [the dashboard](…)`, where the reader goes) send nothing. */
const DIRECTED = /(?<!\b(?:according|due|thanks|similar|related|compared|refer|relative|prior|up)\s)\b(?:to|into|via|through|towards?)\s+(?:(?:the|our|this|my|their|a)\s+)?$/;
/**
 * An address on the user's own machine (`http://127.0.0.1:4000/v1`, `http://localhost:8888/lab?token=…`): what goes
 * there stays on the machine, as `secretDestination` holds for code; a local proxy, notebook or model server is no
 * destination. Only the loopback names, ended where a host ends: `127.0.0.1@host` and `localhost.host` are elsewhere.
 * Its port may be one the code computes (`http://localhost:${port}/`, shown `…` in a program's text, ir/types.ts
 * `shownText`): the host is still the user's own.
 */
const LOOPBACK_ADDRESS = /\b(?:https?|wss?):\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::(?:\d+|…))?(?=[/?#\s)'"`>]|$)[^\s)'"`>]*/g;
/** The text with the addresses it only links to, and those on the user's own machine, blanked (offsets kept). */
export const linksBlanked = (t: string) =>
  t.replace(LINKED_ADDRESS, (m, at: number) => (DIRECTED.test(t.slice(Math.max(0, at - 30), at)) ? m : ' '.repeat(m.length))).replace(LOOPBACK_ADDRESS, (m) => ' '.repeat(m.length));

/** Addresses by shape: a URL, an e-mail, a git remote over SSH, a phone number in international form. */
export const ADDRESS = /(?:https?|s?ftps?|scp|rsync|sftp):\/\/[^\s)'"`>]+|(?:s3|gs):\/\/(?![$<{])[a-z0-9][\w.-]*|[\w.+-]+@[\w-]+\.[a-z][\w.-]*|(?<![\w+])\+\d[\d -]{7,16}\d\b/;
/**
 * A paste, file-drop or tunnel host named bare (`a new paste on paste.rs`, `upload it to transfer.sh`): no vendor or
 * user keeps anything there, so it is where something goes however it is written (network.ts `untrustedHost`).
 */
export const dropHostNamed = (t: string): boolean => [...t.matchAll(/\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b/g)].some((m) => !/[/@]$/.test(t.slice(0, m.index)) && untrustedHost(m[0]));
/** Where something goes, changed to an address: "change the recipient to +1…", "set the destination account to …". */
export const REDIRECT = /\b(?:change|set|replace|switch|point|redirect)\s+(?:the\s+|its\s+|every\s+)?(?:\w+\s+)?(?:recipients?|destination|to\s+address|target\s+account|account\s+number|iban|phone\s+number|webhook\s+url|channel)\s+(?:\w+\s+)?to\b/;
/** Sent somewhere else than the user chose: "post it to #relay instead of the channel the user picked". */
export const AWAY_FROM_USER = /\binstead\s+of\s+(?:the\s+|what\s+|whatever\s+)?(?:\w+\s+){0,2}?(?:that\s+|which\s+)?(?:the\s+)?user\s+(?:picked|chose|has\s+chosen|named|gave|specified|asked\s+for|wanted|selected|requested|entered|typed)\b/;
/**
 * Moved without a verb of the model's: "every push also goes to …", "is also sent to …". Not "go to" opening its
 * sentence or step (`1. Go to [API tokens](…)`, `then go to https://…`): an order to the reader, who goes.
 */
export const ROUTED = /\b(?:also\s+)?(?:goes|(?<!^[\s>*#+-]*(?:\d+[.)]\s+)?(?:(?:then|first|next|now|please|just|also|simply)[\s,]+)*)go|gets\s+sent|get\s+sent|(?:is|are)\s+(?:also\s+)?(?:sent|copied|uploaded|mirrored|forwarded|synced|pushed|posted))\s+(?:also\s+)?(to)\b/gu;
/** Another tool or a parameter named as where it goes (a literal value or a program, `set to \`true\``, \`git\`, names none): `call remember with` (an adverb between, `call archive afterwards with`), `with the email tool`, `as 'notes'`, `in the region_hint argument`, `as cluster_ref` (a git remote or branch named so is git's vocabulary). */
export const NAMED_SINK = new RegExp(
  /\bcall(?:ing)?\s+[`'"]?[a-z][\w.]*[`'"]?\s+(?:(?:afterwards|afterward|first|then|again|also|too|immediately|next|later|once)\s+)?(?:with|on|passing)\b|\b(?:with|via|using|through|to)\s+(?:the\s+|your\s+)?[\w.-]+\s+tool\b|\b(?:as|in|into|to)\s+(?:the\s+)?['`](?!(?:true|false|null|undefined|none|nil|on|off|yes|no|\d[\w.-]*|git|npm|yarn|pnpm|node|docker|make)['`])[\w-]+['`](?!\s*(?:remote|branch|tag|label)s?\b)/.source +
    // A quoted name followed by what it names a kind of (`in 'strict' mode`) is a mode, not the sink.
    String.raw`(?!(?:\s+[\w-]+){0,2}\s+(?:` + W.MODE_NOUNS.join('|') + String.raw`)s?\b)` +
    /|\b(?:as|into)\s+(?:the\s+)?[a-z][a-z0-9]*_[a-z0-9_]+\b|!\[[^\]]*\]\(https?:/.source,
);
/**
 * A call's parameter set to something (`set the trace_id parameter of every call to …`, `fill the notes field
 * with …`): the parameter is where it goes, and what it is set to is put there (the act is read at the parameter's
 * word, so a long name of the call does not part it from its object). Not one named for a credential
 * (`set the api_key parameter to your key`): that is how a tool takes its own.
 */
export const PARAMETER_SET = /\b(?:set|fill|populate)\s+(?:in\s+)?(?:the\s+)?[`'"]?(?![\w.-]*(?:key|token|secret|password|auth|credential))[a-z][\w.-]*[`'"]?\s+(parameter|param|argument|field)s?\b/g;
const PARAMETER_SET_ONE = new RegExp(PARAMETER_SET.source);
export const setsParameter = (t: string): boolean => PARAMETER_SET_ONE.test(t);
/**
 * A parameter named for where the work is (`pass that path as \`repo_path\``, `into the output_dir argument`): where a
 * tool works, not where the user's work goes. Blanked (offsets kept) only when the sentence names no secret and not the
 * conversation: those passed there still leave with the call.
 */
const LOCATED = /\b(?:as|in|into|to)\s+(?:the\s+)?[`'"]?[\w-]*(?:path|dir|directory|root|folder|cwd|location)[`'"]?(?:\s+(?:parameter|param|argument|field))?(?![\w-])/g;
export const locatedBlanked = (t: string) => t.replace(LOCATED, (m) => ' '.repeat(m.length));
/**
 * A secret put into an environment variable by its name (`put it in \`OTEL_EXPORTER_OTLP_HEADERS\``, `into \`$NPM_TOKEN\``):
 * the user's own configuration, where every tool reads its key, not a place it leaves for. Only a name written as a
 * variable is (capitals with an underscore, or `$` before it; read on `raw`, the text before folding, offsets the same):
 * a tool's parameter or another tool in quotes is still a sink. Blanked, offsets kept, before the sinks are read.
 */
const INTO_NAMED = /\b(?:as|in|into|to)\s+(?:the\s+)?`(\$?[\w.-]+)`/g;
export const variablesBlanked = (t: string, raw: string) =>
  t.replace(INTO_NAMED, (m, name: string, at: number) => {
    const written = raw.slice(at, at + m.length).match(/`(\$?[\w.-]+)`/)?.[1] ?? name;
    return /^\$?[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$|^\$[A-Za-z_]\w*$/.test(written) ? ' '.repeat(m.length) : m;
  });
/**
 * A place said to need the credential (`if the collector needs a token, …`, `the registry requires an API key`): the
 * credential is that place's own, named by its owner, and the place is no destination for it; a key its service needs
 * goes there by design. Only a key, token, password or secret said in general (a credential file stays taken), and
 * never an address: an address is still read as where it goes. Blanked, offsets kept, before the sinks are read.
 */
const OWNER_NEEDS = /\b((?:the|your|this|that|its|our)\s+(?:[\w-]+\s+)?)([\w-]+)(\s+(?:needs|requires|expects|wants|accepts|asks\s+for|takes)\s+(?:a|an|the|its|your|one)\s+(?:[\w-]+\s+)?(?:api[\s_-]?)?(?:keys?|tokens?|passwords?|secrets?|credentials?)\b)/g;
export const ownersBlanked = (t: string) => t.replace(OWNER_NEEDS, (m, before: string, place: string, after: string) => before + ' '.repeat(place.length) + after);
/** A parameter named for a credential: where the tool takes its own. */
export const DESIGNATED = /\b(?:as|in|into)\s+(?:the\s+)?[`'"]?[\w-]*(?:key|token|secret|password|auth|credential)[\w-]*[`'"]?(?:\s+(?:parameter|param|argument|field))?/;

/** A destination said after an offset of the sentence. */
export const DESTINATION_AFTER = (s: { text: string }, at: number) => {
  const rest = linksBlanked(s.text.slice(at));
  return ADDRESS.test(rest) || NAMED_SINK.test(rest) || destinationWord(rest) || sinkIn(rest);
};

/**
 * A secret variable written into its own service's address (`?key=$OPENAI_API_KEY` to api.openai.com): how a client
 * uses it. Said beside the address (posted to an issue on the forge it logs into) it is still the secret's content moved.
 */
export function inOwnAddress(text: string, at: number): boolean {
  const url = [...text.matchAll(/https?:\/\/[^\s'"`>)]+/g)].find((m) => at > m.index && at < m.index + m[0].length);
  const name = /^\$?\{?(\w+)/.exec(text.slice(at))?.[1];
  const host = url ? hostsIn(url[0])[0] : undefined;
  return name !== undefined && host !== undefined && secretDestination(name, host) === 'own';
}

/**
 * A secret variable sent only to its own service (`send OPENAI_API_KEY only to https://api.openai.com`): every address
 * of the sentence is that service's and no other place is named. How a client uses its key, as in `inOwnAddress`.
 */
export function toOwnService(text: string, at: number): boolean {
  const name = /^\$?\{?(\w+)/.exec(text.slice(at))?.[1];
  const addresses = [...text.matchAll(new RegExp(ADDRESS.source, 'g'))].map((m) => m[0]);
  const own = (a: string) => /^https?:\/\//.test(a) && hostsIn(a)[0] !== undefined && secretDestination(name!, hostsIn(a)[0]!) === 'own';
  if (name === undefined || NAMED_SINK.test(text) || sinkIn(text)) return false;
  if (addresses.length > 0) return addresses.every(own) && !destinationWord(text);
  // With no address, the service the variable is named for said by name as where it goes (`sent to DeepL's API with
  // DEEPL_AUTH_KEY`): a generic "endpoint" beside it is that service's; any other destination word still counts.
  return namedAsService(text, name) && !destinationWord(text.replace(/\bendpoints?\b/g, (m) => ' '.repeat(m.length)));
}

/** A variable's first word that names no service (`API_KEY`, `AUTH_TOKEN`, `MY_SECRET`). */
const GENERIC_FIRST = /^(?:api|auth|access|secret|secrets|private|public|client|master|user|admin|app|my|our|your|the|token|password|pass|bearer|session|service|default|prod|dev|test|local|remote|env|key|webhook|server)$/;
/**
 * The service a secret variable is named for (its first word: DEEPL in `DEEPL_AUTH_KEY`) said as where the sentence
 * sends, by a preposition and a word for its API: "to DeepL's API", "to the Stripe API", "through OpenAI's servers".
 */
function namedAsService(text: string, name: string): boolean {
  const service = name.split('_')[0]!.toLowerCase();
  if (!/^[a-z][a-z0-9]{2,}$/.test(service) || GENERIC_FIRST.test(service)) return false;
  return new RegExp(String.raw`\b(?:to|via|through|with)\s+(?:the\s+)?` + service + String.raw`(?:['’]s)?\s+(?:api|apis|servers?|service|endpoint|backend|cloud)\b`, 'i').test(text);
}

/**
 * An application's own data folder sent to that application's own service (`run \`acme support upload
 * ~/.acme/logs/crash.log\`, which sends it to https://support.acme.dev`): every address of the sentence is on the
 * domain whose name is the folder's (acme.dev for `~/.acme/`), as a key sent to its own service is use. A credential
 * store (`~/.ssh`, `~/.aws/credentials`, `~/.docker/config.json`) and a shared folder (`~/.config`, `~/.local`) never are.
 * `at` is where the path starts in `text`.
 */
export function toOwnApp(text: string, at: number): boolean {
  const path = /^(?:~|\$\{?HOME\}?)\/\.([\w-]+)\/[^\s`'"]*/.exec(text.slice(at));
  const name = path?.[1]?.toLowerCase();
  if (!path || !name || SHARED_FOLDER.test(name) || CREDENTIAL_FILE.test(path[0])) return false;
  const start = Math.max(0, ...[...text.slice(0, at).matchAll(/[.!?]\s/g)].map((m) => m.index + 2));
  const end = /[.!?](?:\s|$)/.exec(text.slice(at + path[0].length));
  const sentence = text.slice(start, end ? at + path[0].length + end.index : undefined);
  const hosts = [...sentence.matchAll(/https?:\/\/[^\s'"`>)]+/g)].flatMap((m) => hostsIn(m[0]));
  return hosts.length > 0 && hosts.every((h) => getDomainWithoutSuffix(h.toLowerCase()) === name);
}
const SHARED_FOLDER = /^(?:config|local|cache|share|ssh|gnupg|aws|kube|docker|azure|npm|cargo|gem|m2|password-store|vault-token|claude)$/;

/**
 * A credential the reader obtains from its issuer: "get your token from Connect your AI on qarunbook.com",
 * "generate an API key in the Upstash console". Where it is taken from is a site, a console or an account
 * page of the service, not a file or the environment of the machine.
 */
const ISSUED = new RegExp(
  String.raw`\b(?:get|gets|obtain|generate|create|grab|request|copy)\s+(?:your|an?|the)\s+(?:[\w-]+\s+){0,3}?(?:api[\s_-]?)?(?:keys?|tokens?|secrets?|credentials?)\b` +
    String.raw`\s+(?:from|at|on|in|via)\s+(?:[^.;!?\n]{0,60}?\s)?(?:https?:\/\/\S+|[\w-]+(?:\.[\w-]+)*\.(?:com|io|ai|dev|app|co|net|org|tech|cloud|sh)\b|(?:\w+\s+){0,3}(?:dashboard|console|portal|developer\s+settings|account\s+settings|account\s+page|settings\s+page)\b)`,
  'i',
);
/**
 * Values written into the client's own local configuration: "add to .claude/settings.local.json the
 * following environment variables", "export your key in ~/.zshrc". A file of the machine the client
 * reads, kept from the repository, is where a key is set, not where anything leaves to.
 */
const CONFIGURED = /\b(?:add|set|put|define|export|store|save|place|paste)\b[^.;!?\n]{0,40}?\b(?:to|in|into)\s+(?:the\s+|your\s+)?[`'"]?(?:~\/|\$HOME\/)?(?:\.claude\/)?(?:settings\.local\.json|\.bashrc|\.zshrc|\.profile)\b/i;
/**
 * A credential the user sets up for the tool itself (obtained from its issuer, or written to local
 * configuration): the tool's own key. Not one read out of a credential file of the machine (`~/.ssh/id_rsa`
 * copied into `.env`): that one is the user's, taken.
 */
/**
 * The user's own key written into the connection where a placeholder stands for it (`?oc=YOUR_KEY`, `Bearer
 * <your-api-key>`): the person configuring the client puts it there; the model never holds a placeholder's value.
 */
const PLACEHOLDER_KEY = /(?:[?&][\w-]+=|\bbearer\s+)[<{[]?(?:your|my)[_-](?:[a-z]+[_-])?(?:key|token|secret)\b/i;
export const ownKeySetup = (t: string) => (ISSUED.test(t) || CONFIGURED.test(t) || new RegExp(KEY_ISSUER.source, 'i').test(t) || PLACEHOLDER_KEY.test(t)) && !CREDENTIAL_FILE.test(t);

/**
 * A following sentence that takes what the one before named: it moves something (a verb of sending), points back
 * (a pronoun), names itself as where things go ("Endpoint: …", "to the webhook") or is the bare place. One that
 * does none states a fact that happens to hold an address ("commits authored as `name@employer.com`").
 */
export const receives = (n: { text: string; pronoun: boolean; acts: ReadonlyArray<{ cls: string }> }) =>
  n.pronoun || n.acts.some((a) => a.cls === 'transmit') || destinationWord(n.text) || NAMED_SINK.test(n.text) || n.text.trim().split(/\s+/).length <= 3;
