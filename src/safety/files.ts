/**
 * Pure: files outside the project that code reads or writes, and which of
 * them are credential stores. Paths are found as written (`~/…`, `$HOME/…`,
 * `/etc/…`) and as built (`os.path.expanduser('~/.ssh/id_rsa')`,
 * `Path.home() / '.aws' / 'credentials'`, `path.join(os.homedir(), '.netrc')`),
 * and shown as `~/…` when they are under the home folder.
 */

export interface PathUse {
  /** As shown: `~/.ssh/id_rsa`, `/etc/hosts`. */
  path: string;
  access: 'read' | 'write';
  index: number;
  length: number;
}

const HOME_PREFIX = String.raw`(?:~|\$HOME|\$\{HOME\}|\$env:(?:HOME|USERPROFILE)|%USERPROFILE%|%HOMEPATH%)`;
/** A literal path under the home folder or a system folder. */
const LITERAL_PATH = new RegExp(
  String.raw`(?<![\w$.\-/])(${HOME_PREFIX}(?:[/\\][^\s'"\`;|&<>()\]\[{},]*)?|/(?:etc|root|home|Users|usr/local|opt|Library|var|System|boot|lib|private/etc)/[^\s'"\`;|&<>()\]\[{},]*)`,
  'g',
);
/** A path built from the home folder in Python, JavaScript, Ruby or PowerShell, with the literals after it. */
const BUILT_HOME = /(?:os\.path\.expanduser\(\s*['"]~|Path\.home\(\)|Path\(\s*['"]~|os\.homedir\(\)|homedir\(\)|Dir\.home|ENV\[['"]HOME['"]\]|os\.environ\[['"]HOME['"]\]|os\.getenv\(\s*['"]HOME['"]\s*\)|process\.env\.(?:HOME|USERPROFILE)|process\.env\[\s*['"](?:HOME|USERPROFILE)['"]\s*\]|userInfo\(\)\.homedir|(?:Deno\.env\.get|Bun\.env\.get)\(\s*['"]HOME['"]\s*\)|Bun\.env\.HOME|\$env:USERPROFILE)([^;\n]{0,160})/g;

/** System paths that are only run or read in passing: interpreters, devices, temporary files. */
const HARMLESS = /^\/(?:usr\/(?:local\/)?bin\/(?:env|bash|sh|zsh|python\d?(?:\.\d+)?|node|ruby|perl)$|bin\/|dev\/|tmp\b|var\/tmp\b|proc\/self\b|var\/run\/docker\.sock|var\/folders\b)/;

function normalize(path: string): string {
  return path
    .replace(new RegExp(`^${HOME_PREFIX}`), '~')
    .replace(/\\/g, '/')
    .replace(/\/+$/, '')
    .replace(/^~$/, '~');
}

/**
 * The literals that follow a home-folder call, joined as a path, up to where
 * the path's expression ends: `, '.ssh', 'id_rsa')` → `~/.ssh/id_rsa`,
 * `/ '.aws' / 'credentials'`, ` + '/.npmrc'`, and a template literal's rest
 * (`${homedir()}/.npmrc`). An argument after the call (`readFileSync(…, 'utf8')`)
 * is not part of the path.
 */
function builtPath(after: string): string {
  const template = /^\s*\}([^`$\s'"]*)/.exec(after);
  if (template && template[1]!.length > 1) return normalize(`~${template[1]!.startsWith('/') || template[1]!.startsWith('\\') ? '' : '/'}${template[1]}`);
  const parts: string[] = [];
  // The call's own closing (`expanduser("~")`, `homedir()`) may come first.
  let rest = after.replace(/^['"]?\s*\)?/, '');
  const NEXT = /^\s*(?:,|\/|\+|\)?\s*\.joinpath\(|\.join\(|\.resolve\()?\s*(['"`])([^'"`\n]{1,80})\1/;
  let separator: string | undefined;
  for (let m = NEXT.exec(rest); m && parts.length < 4; m = NEXT.exec(rest)) {
    // One kind of joining per path: after `+ '/.npmrc'`, a comma starts the call's next argument.
    const joiner = m[0].trimStart()[0] === m[1] ? '' : m[0].trimStart()[0]!;
    if (separator !== undefined && joiner !== separator) break;
    separator ??= joiner;
    const part = m[2]!.replace(/^~\/?/, '').replace(/^[\\/]+/, '');
    if (!/^[\w.@-][\w./@ -]*$/.test(part)) break;
    parts.push(part);
    rest = rest.slice(m[0].length);
  }
  return ['~', ...parts].join('/');
}

const WRITE_BEFORE = /(?:>>?\s*|\btee\s+(?:-a\s+)?|\bsed\s+-i\S*\s+(?:'[^']*'|"[^"]*"|\S+)\s+|\b(?:mkdir|touch|rm|rmdir|chmod|chown|ln|unlink|truncate|shred)\s+(?:-\S+\s+)*(?:\S+\s+)?)["']?$/;
const COPY_TO = /^\s*(?:sudo\s+)?(?:cp|mv|install|rsync|scp|ln)\b/;
const WRITE_CALL = /\bopen\s*\((?:[^()]|\([^()]*\))*['"][wax]b?\+?['"]|\b(?:write_text|write_bytes|writeFile(?:Sync)?|appendFile(?:Sync)?|createWriteStream|copyFile(?:Sync)?|Set-Content|Add-Content|Out-File|File\.write|IO\.write|fs\.rm|rmSync|unlinkSync|shutil\.(?:copy|move|rmtree)|os\.remove|crontab)\b|\b(?:os|ioutil)\.(?:WriteFile|Create|Remove(?:All)?|Rename|Symlink|Link|Truncate|Chmod|Chown|Chtimes)\(|\bos\.OpenFile\([^)]*\bO_(?:WRONLY|RDWR|APPEND|CREATE|TRUNC)\b/;

/** Every path outside the project a statement uses, with read or write. */
export function pathsIn(statement: string): PathUse[] {
  const found: PathUse[] = [];
  const writes = WRITE_CALL.test(statement);
  const copy = COPY_TO.test(statement);
  const add = (raw: string, index: number, length: number) => {
    const path = normalize(raw);
    if (HARMLESS.test(path) || path === '~/' || path.length > 200) return;
    const before = statement.slice(Math.max(0, index - 60), index);
    const after = statement.slice(index + length).trim();
    const lastArg = copy && !/\s\S/.test(after.replace(/^["']/, '').replace(/^[;&|].*$/s, ''));
    const write = WRITE_BEFORE.test(before) || lastArg || (writes && !/\b(?:cat|less|head|tail|grep)\b/.test(before));
    found.push({ path, access: write ? 'write' : 'read', index, length });
  };
  for (const m of statement.matchAll(LITERAL_PATH)) add(m[1]!, m.index, m[0].length);
  for (const m of statement.matchAll(BUILT_HOME)) {
    const path = builtPath(m[1]!);
    if (path !== '~') add(path, m.index, m[0].length);
  }
  return found;
}

/** Credential stores: private keys, cloud and registry credentials, the client's own login, password stores, wallets, shell history. */
const CREDENTIAL = new RegExp(
  [
    String.raw`^~/\.ssh(?:$|/(?!.*\.pub$)(?:id_|.*_(?:rsa|dsa|ecdsa|ed25519)$|.*\.pem$|.*key))`,
    String.raw`^~/\.aws(?:$|/credentials)`,
    String.raw`^~/\.(?:netrc|_netrc|git-credentials|npmrc|yarnrc(?:\.yml)?|pypirc|pgpass|my\.cnf|(?:bash|zsh)_history|env|vault-token|terraformrc|bunfig\.toml)$`,
    // Package managers' and registries' auth files.
    String.raw`^~/\.(?:docker/config\.json|gem/credentials|cargo/credentials(?:\.toml)?|composer/auth\.json|config/composer/auth\.json|m2/settings(?:-security)?\.xml|gradle/gradle\.properties|nuget/NuGet/NuGet\.Config|config/NuGet/NuGet\.Config|pip/pip\.conf|config/pip/pip\.conf|terraform\.d/credentials\.tfrc\.json|config/git/credentials|config/hub)$`,
    String.raw`^~/\.kube(?:$|/config)`,
    String.raw`^~/\.config/(?:gh|gcloud|hub|op)(?:$|/)`,
    String.raw`^~/\.(?:azure|gnupg|password-store)(?:$|/)`,
    // The desktop's password stores: GNOME Keyring's and KWallet's files.
    String.raw`^~/\.local/share/(?:keyrings|kwalletd)(?:$|/)`,
    String.raw`^~/\.claude/\.credentials\.json$`,
    String.raw`^~/Library/Keychains`,
    // Windows: Credential Manager's vaults, DPAPI's master keys, GitHub CLI's token, a Chromium browser's wrapped cookie key.
    String.raw`^~/AppData/(?:Local|Roaming)/Microsoft/(?:Vault|Credentials|Protect)(?:$|/)|^~/AppData/Roaming/GitHub CLI/hosts\.yml$|/User Data/Local State$`,
    // Cryptocurrency wallets: a keypair or keystore file is the money itself.
    String.raw`^~/\.(?:config/solana/id\.json|ethereum/keystore|electrum/wallets|bitcoin/wallets?|near-credentials|sui/sui_config/sui\.keystore)(?:$|/)`,
    String.raw`(?:^|/)wallet\.dat$|^~/(?:Library/Application Support|\.config)/(?:Exodus|Electrum|atomic|Ledger Live)(?:$|/)|nkbihfbeogaeaoehlefnkodbefgpgknn`,
    String.raw`(?:Login Data|Cookies|cookies\.sqlite|Cookies\.binarycookies|key[34]\.db|logins\.json)$`,
    String.raw`^/etc/(?:shadow|sudoers)`,
  ].join('|'),
);

export function isCredentialPath(path: string): boolean {
  return CREDENTIAL.test(path);
}

/** A browser's data folder or a profile in it: it holds the cookie and saved-login databases. */
const BROWSER_DATA = /^~\/(?:Library\/Application Support\/(?:Google\/Chrome|Chromium|BraveSoftware|Microsoft Edge|Firefox)|\.config\/(?:google-chrome|chromium|BraveSoftware|microsoft-edge)|\.mozilla\/firefox|AppData\/(?:Local|Roaming)\/(?:Google\/Chrome|Mozilla\/Firefox|BraveSoftware|Microsoft\/Edge))(?:$|\/)/;
/** Where the usual credential stores are; a folder above one holds it (`~`, `~/.config`). */
const STORES = ['~/.ssh', '~/.aws', '~/.config/gh', '~/.config/gcloud', '~/.kube', '~/.gnupg', '~/.docker', '~/.netrc', '~/.password-store', '~/Library/Keychains'];

/**
 * Where the stores' files lie, one typical path each (a default key name, a browser's default profile): data for
 * ir/walks.ts, which tests a walked folder or a glob against them, and for a folder holding one (`~/.docker`).
 */
export const STORE_FILES: readonly string[] = [
  '~/.ssh/id_rsa', '~/.ssh/id_ed25519', '~/.ssh/id_ecdsa', '~/.aws/credentials', '~/.kube/config', '~/.docker/config.json',
  '~/.config/gcloud/application_default_credentials.json', '~/.config/gcloud/credentials.db', '~/.config/gh/hosts.yml',
  '~/.azure/msal_token_cache.json', '~/.gnupg/private-keys-v1.d/0.key', '~/.gnupg/secring.gpg', '~/.password-store/0.gpg',
  '~/.netrc', '~/.git-credentials', '~/.npmrc', '~/.pypirc', '~/.local/share/keyrings/login.keyring', '~/Library/Keychains/login.keychain-db',
  ...['~/.config/google-chrome', '~/.config/chromium', '~/.config/BraveSoftware/Brave-Browser', '~/.config/microsoft-edge', '~/Library/Application Support/Google/Chrome', '~/Library/Application Support/BraveSoftware/Brave-Browser', '~/Library/Application Support/Microsoft Edge', '~/AppData/Local/Google/Chrome/User Data', '~/AppData/Local/Microsoft/Edge/User Data']
    .flatMap((root) => [`${root}/Default/Login Data`, `${root}/Default/Cookies`, `${root}/Default/Network/Cookies`]),
  ...['~/.mozilla/firefox/0.default-release', '~/Library/Application Support/Firefox/Profiles/0.default-release', '~/AppData/Roaming/Mozilla/Firefox/Profiles/0.default-release']
    .flatMap((root) => [`${root}/logins.json`, `${root}/key4.db`, `${root}/cookies.sqlite`]),
  '~/.config/solana/id.json', '~/.ethereum/keystore/0', '~/.electrum/wallets/default_wallet', '~/.bitcoin/wallet.dat', '~/.config/Exodus/exodus.wallet/seed.seco',
  '~/Library/Application Support/Exodus/exodus.wallet/seed.seco', '~/.config/atomic/Local Storage/leveldb/0.ldb',
];

/**
 * A folder that holds credential stores, so an archive or a copy of it sent whole carries them: the home
 * folder, `~/.config`, a browser's data or profile folder, a store's own folder (`~/.docker`, `~/.electrum`)
 * (a credential store itself is `isCredentialPath`).
 */
export function holdsCredentials(path: string): boolean {
  return (BROWSER_DATA.test(path) && !BROWSER_OWN_FILES.test(path)) || [...STORES, ...STORE_FILES].some((store) => store.startsWith(`${path}/`));
}

/** Files of a browser's profile that hold neither a login nor a cookie (its bookmarks, settings, icons): a bookmark tool's data, no folder of secrets. */
const BROWSER_OWN_FILES = /\/(?:Bookmarks(?:\.bak)?|bookmarkbackups\/[^/]+|places\.sqlite|favicons\.sqlite|Favicons|Preferences|prefs\.js)$/;

/**
 * The user's own data that no credential store holds but no task of a component needs to send anywhere
 * (docs/safety.md, the user's data sent where nothing explains it): the configuration of the machines and
 * accounts they reach (SSH config and known hosts, cloud CLIs' settings), what they typed (every shell's and
 * REPL's history), their browser's history and form data, and their conversations with
 * assistants (Claude Code's transcripts and prompt history, other assistants' chat stores). Read and kept here
 * (counted, linted, exported to a file) it is the user's business; the network sink (ir/outbound.ts) judges
 * where it is sent. Each entry says what the data is, for the finding.
 */
const PRIVATE_DATA: Array<[RegExp, string]> = [
  [/^~\/\.ssh\/(?:config|known_hosts2?|authorized_keys2?)$/, 'the SSH configuration'],
  [/^~\/\.(?:aws\/config|oci\/config|s3cfg|boto|config\/doctl\/config\.yaml)$/, 'a cloud CLI\'s configuration'],
  [/^~\/\.(?:[\w-]+_history|zhistory|local\/share\/fish\/fish_history|lesshst)$|(?:^|[\\/])PSReadLine[\\/]ConsoleHost_history\.txt$/, 'a shell history'],
  [/^~\/\.claude(?:\.json$|\/(?:projects|history\.jsonl|todos|shell-snapshots|file-history)(?:$|\/))|^~\/\.(?:codex\/(?:sessions|history\.jsonl)|gemini\/tmp)(?:$|\/)|(?:Cursor|Code|Windsurf|VSCodium)[\\/]User[\\/](?:workspaceStorage|globalStorage)(?:$|[\\/])|(?:^|\/)state\.vscdb$/, 'the conversations with an assistant'],
];

/** A browser's history, form data and session files, in a profile folder. */
const BROWSER_HISTORY = /\/(?:History|Web Data|History\.db|formhistory\.sqlite|sessionstore\.jsonlz4|Sessions|Form Values)$/;

/** What of the user's own data a path is (PRIVATE_DATA, or a browser's data folder), if any. */
export function privateData(path: string): string | undefined {
  if (isCredentialPath(path)) return undefined;
  // A browser's history, form data and open sessions (its bookmarks, `places.sqlite` of a bookmarks tool, stay the tool's).
  if ((BROWSER_DATA.test(path) || /^~\/Library\/Safari\//.test(path)) && BROWSER_HISTORY.test(path)) return "a browser's history";
  return PRIVATE_DATA.find(([re]) => re.test(path))?.[1];
}

/** Other ways to read a credential: the OS keychain, a CLI that prints its token, a project `.env` read whole. */
export const CREDENTIAL_COMMAND =
  /\bsecurity\s+(?:find-(?:generic|internet)-password|dump-keychain)\b|\bgh\s+auth\s+token\b|\bgit\s+credential\s+fill\b|\baws\s+configure\s+export-credentials\b|\bgcloud\s+auth\s+print-access-token\b|\b(?:cat|base64|xxd|tar|zip)\s+[^|;&\n]*(?<![\w.])\.env(?:\.local|\.production)?\b(?!\.example)|(?:open|readFileSync|readFile|read_text)\s*\(\s*['"][^'"]*(?<![\w.])\.env(?:\.local|\.production)?['"]|@\.env\b/;
