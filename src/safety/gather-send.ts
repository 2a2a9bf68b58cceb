/**
 * Pure: one unit of code (a script, an MCP server's file, a block the model
 * runs) that both GATHERS credentials and SENDS data to a host that is not
 * their provider. The data-flow engine (ir/flow.ts) follows a value from a
 * credential store to a request when it can; this rule covers the paths it
 * cannot follow (a dict built in a comprehension, a file zipped in a loop, a
 * request object made in one function and sent from another, a name built
 * from a list of store names joined to the home folder). Neither half is a
 * finding alone: a deploy script logs in with `ssh -i ~/.ssh/key`, an API
 * client sends its own key to its own service, a permissions audit `stat`s
 * `~/.ssh/id_*`; a unit that reads the content of `~/.aws/credentials`, a
 * browser's `Login Data`, a wallet's keystore or `gh auth token` and posts,
 * pushes, mails or uploads to any other host is exfiltration.
 *
 * Gathering: a credential store read (files.ts `pathsIn`, not as the value of
 * an option that names a key to log in with, not by a command that only
 * checks or sets a file's metadata), a store's name written as a string in a
 * unit that builds paths under the home folder (`['.ssh/id_rsa', '.npmrc']`,
 * `("Login Data", "Cookies")`), or a command that prints a stored token.
 * A project's `.env` is left to the flow engine: every API client loads one.
 * Sending: a network call with a body (`-d`, `data=`, `body:`, `.post(`), a
 * push, an upload, a mail, to a literal host (or a URL constant the call
 * names) that is not loopback and not the gathered credential's provider.
 */
import { CREDENTIAL_COMMAND, isCredentialPath, pathsIn } from './files.ts';
import { SENDS_BODY } from './flow.ts';
import { hostsIn, isLocalHost, NETWORK_CALL, secretDestination } from './network.ts';
import type { Statement } from './text.ts';

export interface GatherAndSend {
  /** The statement that sends. */
  send: Statement;
  host: string;
  /** What was gathered, and the unit line where. */
  what: string;
  line: number;
}

/** An option whose value is a key or configuration used to log in: the file is used where it is, not gathered. */
const USED_KEY = /(?:^|[\s'"(,])(?:-[ikE]|--?(?:identity(?:-file)?|key(?:-?file|pair)?|private-key|cert|kubeconfig|netrc-file|ssh-key|credentials?(?:-file)?|keyring))(?:[=\s]\s*|\s*,\s*)['"]?$|IdentityFile[=\s]\s*['"]?$/i;
/** Commands and calls that only check or set a file's metadata, or make or delete a key: nothing is read. */
const METADATA = /(?:^|[\s;&|(])(?:stat|chmod|chown|ls|test|ssh-add|ssh-keygen|ssh-copy-id|mkdir|touch|rm|shred|exists|isfile|is_file|access|existsSync|statSync|chmodSync)\b[^|;&\n]*$|\[\[?\s+-[a-z]\s+['"]?$/;
/** A shell loop's list of files (`for f in ~/.ssh/id_*; do`): what is done with each is judged where it is used. */
const LOOP_LIST = /\bfor\s+\w+\s+in\s[^;\n]*$/;
/** A wallet's key loaded into a signing library signs here (a transaction is sent, not the key): the flow engine judges it. */
const WALLET = /keystore|solana\/id\.json|wallet|electrum|bitcoin|near-credentials|sui\.keystore|Exodus|Ledger/i;
const SIGNS = /\bKeypair\.from|\bfrom_secret_key\b|\bfromSecretKey\b|\bAccount\.from_key\b|\bethers\.Wallet\b|\bnew\s+Wallet\(|\bdecrypt_keystore\b|\bsign_?[Tt]ransaction\b|\bsignMessage\b/;
/** Code that builds paths under the home folder. */
const HOME_NAMED = /~\/|\$HOME\b|\$\{HOME\}|\bhomedir\(\)|Path\.home\(\)|expanduser\(|\bHOME['"]\]|getenv\(\s*['"]HOME|process\.env\.HOME|Dir\.home|\$env:USERPROFILE|\bUserHomeDir\(\)/;
/** The default file names of SSH private keys. */
const KEY_FILE = /^id_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?$/;
/** A quoted string, read left to right so an empty one (`"".join(…)`) does not pair the quotes after it. */
const QUOTED = /(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g;
/** A project's or the home folder's `.env`: loaded by every API client, judged by the flow engine. */
const ENV_FILE = /(?:^|\/)\.env(?:\.[\w-]+)?$/;
/** Sending: a push, an upload, a mail, a socket write. */
const SENDS = /\bgit\b[^|;&\n]*\bpush\b|\b(?:scp|rsync|sendmail|mutt)\s|\bsmtplib\b|\bSMTP(?:_SSL)?\s*\(|\bsend_message\b|\bsendMail\b|\bSend-MailMessage\b|\bcreateTransport\b|\bsendall\s*\(/;
/** A mail server named in the call that connects to it. */
const MAIL_HOST = /\b(?:SMTP(?:_SSL)?\(\s*|host\s*[:=]\s*)['"]([\w-]+(?:\.[\w-]+)+)['"]/g;
/** A URL held in a name (`STATS = "https://…"`, `const url = '…'`): a call naming it sends there. */
const URL_CONSTANT = /^\s*(?:(?:export\s+)?(?:const|let|var)\s+)?([A-Za-z_]\w*)\s*(?::[^=\n]+)?=\s*(?:new\s+URL\(\s*)?['"`]((?:https?|wss?):\/\/[^'"`\s]+)/;

/** The service a credential store belongs to (its provider's prefix in providers.ts), when it has one. */
const SERVICE_OF: Array<[RegExp, string]> = [
  [/^~\/\.aws\b/, 'AWS'],
  [/^~\/\.config\/gcloud\b|gcloud\s+auth/, 'GCLOUD'],
  [/^~\/\.azure\b/, 'AZURE'],
  [/^~\/\.config\/(?:gh|hub)\b|\bgh\s+auth\s+token\b/, 'GITHUB'],
  [/\.docker\/config\.json$/, 'DOCKER'],
  [/\.npmrc$/, 'NPM'],
  [/\.pypirc$/, 'PYPI'],
  [/\.claude\/\.credentials\.json$/, 'ANTHROPIC'],
];

function gathered(list: Statement[], unitText: string): Array<{ what: string; line: number }> {
  const found: Array<{ what: string; line: number }> = [];
  const home = HOME_NAMED.test(unitText);
  for (const s of list) {
    for (const use of pathsIn(s.text)) {
      if (use.access !== 'read' || !isCredentialPath(use.path) || ENV_FILE.test(use.path)) continue;
      const before = s.text.slice(0, use.index);
      if (USED_KEY.test(before) || METADATA.test(before) || LOOP_LIST.test(before)) continue;
      found.push({ what: use.path, line: s.line });
    }
    if (home) {
      for (const m of s.text.matchAll(QUOTED)) {
        const name = m[2]!.replace(/^(?:~|\$HOME|\$\{HOME\})?\/+/, '');
        // A private key's default file name alone (`{"id_rsa", "id_ed25519"}`): looked for wherever a walk finds it.
        const key = KEY_FILE.test(name);
        if (name.length < 2 || name.length > 80 || name.includes('$') || !(key || isCredentialPath(`~/${name}`)) || ENV_FILE.test(name) || METADATA.test(s.text.slice(0, m.index)) || USED_KEY.test(s.text.slice(0, m.index))) continue;
        found.push({ what: key ? name : `~/${name}`, line: s.line });
      }
    }
    const command = CREDENTIAL_COMMAND.exec(s.text);
    if (command && !ENV_FILE.test(command[0].trim().split(/\s+/).pop() ?? '')) found.push({ what: command[0].trim(), line: s.line });
  }
  return found;
}

/** Whether `host` may be the provider's own for a credential store (its service's domains, or its self-hosted server); a store of no one service has none. */
function providersHost(what: string, host: string): boolean {
  const service = SERVICE_OF.find(([re]) => re.test(what))?.[1];
  return service !== undefined && secretDestination(`${service}_TOKEN`, host) !== 'foreign';
}

/** The first statement of a unit that sends to a foreign host after the unit gathered credentials, if any. */
export function gatherAndSend(list: Statement[], unitText: string): GatherAndSend | undefined {
  const signs = SIGNS.test(unitText);
  const stores = gathered(list, unitText).filter((g) => !(signs && WALLET.test(g.what)));
  if (stores.length === 0) return undefined;
  const constants = new Map<string, string[]>();
  for (const s of list) {
    const m = URL_CONSTANT.exec(s.text);
    if (m) constants.set(m[1]!, hostsIn(m[2]!));
  }
  for (const s of list) {
    const network = NETWORK_CALL.test(s.text) || SENDS.test(s.text);
    if (!network || !(SENDS_BODY.test(s.text) || SENDS.test(s.text))) continue;
    const hosts = new Set([...hostsIn(s.text), ...[...s.text.matchAll(MAIL_HOST)].map((m) => m[1]!.toLowerCase())]);
    if (hosts.size === 0) for (const [name, named] of constants) if (new RegExp(String.raw`(?<![\w.$])${name}\b`).test(s.text)) for (const h of named) hosts.add(h);
    for (const host of hosts) {
      if (isLocalHost(host)) continue;
      const store = stores.find((g) => !providersHost(g.what, host));
      if (store) return { send: s, host, what: store.what, line: store.line };
    }
  }
  return undefined;
}
