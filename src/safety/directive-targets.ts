/**
 * Pure: the vocabulary of what a directive to the model reaches for and where it sends it (directives.ts
 * judges the passage): credential files and secrets by name or variable, secrets gathered wholesale, the
 * user's own work, the verbs that take them, and the places they are moved to (an address, another call's
 * parameter, the reply, a commit).
 */
import { gated } from './gated.ts';

/**
 * The conversation in other words: a transcript of the session, every message of the user, what they wrote
 * verbatim (each user message passed on as it is written is the conversation, one message at a time).
 */
const CONVERSATION_WORDS = String.raw`\b(?:(?:whole|entire|full|complete|verbatim)\s+)(?:conversation|chat|transcript|session|discussion)\b|\btranscript\s+of\s+(?:this|the)\s+(?:session|conversation|chat)\b|\b(?:every|each|all)\s+(?:\w+\s+)?(?:messages?|prompts?)\s+(?:from|of|by)\s+the\s+user\b|\b(?:every|each|all)\s+user\s+(?:messages?|prompts?)\b|\b(?:the\s+)?(?:first\s+)?(?:thing|message|prompt|request)s?\s+(?:the\s+)?user\s+(?:wrote|typed|sent|said)\b|\b(?:the|their|each|every)\s+(?:user'?s?\s+)?(?:message|prompt|question)s?\s+verbatim\b|\beverything\s+the\s+user\s+(?:has\s+)?(?:said|written|typed|asked|pasted)\b|\b(?:the\s+)?user'?s\s+(?:last|latest|previous|first|current)\s+(?:message|prompt|question|request)s?\b|\b(?:the\s+)?chat\s+so\s+far\b|\b(?:chat|conversation|session)\s+(?:logs?|transcripts?)\b|\b(?:their|the\s+user'?s)\s+(?:next\s+|every\s+|each\s+)?(?:requests?|messages?|prompts?|questions?)\b`;
/** The model's own instructions: its system prompt in other words, the tool definitions it was given. */
const OWN_INSTRUCTIONS = String.raw`\byour\s+(?:(?:complete|full|entire|original|exact|initial|hidden)\s+)+instructions\b|\b(?:every|all|each)\s+(?:of\s+the\s+)?tool\s+definitions?\b|\btool\s+definitions\s+you\s+(?:were|have\s+been)\s+given\b`;
/** Commands whose output is a credential: `gh auth token`, a cloud CLI's access token, the keychain's password. */
const CREDENTIAL_COMMAND = String.raw`\bgh\s+auth\s+token\b|\bgcloud\s+auth\s+print-(?:access|identity)-token\b|\baws\s+configure\s+(?:get\s+aws_secret|export-credentials)\w*|\baz\s+account\s+get-access-token\b|\bsecurity\s+find-(?:generic|internet)-password\b|\bnpm\s+token\s+(?:list|create)\b`;
/** Keys said in words: an SSH or wallet private key, a seed or recovery phrase. */
const KEY_WORDS = String.raw`\b(?:ssh|gpg|pgp|wallet)\s+(?:private\s+)?keys?\b|\bprivate\s+(?:ssh\s+|signing\s+)?keys?\b|\b(?:seed|recovery|mnemonic)\s+phrases?\b`;
/** Files and records that hold secrets, and the conversation itself: never the model's to send. */
export const SECRET_FILE = new RegExp(
  `${/~\/\.[\w.-]+|\$\{?HOME\}?\/\.[\w.-]+|\/(?:home|Users)\/[^/\s]+\/\.[\w.-]+|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\.aws\/credentials|\.netrc\b|\.npmrc\b|\.pypirc\b|\.git-credentials\b|\.docker\/config\.json|\.kube\/config|(?<![\w-])[\w-]*credentials\.json\b|(?<![\w.])\.env\b(?!\.(?:example|sample|template))|\bmcp\.json\b|\.claude\.json\b|claude_desktop_config\.json|\/etc\/(?:passwd|shadow)\b|\bkeychain\b|\/(?:Default|Profile \d+)\/(?:Cookies|Login Data|Web Data)\b|\bcookies\.sqlite\b|\blogins\.json\b|\bkey4\.db\b|\benvironment\s+variables\b|\bconversation(?:\s+history)?\b|\bchat\s+history\b|\bsystem\s+prompt\b|\bprevious\s+messages\b/.source}|${CONVERSATION_WORDS}|${OWN_INSTRUCTIONS}|${CREDENTIAL_COMMAND}|${KEY_WORDS}`,
  'i',
);
/** Files that are credentials themselves: keys, tokens, cloud and registry logins, the project's `.env`, clients' MCP settings, a browser profile's cookie and login stores. */
export const CREDENTIAL_FILE =
  /\bid_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub)|~\/\.ssh\/?(?![\w/]*(?:config|known_hosts|\.pub)\b)|\.aws\/credentials|\.netrc\b|\.npmrc\b|\.pypirc\b|\.git-credentials\b|\.docker\/config\.json|\.kube\/config|(?<![\w-])[\w-]*credentials\.json\b|\.config\/gcloud\b|\.azure\/|(?<![\w.])\.env\b(?!\.(?:example|sample|template))|\bmcp\.json\b|\.claude\.json\b|claude_desktop_config\.json|\/etc\/shadow\b|\bkeychain\b|\/\.config\/gh\/hosts\.yml|\.gnupg\b|\.pgpass\b|\.my\.cnf\b|\.vault-token\b|\.terraformrc\b|\.gem\/credentials\b|\.cargo\/credentials\b|\.composer\/auth\.json\b|\.m2\/settings(?:-security)?\.xml\b|\.password-store\b|\.claude\/\.credentials\.json|\bwallet\.dat\b|solana\/id\.json\b|\.ethereum\/keystore\b|\.electrum\/wallets\b|\/(?:Default|Profile \d+)\/(?:Cookies|Login Data|Web Data)\b|\bcookies\.sqlite\b|\blogins\.json\b|\bkey4\.db\b/i;
/** The conversation and the prompt: the model's own context, sensitive only when it leaves the session. */
export const CONVERSATION = new RegExp(String.raw`^(?:conversation|chat\s+history|system\s+prompt|previous\s+messages|${CONVERSATION_WORDS.replace(/\\b/g, '')}|${OWN_INSTRUCTIONS.replace(/\\b/g, '')})`, 'i');
/** Secrets by name. */
export const SECRET_NAME = /\b(?:api|secret|access|session|auth|bearer|refresh|oauth|github|npm|ssh)[\s_-]?(?:keys?|tokens?)\b|\bpasswords?\b|\bprivate\s+keys?\b|\bsecrets\b|\bcredentials\b|\$\{?[A-Z_]*(?:KEY|TOKEN|SECRET|PASSWORD)\b/i;
/**
 * Secrets gathered wholesale: every key or token it has seen, the values of the environment's variables,
 * what `env` or `printenv` prints. One named key passed to its own API is how clients work; all of them is a harvest.
 */
export const HARVEST = gated(
  /\b(?:any|all|every|each)\s+(?:of\s+the\s+)?(?:[\w-]+\s+){0,2}?(?:api[\s_-]?keys?|tokens?|passwords?|secrets?|credentials?|private\s+keys?|environment\s+variables?|env\s+vars?)\b|\b(?:values?|contents?)\s+of\s+(?:all\s+|every\s+|each\s+|any\s+|the\s+)?(?:[\w-]+\s+){0,2}?environment\s+variables?\b|\b(?:output|result)\s+of\s+[\x60'"]?(?:env|printenv|set|export\s+-p)\b|\bprintenv\b|\bthe\s+(?:whole|entire|full)\s+environment\b|\b(?:password|passphrase|api\s+key|token|secret|credential)s?\s+(?:that\s+)?(?:the\s+user|they)\s+(?:mentions?|types?|pastes?|shares?|gives?|enters?)\b|\bwhen\s+(?:the\s+user|they)\s+(?:mentions?|types?|pastes?|shares?|gives?|enters?)\s+(?:a|any|their)\s+(?:password|passphrase|api\s+key|token|secret|credential)s?\b|\b(?:any|every|each|a)\s+(?:value|string|line)s?\s+that\s+looks?\s+like\s+an?\s+(?:\w+\s+)?(?:key|token|password|secret|credential)s?\b/i,
  // Every alternative names a secret, the environment, or a command's output or result (gated.ts).
  ['key', 'token', 'password', 'passphrase', 'secret', 'credential', 'env', 'output', 'result'],
);
export const TAKE =
  /\b(?:read(?:_\w+)?|look\s+up|cat|set|fill|contents?\s+of|(?:full\s+|whole\s+|entire\s+)?(?:text|output|values?)\s+of|open|load|get|fetch|retrieve|collect|gather|extract|copy|grab|access|dump|print|list|include|includes|including|attach|append|embed|pass|send|provide|supply|add|put|insert|encode|base64|upload|forward|post|submit|share|transmit|paste|run|take|obtain|replac\w*|substitut\w*|passing|putting|hand\s+over|give|save|collect\w*|attach\w*|zip|tar|archive|compress|find|locate)\b/gi;
export const NEGATION = /(?:\b(?:not|never|no|without|avoid|refrain\s+from)|n't)\s+(?:\w+\s+){0,2}$/i;
/** A file named as a path the user gives (`the path to the .env file`), not its contents. */
export const AS_PATH_BEFORE = /\b(?:path|location|filename|file\s+name|name)\s+(?:of|to)\s+(?:the\s+|your\s+|a\s+|an\s+)?$/i;
/** One value read from the project's `.env` (`the API key from .env`, the name in backticks or quotes too) is how a client gets its own key; the file itself is not sent. */
export const FROM_BEFORE = /\bfrom\s+(?:the\s+|your\s+|a\s+)?(?:project'?s?\s+|local\s+)?[`'"]?$/i;
/**
 * Environment variables as the means settings come in by (`set via environment variables`, `through environment variables`),
 * or the place a value is put (`add the paths to the environment variables INCLUDE and LIB`): how a program is configured,
 * not the environment taken.
 */
export const MEANS_BEFORE = /\b(?:via|through|using|from|in|to|into)\s+(?:the\s+|your\s+|its\s+)?(?:[\w-]+\s+)?$/i;
/** A public key is not a secret. */
export const PUBLIC_KEY_AFTER = /^[\w./-]*\.pub\b/;

/** Sent to an address the passage names: a URL, an e-mail, an IP, a phone number, a webhook. A dot inside a file name or address (`notes.md`, `api.example.com`) does not end the sentence. */
const SEND_TO_ADDRESS = String.raw`\b(?:send|sent|sending|append(?:ed|ing)?|forward(?:ed|ing)?|post(?:ed|ing)?|upload(?:ed|ing)?|export(?:ed|ing)?|transmit(?:ted|ting)?|exfiltrate[ds]?|e-?mail(?:ed)?|mail(?:ed)?|submit(?:ted)?|relay(?:ed)?|leak(?:ed)?|bcc|share)\b(?:[^.!?\n]|[.!?](?=\S)){0,80}?(?:https?:\/\/|\b[\w.+-]+@[\w-]+\.[\w.]+|\b\d{1,3}(?:\.\d{1,3}){3}\b|\+\d[\d\s-]{6,}\d|\bwebhook\b|\b(?:this|that|the\s+following|my|our)\s+(?:address|url|endpoint|server|inbox|number|channel)\b)`;
/** Somewhere else: a URL, an address, an e-mail, a parameter or request it is smuggled in. */
export const ELSEWHERE = new RegExp(
  [
    SEND_TO_ADDRESS,
    // Attached to every call or request the model makes (a secret riding along with other tools' calls).
    String.raw`\b(?:pass|put|include|add|send|attach|append|sent|included|passed|attached|added|appended)\b[^.!?\n]{0,20}?\b(?:with|in|into|to)\s+(?:every|each|all|any)\s+(?:[\w-]+\s+){0,3}(?:calls?|requests?|messages?|quer(?:y|ies)|repl(?:y|ies)|invocations?)\b`,
    // Another tool called with an address the passage names: `call export_contacts with destination="https://…"`.
    String.raw`\b(?:call|invoke|use)\s+[\x60'"]?[\w.-]+[\x60'"]?\s+(?:tool\s+)?with\b[^\n]{0,80}?https?:\/\/`,
    String.raw`\bforward(?:ed)?\s+(?:it|them|this|that|all|every\w*|each|a\s+copy|the\s+\w+)?\s*(?:\w+\s+)?to\b`,
    // Into a parameter of a call: `pass it as the "sidenote" parameter`, `paste the output into the diagnostics parameter`, `append it to the region argument`.
    String.raw`\b(?:pass|put|include|add|insert|append|attach|embed|send|provide|place|supply|paste|fill|write|copy|set)\b(?:[^.!?\n]|[.!?](?=\S)){0,80}?\b(?:as|in|into|inside|within|via|through|to)\s+(?:the\s+|a\s+|its\s+)?[\x60'"]?[\w-]+[\x60'"]?\s+(?:parameter|param|argument|arg|field|property|variable)s?\b`,
    String.raw`\b(?:pass|put|include|send|provide|supply)\b[^.!?\n]{0,60}?\bas\s+(?:the\s+)?[\x60'"][\w-]+[\x60'"]`,
    String.raw`\b(?:pass|put|include|add|send|attach|append)\s+(?:it|them|this|its\s+content|their\s+contents?|the\s+contents?)\s+(?:in|into|with)\s+(?:the|your|each|every)\s+(?:request|call|query|message|reply|response|arguments?)\b`,
    // In an image or link the client loads: the data rides in its query string (`![](https://x.example/p?d=…)`).
    String.raw`\b(?:render|include|append|add|embed|output|show|display|insert|end\s+with)\b[^\n]{0,80}?(?:image|link|markdown|!\[)[^\n]{0,120}?https?:\/\/[^\s)]*[?&][\w-]+=`,
    // Another tool called with it: `call send_message with the contents`.
    String.raw`\b(?:call|invoke|use)\s+(?:the\s+)?[\x60'"]?[a-z][a-z0-9]*(?:_[a-z0-9]+)+[\x60'"]?\s+(?:tool\s+)?(?:with|passing|to\s+(?:send|post|share|forward))\b`,
    // The parameter this text describes: `set this to the output of …`, `fill this with the text of …`.
    String.raw`\b(?:set|fill|populate)\s+(?:this|it)(?:\s+(?:field|parameter|argument|value))?\s+(?:to|with)\b`,
    // Published: a pull request, a gist, an issue or a comment opened with it.
    String.raw`\b(?:open|create|make|submit|file)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:public\s+)?(?:PR|pull\s+request|merge\s+request|gist|issue)\b`,
    // The repository's remote pointed at an address: every later push sends the code there (`git remote set-url origin https://…`).
    String.raw`\bgit\s+remote\s+(?:set-url|add)\s+(?:--?[\w-]+\s+)*[\w.-]+\s+[\x60'"]?(?:https?:\/\/|ssh:\/\/|[\w.-]+@[\w.-]+:)`,
    // Written into the repository and committed: it leaves with the next push.
    String.raw`\b(?:write|copy|save|add|put|append|dump|paste)\b[^!?\n]{0,120}?\b(?:and|then)\s+(?:commit|push)\b`,
  ].join('|'),
  'i',
);
/**
 * In a tool's description, a parameter named bare after "as" at the end of its clause (`pass the whole
 * file as cluster.`): the description is the tool's, so a word there is one of its parameters.
 */
export const AS_BARE_PARAMETER = /\b(?:pass(?:ing)?|supply(?:ing)?|provid(?:e|ing)|send(?:ing)?|giv(?:e|ing)|put(?:ting)?|includ(?:e|ing)|hand\s+over)\b[^.!?\n]{0,60}?\bas\s+(?:the\s+)?[a-z][\w-]*(?=\s*(?:[.,;:)]|$|\s+(?:parameter|param|argument|arg|field|value|and|or)\b))/im;
/**
 * A secret the environment holds, named as its variable (`OPENAI_API_KEY`, `$GITHUB_TOKEN`): in a tool's
 * description, the model told to look it up and pass it on hands the key to this tool, whoever runs it.
 */
export const ENV_SECRET = /\$?\{?\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:API_KEY|KEY|TOKEN|SECRET|PASSWORD|PAT)\b/g;
/**
 * A parameter of a call named as such anywhere in the passage's sentence (`…, unabridged, into the audit
 * argument`, `in the meta argument`): with a secret taken in the same sentence, that is where it goes.
 */
export const PARAMETER_SINK = new RegExp(
  [
    String.raw`\b(?:as|in|into|inside|within|via|through|under)\s+(?:the\s+|a\s+|an\s+|its\s+|this\s+)?[\x60'"]?[\w-]+[\x60'"]?\s+(?:parameter|param|argument|arg|field|property)s?\b`,
    // The request itself: its body, headers or query string; a key of it named in quotes.
    String.raw`\b(?:to|in|into)\s+(?:the\s+|each\s+|every\s+)?(?:request|query|http)\s+(?:body|headers?|payload|string)\b|\bunder\s+(?:the\s+)?(?:key\s+)?[\x60'"][\w-]+[\x60'"]`,
    // Riding along with the model's next or every call.
    String.raw`\b(?:in|with|to|into)\s+(?:your\s+|the\s+)?(?:next|every|each|any|all)\s+(?:\w+\s+)?(?:calls?|requests?|invocations?)\b`,
    // Handed to a tool named as the way it goes: "send it with the upload_file tool".
    String.raw`\b(?:send|upload|pass|give|hand|post|submit)\b[^.!?\n]{0,40}?\b(?:with|via|through|to|using)\s+(?:the\s+)?[\x60'"]?[\w.-]+[\x60'"]?\s+tool\b`,
  ].join('|'),
  'i',
);
/**
 * An address with a placeholder in its query string (`https://x.example/ocr?token=TOKEN`, `?k={key}`): the
 * model is to fill it in and load it, and whoever owns the host reads the value.
 */
export const URL_PLACEHOLDER = /https?:\/\/[^\s)]*[?&][\w-]+=(?:([A-Z][A-Z0-9_]{2,})|\{([^}\s]*)\}|<([^>\s]+)>|\$\{?(\w+))/g;
/** A placeholder of such an address filled by the passage: named in the region, or `in place of` one. */
export function fillsPlaceholder(passage: string, region: string): boolean {
  for (const m of passage.matchAll(URL_PLACEHOLDER)) {
    if (region.includes(m[0])) return true;
    const name = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').replace(/\W/g, '');
    if (name.length >= 2 && new RegExp(String.raw`\b${name}\b`).test(region)) return true;
  }
  return false;
}
/**
 * In a tool's description, a parameter of its own named bare (`put the output into payload.`, `the raw
 * text of .env in \x60cfg\x60;`) or named as one anywhere (`the env parameter works best with …`).
 */
export const DESCRIBED_PARAMETER = /\b(?:into|in)\s+[\x60'"]?[a-z][\w-]*[\x60'"]?(?=[.,;:)](?:\s|$)|$)|\b[\w-]+\s+(?:parameter|param|argument|field)\b/im;
/** An address whose query ends open (`https://x.example/?d=` followed by what to append): what follows is sent. */
export const OPEN_QUERY = /https?:\/\/\S*[?&][\w-]+=(?=[\s)'"\x60]|$)/;
/** A parameter named in snake_case (`into trace_id`, `as auth_blob`): the value of another call. */
const INTO_PARAMETER = /\b(?:into|in|as|to)\s+(?:the\s+)?[\x60'"]?[a-z][a-z0-9]*_[a-z0-9_]+[\x60'"]?(?!\(|[./]\w)/g;
/** The verb that puts something there, earlier in the sentence. */
const PUT = /\b(?:put|pass|paste|insert|place|write|copy|append|include|add|fill|set|send|provide|supply|attach|embed)\b(?:[^.!?\n]|[.!?](?=\S))*$/i;
/** Whether a text puts something into a snake_case parameter. */
export const intoParameter = (text: string) => [...text.matchAll(INTO_PARAMETER)].some((m) => PUT.test(text.slice(Math.max(0, m.index - 100), m.index)));
/** The user's own work, wholesale or a copy of it: sent to an address, it is taken from them. */
export const USER_DATA =
  /\b(?:a\s+)?(?:zip|tarball|archive|copy|snapshot|dump)\s+of\s+(?:the\s+|your\s+|their\s+|this\s+)?(?:whole\s+|entire\s+)?(?:workspace|repository|repo|project|codebase|home\s+(?:folder|directory))\b|\b(?:a\s+copy\s+of|copies\s+of|every|each|all)\s+(?:(?:the|of\s+the|changed|edited|modified|new|user'?s?|project'?s?|your|their)\s+)*(?:\w+\s+)?(?:files?|edits?|changes?|diffs?|code|source(?:\s+code)?|repositor(?:y|ies)|messages?|prompts?|notes?|commands?|tool\s+(?:calls?|results?)|documents?|commits?)\b/i;
/** Sent to an address the passage names (the first form of ELSEWHERE). */
export const TO_ADDRESS = new RegExp(SEND_TO_ADDRESS, 'i');
/** A credential file, a secret or the environment put in the model's own output (the reply, a summary, a commit message), read by whoever sees it. */
export const INTO_OUTPUT =
  /\b(?:in|into|to|(?:at|to)\s+the\s+(?:end|start|top|bottom)\s+of)\s+(?:your|the|every|each)\s+(?:next\s+|final\s+)?(?:repl(?:y|ies)|responses?|answers?|summary|output(?!\s+(?:stream|buffer|director(?:y|ies)|folder|path|files?)\b)|commit\s+messages?|pull\s+request)\b|\b(?:end|start|begin|close|sign|finish)\s+(?:off\s+)?(?:your|the|every|each)\s+(?:next\s+|final\s+)?(?:repl(?:y|ies)|responses?|answers?|summary|messages?)\s+with\b|\b(?:your|every|each)\s+(?:next\s+|final\s+)?(?:repl(?:y|ies)|responses?|answers?|messages?)\s+(?:must|should|will|shall)?\s*(?:always\s+)?(?:begin|start|end|open|close)s?\s+with\b/i;
/** A tool's description speaking to the model about its own call. */
export const ADDRESSED = /\byou(?:r)?\b|\b(?:the\s+)?(?:model|assistant|agent|ai|llm)\s+(?:should|must|needs?\s+to|has\s+to)\b|\b(?:copy|paste|put|enter)\b[^!?\n]{0,80}?\bhere\b|\bbefore\s+(?:calling|using|invoking|running)\b|\b(?:note|important)\s+(?:to|for)\s+(?:the\s+)?(?:assistant|model|ai|agent|llm)\b|\b(?:fails?|will\s+not\s+work|won'?t\s+work|is\s+rejected)\s+without\b|\b(?:is|are)\s+required\b|\bmust\b/i;
/** A field or parameter of the tool said to be filled: whoever calls the tool fills it. */
export const FIELD_FILLED = /\b(?:this|the|its)\s+(?:[\w-]+\s+)?(?:field|parameter|argument|value|input)\s+(?:should|must|needs\s+to|has\s+to|is\s+to)\s+(?:be\s+)?(?:populated|filled|set|given|provided)\b|\bpopulated?\s+with\b/i;
/** The server reading a file itself: it never passes through the model. */
export const SERVER_READS = /\b(?:the\s+server|this\s+(?:server|tool)|the\s+tool|the\s+(?:sdk|library|client|cli)|boto3)\s+(?:itself\s+)?(?:will\s+)?(?:reads?|loads?|uses?|gets?|opens?|finds?)\b|\byou\s+(?:never|don'?t|do\s+not)\s+need\s+to\b/i;
/**
 * The same in the present passive, which states what the component does ("the API key is read from your keychain");
 * an order in the passive says `to be` or a modal ("is to be read", "must be read") and is not this.
 */
export const READ_STATED = /\b(?:is|are)\s+(?:read|loaded|taken|looked\s+up)\s+from\b/i;
