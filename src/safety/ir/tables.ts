/**
 * The rules of the data-flow engine as data: which calls are sources (what
 * their output carries), which are sinks (what they do with what they are
 * given), and which call shapes are dangerous in themselves. Names are
 * program or function names as the IR holds them; the engine (flow.ts)
 * reads only these tables, so a new tool is a line here, for every language.
 */

/** Programs that run code given as text: on stdin, after `-c`/`-e`, or as a script file operand. */
export const SHELLS = new Set(['sh', 'bash', 'zsh', 'ksh', 'dash', 'ash', 'mksh', 'oksh', 'loksh', 'rbash', 'fish', 'tcsh', 'csh', 'yash', 'posh', 'elvish', 'nu', 'xonsh']);
export const INTERPRETERS = /^(?:python[0-9.]*|py|pypy[0-9.]*|node|nodejs|deno|bun|tsx|ts-node|esno|perl|ruby|jruby|php[0-9.]*|lua[0-9.]*|luajit|Rscript|R|julia|elixir|erl|escript|guile|racket|gjs|qjs|pwsh|powershell(?:\.exe)?|cmd|osascript|tclsh|wish|awk|gawk|mawk|nawk|jshell|groovy|irb|expect)$/i;
/** Words that run the rest of the command line as a program (`sudo -E curl`, `env A=1 sh`). */
export const PREFIXES = new Set(['sudo', 'doas', 'pkexec', 'env', 'exec', 'nohup', 'time', 'command', 'builtin', 'nice', 'ionice', 'stdbuf', 'timeout', 'setsid', 'xargs', 'su', 'runuser', 'chroot', 'caffeinate', 'unbuffer', 'script']);
/** Builtins that run a file or text as shell code in the current shell. */
export const SOURCE = new Set(['source', '.']);
export const EVAL = new Set(['eval', 'iex', 'Invoke-Expression']);

/**
 * The programs a glob written as a command word (`/usr/b?n/cu?l`, `/???/c*l`)
 * is matched against, most dangerous first: the shell runs whatever the glob
 * finds, and the first of these it can find is what the analyzer assumes.
 */
export const GLOB_CANDIDATES = [
  ...['sh', 'bash', 'dash', 'zsh', 'ksh', 'ash', 'mksh', 'fish', 'busybox'],
  ...['curl', 'wget', 'wget2', 'aria2c', 'fetch', 'xh', 'http', 'lynx', 'w3m'],
  ...['python3', 'python', 'python2', 'perl', 'ruby', 'php', 'node', 'nodejs', 'deno', 'bun', 'lua', 'pwsh', 'gawk', 'awk', 'osascript'],
  ...['nc', 'ncat', 'netcat', 'socat', 'telnet', 'openssl', 'ssh', 'scp', 'sftp', 'rsync', 'ftp', 'git', 'dig', 'host', 'nslookup'],
  ...['rm', 'shred', 'find', 'dd', 'base64', 'base32', 'xxd', 'rev', 'eval', 'env', 'printenv', 'crontab', 'sudo', 'xargs', 'nohup'],
];

/** Programs whose output is the text of the files they are given (an in-language read is lowered as `cat`). */
export const PRINTS_FILES = /^(?:cat|tac|head|tail|base64|base32|xxd|od|hexdump|strings|gzip|zcat|less|more)$/;
/** Programs whose output is a download. */
export const DOWNLOADERS = /^(?:curl|wget|wget2|aria2c|fetch|http|https|xh|httpie|lynx|links|w3m|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|Start-BitsTransfer|certutil|bitsadmin)$/i;
/**
 * Windows programs that fetch code from an address among their arguments and run it: an HTML application
 * (`mshta https://…/x.hta`), a scriptlet registered through `scrobj.dll` (`regsvr32 /i:https://…/x.sct`), JavaScript
 * run by `rundll32 javascript:…GetObject("script:https://…")`, a stylesheet's script (`wmic … /format:https://…`,
 * `msxsl`). No vendor installs this way.
 */
export const RUNS_ADDRESS = /^(?:mshta|regsvr32|rundll32|wmic|msxsl)$/i;
/** Programs that talk to another host; the words after the program carry what is sent. */
export const NETWORK = /^(?:curl|wget|wget2|aria2c|http|https|xh|httpie|nc|ncat|netcat|socat|telnet|ssh|scp|sftp|rsync|ftp|tftp|lftp|openssl|host|dig|nslookup|drill|ping|ping6|traceroute|whois|getent|resolvectl|git|gh|aws|gsutil|rclone|smbclient|mail|sendmail|mutt|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|Send-MailMessage)$/i;
/** Network tools whose stdin is sent (`env | nc host 80`, `cat key | ssh host 'cat > x'`). */
export const SENDS_STDIN = /^(?:nc|ncat|netcat|socat|telnet|ssh|openssl|curl|mail|sendmail|mutt|aws)$/;
/**
 * Tools whose words and stdin are the payload itself (a stream to the host): a secret among them is sent as
 * data. Not curl or aws: their arguments are a request's address and headers, and what they send as a body
 * is named by an option (`-d`, `--data`, `-T`), which the caller checks.
 */
export const STREAMS = /^(?:nc|ncat|netcat|socat|telnet|ssh|openssl|mail|sendmail|mutt)$/;
/** DNS tools: a secret in the name they look up leaves in the query itself. */
export const DNS = /^(?:host|dig|nslookup|drill|ping|ping6|traceroute|getent|resolvectl)$/;
/** Subcommands of git that reach the network. */
export const GIT_NETWORK = /^(?:push|clone|fetch|pull|ls-remote|remote|submodule|send-email)$/;

/**
 * Programs and library calls that print or return what the clipboard holds: a password just copied from a
 * password manager, a one-time code, a key pasted into a terminal. `xclip`/`xsel` only with their output flag.
 */
export const CLIPBOARD_READS = /^(?:pbpaste|wl-paste|Get-Clipboard|gpaste-client|pyperclip\.paste|clipboard\.paste|pandas\.read_clipboard|clipboardy\.(?:read|readSync)|navigator\.clipboard\.readText|github\.com\/atotto\/clipboard\.ReadAll|golang\.design\/x\/clipboard\.Read)$/i;

/** Programs that print the whole environment. */
export const ENVIRONMENT_DUMP = /^(?:env|printenv|set|declare|export|typeset|compgen)$/;
/** Options with which they still print all of it (`env -0`, `printenv --null`, `export -p`; the shell front end reads a bare `export`/`declare` as a declaration, not yet as a command). */
export const ENVIRONMENT_DUMP_OPTIONS = /^(?:-[px0]{1,2}|--null)$/;
/**
 * Code of an interpreter the analyzer has no front end for that reads the whole environment, by interpreter: awk
 * looping over `ENVIRON`, Perl's `%ENV`, Ruby's `ENV` as a whole (`ENV.to_h`, `ENV.each`, `puts ENV`), PHP's
 * `$_ENV`/`$_SERVER` unsubscripted or `getenv()` with no name, Tcl's `array get env`. Its output may hold every secret.
 */
export const ENVIRONMENT_IN_CODE: Array<[RegExp, RegExp]> = [
  [/^[gmn]?awk$/, /\bin\s+ENVIRON\b/],
  [/^perl$/, /%ENV\b/],
  [/^(?:ruby|irb|jruby)$/, /\bENV\.(?:to_h|to_hash|to_a|each|each_pair|map|inspect|select|filter|sort_by|sort)\b|\b(?:p|pp|puts|print)\s*\(?\s*ENV\b(?![.[])/],
  [/^php[0-9.]*$/, /\$_(?:ENV|SERVER)\b(?!\s*\[)|\bgetenv\s*\(\s*\)/],
  [/^(?:tclsh|wish|expect)$/, /\barray\s+get\s+env\b/],
];
/**
 * Programs and subcommands that print a stored credential; the third column,
 * for a cloud's own CLI, is the variable prefix of its service in
 * providers.ts: the token `gcloud auth print-access-token` prints is
 * Google's, sent to Google's APIs it is used, sent anywhere else it leaves.
 */
export const CREDENTIAL_COMMANDS: Array<[RegExp, RegExp | null, string?]> = [
  [/^security$/, /^(?:find-(?:generic|internet)-password|dump-keychain)$/],
  [/^gh$/, /^auth$/, 'GITHUB'],
  [/^git$/, /^credential$/],
  [/^aws$/, /^configure$/, 'AWS'],
  [/^gcloud$/, /^auth$/, 'GCLOUD'],
  [/^op$/, /^(?:read|item|signin)$/],
  [/^pass$/, /^show$/],
  [/^secret-tool$/, /^lookup$/],
  [/^vault$/, /^(?:read|kv|token)$/],
  // Windows' Credential Manager: the saved logins listed (`cmdkey /list`, `vaultcmd /listcreds:…`).
  [/^(?:cmdkey|vaultcmd)(?:\.exe)?$/i, /^\/list/i],
];

/** Keychain items that are another program's store: a browser's cookie key, Wi-Fi and iCloud passwords. */
const OTHERS_STORE = /chrom|brave|edge|opera|vivaldi|arc\b|safe storage|safari|firefox|airport|wi-?fi|icloud|keychain|login/i;

/**
 * The item a keychain lookup names (`security find-generic-password -s todo-sync -w`): a token the user
 * keeps there for a tool is a secret of that name, judged as a variable of that name is (sent where its
 * name says, or as a header, it is used; in a body to another host, it leaves). Undefined for a dump, an
 * item named by nothing known, or another program's store (a browser's key, Wi-Fi passwords).
 */
export function keychainItem(name: string, texts: Array<string | undefined>): string | undefined {
  if (name !== 'security' || !texts.some((t) => t !== undefined && /^find-(?:generic|internet)-password$/.test(t))) return undefined;
  const at = texts.findIndex((t) => t !== undefined && /^-[sal]$/.test(t));
  const item = at >= 0 ? texts[at + 1] : undefined;
  return item !== undefined && /^[\w.@-]+$/.test(item) && !OTHERS_STORE.test(texts.join(' ')) ? item : undefined;
}

/** Package installers and runners fetching from an address: `pip install https://…`, `npm i <tarball>`, `npx <url>`, `deno run <url>`. */
export const INSTALLERS: Array<{ program: RegExp; sub: RegExp | null; runs: boolean }> = [
  { program: /^(?:pip[0-9.]*|uv|pipx|poetry|pdm|conda|mamba|rye|pixi|micromamba)$/, sub: /^(?:install|add|inject|download)$/, runs: false },
  { program: /^(?:easy_install)$/, sub: null, runs: false },
  { program: /^(?:choco|scoop|winget|dotnet)$/, sub: /^(?:install|add)$/, runs: false },
  // `uvx` has no subcommands: `uvx --from URL tool` runs a package named tool.
  { program: /^(?:pipx|uv)$/, sub: /^(?:run|tool)$/, runs: true },
  { program: /^(?:npm|pnpm|yarn|bun|cnpm)$/, sub: /^(?:install|i|add|isntall|in|ci)$/, runs: false },
  { program: /^(?:npm|pnpm|yarn|bun)$/, sub: /^(?:exec|x|dlx)$/, runs: true },
  { program: /^(?:npx|bunx|pnpx|uvx)$/, sub: null, runs: false },
  { program: /^deno$/, sub: /^(?:run|install|x|compile)$/, runs: true },
  { program: /^(?:gem|go)$/, sub: /^(?:install|run|get)$/, runs: false },
  // `cargo run` builds and runs the package of the folder it is run in (a build, BUILDS below): no word of it names
  // a package to fetch (its dependencies are Cargo.toml's, which manifests.ts reads), and what follows `--` is the
  // program's own input (`cargo run -- https://site/page`). Only `install` (`--git URL`) and `add` fetch by name.
  { program: /^cargo$/, sub: /^(?:install|add)$/, runs: false },
  { program: /^(?:brew)$/, sub: /^install$/, runs: false },
  // Charts (`helm install x <url>`, `helm repo add n <url>`, `helm plugin install <url>`), composer's VCS repositories, CPAN and LuaRocks.
  { program: /^helm$/, sub: /^(?:install|upgrade|template|pull|fetch|add)$/, runs: false },
  { program: /^composer$/, sub: /^(?:require|config|create-project|global)$/, runs: false },
  { program: /^(?:cpanm|cpan)$/, sub: null, runs: false },
  { program: /^luarocks$/, sub: /^install$/, runs: false },
];
/**
 * Builds: commands that run the code of a folder (its Makefile, its package's
 * lifecycle scripts, its `setup.py` or `build.rs`), the working folder unless
 * `folderFlag` names another; `pathOperands`: an operand that is a path is a
 * folder built (`pip install -e ./x`, `go run ./cmd/x`); `here: false`: only
 * those (`pip install requests` runs no code of the folder it is run in).
 */
export const BUILDS: Array<{ program: RegExp; sub: RegExp | null; folderFlag: RegExp; pathOperands: boolean; here?: false }> = [
  { program: /^(?:make|gmake|bmake|just|ninja|meson|rake|ant|gradle|gradlew|mvn|mvnw|bazel|bazelisk|scons)$/, sub: null, folderFlag: /^(?:-C|--directory|-f|--file|--makefile|-p|--project-dir|--working-directory)$/, pathOperands: false },
  { program: /^(?:npm|pnpm|yarn|bun|cnpm)$/, sub: /^(?:install|i|in|isntall|ci|run|run-script|test|t|start|build|rebuild|link|pack|exec|x)$/, folderFlag: /^(?:--prefix|-C|--dir|--cwd)$/, pathOperands: true },
  { program: /^(?:pip[0-9.]*|uv|pipx|poetry|pdm)$/, sub: /^(?:install|sync|build|develop|run)$/, folderFlag: /^(?:--project|--directory|-C)$/, pathOperands: true, here: false },
  { program: /^(?:cargo)$/, sub: /^(?:build|run|install|test|b|r)$/, folderFlag: /^(?:--path|--manifest-path)$/, pathOperands: false },
  { program: /^(?:go)$/, sub: /^(?:run|build|install|generate|test)$/, folderFlag: /^-C$/, pathOperands: true },
  { program: /^(?:cmake)$/, sub: null, folderFlag: /^(?:-S|--build|-B)$/, pathOperands: true },
];

/** A word that is an address to install from: a URL (an OCI registry's too: `helm install x oci://…`), `git+…`, `github:owner/repo`. */
export const INSTALL_ADDRESS = /^(?:git\+|sparse\+)?(?:https?|ssh|git|file|oci):\/\/|^(?:github|gitlab|bitbucket):[\w.-]+\/|^gist:[\w.-]+|^git@[\w.-]+:/;

/**
 * Files that run later: shell profiles and their drop-in folders, git hooks
 * and git config files, cron tables, login services (systemd units, macOS
 * LaunchAgents and LaunchDaemons, XDG autostart), `~/.ssh/rc` and
 * `~/.ssh/config` (`ProxyCommand`), Claude Code's own settings (hooks,
 * `statusLine`, `apiKeyHelper` run commands, `env`), what every program or
 * interpreter loads at start (`/etc/ld.so.preload`, `environment.d`, a
 * site-packages `.pth` file, `sitecustomize.py`), `anacrontab`, the Windows
 * Startup folder (`%APPDATA%\…\Start Menu\Programs\Startup`, as a path with
 * slashes) and PowerShell's profiles. What each runs is read by
 * lang/persisted.ts.
 */
export const RUNS_LATER = /(?:^|\/)(?:\.(?:bash|zsh|ksh|mksh)rc|\.zshenv|\.zprofile|\.zlogin|\.(?:bash_)?profile|\.bash_login|\.bash_logout|\.envrc|\.xprofile|\.xinitrc|\.xsessionrc|\.bashrc\.d\/[^/]+|\.git\/hooks\/[^/]+|\.husky\/[^/]+|\.gitconfig|\.config\/git\/config|\.git\/config|\.config\/autostart\/[^/]+|\.config\/fish\/(?:config\.fish|conf\.d\/[^/]+)|\.config\/systemd\/user\/[^/]+|\/etc\/systemd\/system\/[^/]+|Launch(?:Agents|Daemons)\/[^/]+|crontab|anacrontab|cron\.(?:d|daily|hourly|weekly|monthly)\/[^/]*|Start Menu\/Programs\/Startup\/[^/]+|(?:Windows)?PowerShell\/(?:Microsoft\.(?:PowerShell|VSCode)_)?profile\.ps1|\/var\/spool\/cron\/(?:crontabs\/)?[^/]+|\.ssh\/(?:rc|config)|\.claude\/settings(?:\.local)?\.json|\/etc\/(?:profile|profile\.d\/[^/]+|bash\.bashrc|zsh\/zshrc|rc\.local|environment|ld\.so\.preload)|\.config\/environment\.d\/[^/]+\.conf|(?:site|dist)-packages\/(?:[^/]+\.pth|sitecustomize\.py|usercustomize\.py)|(?:site|user)customize\.py)$/;
/** A Windows Run key's path, its separators written as `/`: what a value there names runs at every logon. */
export const RUN_KEY = /\/CurrentVersion\/(?:Run|RunOnce|Policies\/Explorer\/Run)\b|\/Winlogon\b/i;
/**
 * Commands people type every day: a download put ahead of one on `PATH`
 * (`~/.local/.bin/git`) runs whenever the user means the real one.
 */
export const EVERYDAY_COMMANDS = new Set(['git', 'ssh', 'scp', 'sudo', 'su', 'ls', 'cd', 'cat', 'cp', 'mv', 'rm', 'curl', 'wget', 'python', 'python3', 'pip', 'pip3', 'node', 'npm', 'npx', 'pnpm', 'yarn', 'bun', 'deno', 'go', 'cargo', 'rustc', 'java', 'ruby', 'gem', 'make', 'docker', 'kubectl', 'aws', 'gcloud', 'az', 'gh', 'brew', 'apt', 'apt-get', 'bash', 'sh', 'zsh', 'vim', 'nvim', 'code', 'less', 'grep', 'find', 'tar', 'gpg', 'openssl', 'claude', 'terraform', 'helm']);
/** `git config` keys whose value git runs as a command. */
export const GIT_RUNS = /^(?:core\.(?:fsmonitor|sshcommand|pager|editor|askpass|hookspath|gitproxy)|diff\.external|(?:diff|merge)\..*\.(?:textconv|command|driver)|(?:diff|merge)tool\..*\.cmd|filter\..*\.(?:clean|smudge|process)|alias\..*|credential(?:\..*)?\.helper|sequence\.editor|gpg(?:\..*)?\.program|uploadpack\.packobjectshook|pager\..*|browser\..*\.cmd|sendemail\..*cmd)$/i;

/** Where a delete of a whole tree is destructive: the root, the home folder, everything in either, the user's documents and key stores. */
export const PRECIOUS = /^(?:\/+\*?|~\/*\*?|~\/\.\*|\$HOME\/*\*?|\/(?:home|root|Users|etc|usr|var|bin|boot|lib|opt)\/*\*?|\/home\/[^/]+\/*\*?|\/Users\/[^/]+\/*\*?|~\/(?:Documents|Desktop|Pictures|Music|Movies|Videos|Library|\.ssh|\.gnupg|\.aws|\.kube|\.config|\.local|[Pp]rojects|[Cc]ode|src|repos|workspace|Developer|dev|git|work)\/*\*?)$/;

/**
 * Calls that only format, measure or stamp what a handler returns (the last segment of a callee: `fmt.Sprintf`,
 * `time.strftime`, `Math.random`, `JSON.stringify`, reading its own arguments): a tool handler that calls nothing else
 * did no work, so what its result claims done or verified it never established (sentence-results.ts).
 */
export const FORMATTING_CALLS = new Set(['Sprintf', 'Sprint', 'Sprintln', 'Errorf', 'format', 'strftime', 'isoformat', 'now', 'utcnow', 'Now', 'Format', 'time', 'Date', 'toISOString', 'random', 'randint', 'choice', 'uniform', 'uuid4', 'randomUUID', 'floor', 'ceil', 'round', 'toFixed', 'stringify', 'dumps', 'join', 'len', 'str', 'int', 'float', 'upper', 'lower', 'strip', 'trim', 'TrimSpace', 'slice', 'split', 'Itoa', 'String', 'RequireString', 'GetString', 'GetArguments', 'getString', 'get']);

