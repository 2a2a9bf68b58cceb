/**
 * Pure: what a file that runs later will run, read from the text a script
 * writes into it, by the kind of file, for the shell front end to lower as
 * code in place: a shell profile, a hook or a cron script is shell itself;
 * a cron table's lines after their schedule (and user, in a system table);
 * a LaunchAgent's `ProgramArguments` (the plist is XML: read with `sax`);
 * a systemd unit's or an autostart entry's `Exec…=` lines; `~/.ssh/config`'s
 * `ProxyCommand`/`LocalCommand`; a git config file's commands
 * (`core.fsmonitor`, `alias.x = !…`); Claude Code's settings' hooks,
 * `statusLine` and helpers, wherever JSON of them appears in the text (a
 * whole file, or a `jq` filter that sets them).
 */
import sax from 'sax';
import { GIT_RUNS, RUNS_LATER } from '../ir/tables.ts';
import { gated } from '../gated.ts';

/**
 * Shell words for an argv: each quoted, so the front end reads them as given; a `${NAME}` the writing
 * program left for what it computed (lower.ts `writtenText`) stays a variable, outside the quotes.
 */
export const quoteAll = (argv: string[]) => argv.map((a) => `'${a.replace(/'/g, `'\\''`).replace(/\$\{[A-Za-z_]\w*\}/g, (v) => `'"${v}"'`)}'`).join(' ');

/**
 * A cron table's commands: each line after its schedule (`@reboot` or five fields) and, in a system table, its user;
 * `fields` given, after that many (anacrontab(5): period, delay, job identifier).
 */
function cronCommands(text: string, system: boolean, fields?: number): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (!t || t.startsWith('#') || /^[A-Za-z_]\w*\s*=/.test(t)) continue;
    const words = t.split(/\s+/);
    const skip = fields ?? (words[0]!.startsWith('@') ? 1 : 5) + (system ? 1 : 0);
    // Each field is one blank-separated word; the command is the rest of the line as written.
    let rest = t;
    for (let i = 0; i < skip; i++) rest = rest.replace(/^\S+\s*/, '');
    if (rest) out.push(rest.replace(/%/g, '\n'));
  }
  return out;
}

/** A plist's `Program` and `ProgramArguments` (a LaunchAgent or LaunchDaemon): what launchd runs. */
function plistCommands(text: string): string[] {
  const parser = sax.parser(true);
  const out: string[] = [];
  let key = '';
  let tag = '';
  let text_ = '';
  let argv: string[] | undefined;
  let last = '';
  parser.onopentag = (node) => {
    tag = node.name;
    text_ = '';
    if (tag === 'array' && last === 'ProgramArguments') argv = [];
  };
  parser.ontext = (t) => (text_ += t);
  parser.oncdata = (t) => (text_ += t);
  parser.onclosetag = (name) => {
    if (name === 'key') key = text_.trim();
    else if (name === 'string' && argv) argv.push(text_);
    else if (name === 'string' && key === 'Program') out.push(quoteAll([text_]));
    else if (name === 'array' && argv) {
      if (argv.length) out.push(quoteAll(argv));
      argv = undefined;
    }
    if (name === 'key') last = key;
    else if (name !== 'string' || !argv) last = '';
    text_ = '';
  };
  try {
    parser.write(text).close();
  } catch {
    // Not well-formed: what was read before the error stands.
  }
  return out;
}

/** `Key=value` lines of an INI-like file (systemd units, `.desktop` entries) whose key matches. */
function keyLines(text: string, key: RegExp, separator: RegExp): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const m = separator.exec(line.trim());
    if (m && key.test(m[1]!)) out.push(line.trim().slice(m[0].length).trim());
  }
  return out;
}

/** A git config file's values git runs as commands (`[core] fsmonitor = …`, `[alias] st = !…`). */
function gitConfigCommands(text: string): string[] {
  const out: string[] = [];
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const head = /^\[\s*([\w.-]+)(?:\s+"([^"]*)")?\s*\]/.exec(line);
    if (head) {
      section = head[2] !== undefined ? `${head[1]}.${head[2]}` : head[1]!;
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 0 || line.startsWith('#') || line.startsWith(';')) continue;
    const name = `${section}.${line.slice(0, eq).trim()}`;
    let value = line.slice(eq + 1).trim();
    if (/^".*"$/.test(value)) value = value.slice(1, -1).replace(/\\"/g, '"');
    if (GIT_RUNS.test(name) && (!/^alias\./i.test(name) || value.startsWith('!'))) out.push(gitCommand(name, value));
  }
  return out;
}

/** Settings keys whose string Claude Code runs as a shell command. */
const SETTINGS_COMMAND = /^(?:command|apiKeyHelper|awsAuthRefresh|awsCredentialExport|otelHeadersHelper)$/;

/** JSON values inside a text: the whole text, else each balanced `{…}`/`[…]` that parses (a `jq` filter's literal). */
function jsonValues(text: string): unknown[] {
  try {
    return [JSON.parse(text)];
  } catch {
    // Not one JSON document: look for JSON inside it.
  }
  const out: unknown[] = [];
  for (let i = 0; i < text.length && out.length < 20; i++) {
    const open = text[i];
    if (open !== '{' && open !== '[') continue;
    let depth = 0;
    let inString = false;
    for (let j = i; j < text.length && j < i + 100_000; j++) {
      const c = text[j];
      if (inString) {
        if (c === '\\') j++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') {
        if (--depth === 0) {
          try {
            out.push(JSON.parse(text.slice(i, j + 1)));
            i = j;
          } catch {
            // Not JSON (a jq path, a shell test): the next bracket is tried.
          }
          break;
        }
      }
    }
  }
  return out;
}

/**
 * What Claude Code settings or MCP configuration, as JSON in a text handed to the model to merge, would run
 * at every session: hooks' and helpers' commands, `env` as exports, and each MCP server's argv as the client
 * starts it (each word quoted, as a shipped `.mcp.json`'s is read).
 */
export function handedOverCommands(text: string): string[] {
  const servers = jsonValues(text).flatMap((v) => (isRecord(v) && isRecord(v.mcpServers) ? Object.values(v.mcpServers) : []));
  const argv = servers.flatMap((s) => (isRecord(s) && typeof s.command === 'string' ? [quoteAll([s.command, ...(Array.isArray(s.args) ? s.args.filter((a): a is string => typeof a === 'string') : [])])] : []));
  return [...settingsCommands(text), ...argv];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The shell commands Claude Code settings JSON in a text would run (hooks, `statusLine`, helpers, `env` as exports). */
function settingsCommands(text: string): string[] {
  const out: string[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (depth > 40 || v === null || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (typeof x === 'string' && SETTINGS_COMMAND.test(k)) out.push(x);
      // `env`: set for every command the client runs, as a profile's `export` is.
      else if (k === 'env' && x && typeof x === 'object') out.push(...Object.entries(x).flatMap(([name, v]) => (typeof v === 'string' && /^[A-Za-z_]\w*$/.test(name) ? [exported(name, v)] : [])));
      else walk(x, depth + 1);
    }
  };
  for (const v of jsonValues(text)) walk(v, 0);
  return out;
}

/**
 * The shell code git runs for a setting's value. A credential helper's command is handed the user's
 * credentials on its input: written so, as a hidden prompt's answer piped in, the flow engine follows them.
 */
function gitCommand(setting: string, value: string): string {
  const code = value.replace(/^!/, '');
  return /^credential(?:\..+)?\.helper$/i.test(setting) && value.startsWith('!') ? `read -rs __git_credentials; printf '%s\\n' "$__git_credentials" | { ${code}\n}` : code;
}

/**
 * A VS Code `tasks.json`'s tasks that run when the folder is opened (`runOptions.runOn: "folderOpen"`), as
 * shell lines: the editor runs them without a click, each time the workspace opens.
 */
function folderOpenTasks(text: string): string[] {
  const tasks = jsonValues(text).flatMap((v) => (isRecord(v) && Array.isArray(v.tasks) ? v.tasks : []));
  return tasks.flatMap((t) => {
    if (!isRecord(t) || !isRecord(t.runOptions) || t.runOptions.runOn !== 'folderOpen' || typeof t.command !== 'string') return [];
    const args = Array.isArray(t.args) ? t.args.filter((a): a is string => typeof a === 'string') : [];
    return [t.type === 'process' ? quoteAll([t.command, ...args]) : [t.command, ...args].join(' ')];
  });
}

/** `git config [--global] core.fsmonitor '…'`, `alias.x '!…'`: the command git will run, from the words after `git`. */
export function gitConfigValue(texts: Array<string | undefined>): string | undefined {
  // `git -c core.fsmonitor='…' status`: the setting for this one command, run as well.
  const once = texts.find((t, i) => texts[i - 1] === '-c' && t !== undefined && GIT_RUNS.test(t.split('=')[0]!) && t.includes('='));
  if (once !== undefined) return gitConfigValue(['config', once.slice(0, once.indexOf('=')), once.slice(once.indexOf('=') + 1)]);
  if (!texts.includes('config')) return undefined;
  const at = texts.findIndex((t) => t !== undefined && GIT_RUNS.test(t));
  const value = at >= 0 ? texts[at + 1] : undefined;
  return value !== undefined && (!/^alias\./i.test(texts[at]!) || value.startsWith('!')) ? gitCommand(texts[at]!, value) : undefined;
}

/** `export NAME='value'`: a variable a file sets for every program started after it. */
const exported = (name: string, value: string) => `export ${name}=${quoteAll([value])}`;

/** Python run at every interpreter start: a `.pth` file's lines that begin with `import`, a `sitecustomize.py`; as the shell would hand it to Python. */
const python = (code: string) => (code.trim() ? [`python3 -c ${quoteAll([code])}`] : []);

/**
 * An editor's startup file: the shell commands it runs (`:!cmd`, `silent !cmd`, `system('…')` in a vimrc;
 * `(shell-command "…")` and its kin in Emacs Lisp), read as cron lines are, by their fixed spelling.
 */
function editorCommands(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\b(?:system|systemlist|jobstart|termopen)\s*\(\s*(['"])((?:\\.|(?!\1).)*)\1/g)) out.push(m[2]!);
  for (const m of text.matchAll(/\((?:shell-command|async-shell-command|call-process-shell-command|shell-command-to-string|start-process-shell-command\s+"[^"]*"\s+[^"\s]+)\s+"((?:\\.|[^"\\])*)"/g)) out.push(m[1]!.replace(/\\(["\\])/g, '$1'));
  for (const line of text.split('\n')) {
    const bang = /(?:^|[\s:|])(?:silent!?\s+|exe(?:cute)?\s+)?!(?!=)(.+)$/.exec(line.replace(/^\s*"/, '"'));
    if (bang && !/^\s*"/.test(line)) out.push(bang[1]!.trim());
  }
  return out;
}

/** tmux's configuration: what `run-shell`/`run` and `if-shell` run when it loads, and `#(…)` in a format, run at each redraw. */
function tmuxCommands(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*(?:run-shell|run|if-shell|if)\b(?:\s+-[a-zA-Z]+(?:\s+\S+)?)*?\s+(['"])((?:\\.|(?!\1).)*)\1/.exec(line);
    if (m) out.push(m[2]!);
    for (const f of line.matchAll(/#\(([^)]*)\)/g)) out.push(f[1]!);
  }
  return out;
}

/**
 * pip's configuration file: each `key = value` of a `[section]` as the `pip config set section.key value` that
 * writes it, so the index it names (ir/registry.ts) and the hosts it stops checking (ir/certificate-checks.ts) are
 * read as the command's are.
 */
function pipSettings(text: string): string[] {
  const out: string[] = [];
  let section = 'global';
  for (const line of text.split('\n')) {
    const t = line.trim();
    const head = /^\[([\w-]+)\]$/.exec(t);
    if (head) section = head[1]!.toLowerCase();
    const m = /^([\w-]+)\s*[=:]\s*(.+)$/.exec(t);
    if (m) for (const value of m[2]!.split(/\s+/)) out.push(quoteAll(['pip', 'config', 'set', `${section}.${m[1]!.toLowerCase()}`, value]));
  }
  return out;
}

/** Files a path names that programs load at start: `~/.npmrc`'s `node-options`, `/etc/ld.so.preload`, `environment.d`. */
function loadedSettings(path: string, text: string): string[] | undefined {
  if (/\.npmrc$/.test(path)) {
    const unquoted = (v: string) => v.replace(/^["']|["']$/g, '');
    // `strict-ssl=false` in the file is `npm config set strict-ssl false` (ir/certificate-checks.ts reads the command).
    const ssl = keyLines(text, /^strict-ssl$/i, /^([\w-]+)\s*=/).map((v) => quoteAll(['npm', 'config', 'set', 'strict-ssl', unquoted(v)]));
    return [...keyLines(text, /^node-options$/i, /^([\w-]+)\s*=/).map((v) => exported('NODE_OPTIONS', unquoted(v))), ...ssl];
  }
  if (/(?:^|\/)pip\.(?:conf|ini)$/.test(path)) return pipSettings(text);
  if (/\/etc\/ld\.so\.preload$/.test(path)) return [exported('LD_PRELOAD', text.split(/\s+/).filter(Boolean).join(':'))];
  if (/\.pth$/.test(path)) return python(text.split('\n').filter((l) => /^import[ \t]/.test(l)).join('\n'));
  if (/(?:^|\/)(?:site|user)customize\.py$/.test(path)) return python(text);
  // The file `PYTHONSTARTUP` conventionally names (`~/.pythonrc`, `~/.pythonstartup`): Python run at each interactive start.
  if (/(?:^|\/)\.python(?:rc|startup)(?:\.py)?$/.test(path)) return python(text);
  // IPython runs every file of a profile's `startup/` at each start, Jupyter its config files: Python.
  if (/\.ipython\/profile_[^/]+\/startup\/[^/]+\.py$|\.jupyter\/jupyter_\w*config\.py$/.test(path)) return python(text);
  if (/(?:^|\/)(?:\.tmux\.conf|\.config\/tmux\/tmux\.conf)$/.test(path)) return tmuxCommands(text);
  // R's console runs its startup file; what matters there is what it hands a shell (`system("…")`).
  if (/(?:^|\/)\.Rprofile$/.test(path)) return editorCommands(text);
  // Ruby's consoles (`irb`, `pry`) run theirs as Ruby: handed to Ruby's front end as `ruby -e TEXT` (lang/embedded.ts).
  if (/(?:^|\/)\.(?:irbrc|pryrc)$/.test(path)) return text.trim() ? [quoteAll(['ruby', '-e', text])] : [];
  if (/(?:^|\/)(?:\.vimrc|\.gvimrc|\.exrc|init\.vim|init\.lua|\.emacs|init\.el|\.vim\/plugin\/[^/]+|\.emacs\.d\/[^/]+\.el)$/.test(path)) return editorCommands(text);
  return undefined;
}

/** The shell code a file at `path` (home-relative, `~/…`) will run, from `text` written into it. */
export function persistedCode(path: string, text: string): string[] {
  const loaded = loadedSettings(path, text);
  if (loaded) return loaded;
  if (/(?:^|\/)crontab$|\/var\/spool\/cron\//.test(path) && !/^\/etc\//.test(path)) return cronCommands(text, false);
  if (/\/etc\/crontab$|cron\.d\//.test(path)) return cronCommands(text, true);
  if (/(?:^|\/)anacrontab$/.test(path)) return cronCommands(text, true, 3);
  // A batch file (the Startup folder's `x.cmd`) is cmd's, a PowerShell profile PowerShell's: each handed to its own
  // front end as `cmd /c LINE` and `powershell -Command TEXT` hand it (lang/embedded.ts).
  if (/\.(?:cmd|bat)$/i.test(path)) return text.split(/\r?\n/).filter((l) => l.trim()).map((l) => quoteAll(['cmd', '/c', l]));
  if (/\.ps1$/i.test(path)) return text.trim() ? [quoteAll(['powershell', '-Command', text])] : [];
  if (/\.plist$|Launch(?:Agents|Daemons)\//.test(path)) return plistCommands(text);
  if (/\/systemd\/|\.(?:service|socket|path|timer)$/.test(path)) return keyLines(text, /^Exec\w*$/, /^([\w-]+)\s*=/).map((c) => c.replace(/^[-@:+!|]+/, ''));
  if (/\.desktop$|autostart\//.test(path)) return keyLines(text, /^(?:Exec|TryExec)$/, /^([\w-]+)\s*=/);
  if (/\.ssh\/config$/.test(path)) return keyLines(text, /^(?:ProxyCommand|LocalCommand|KnownHostsCommand)$/i, /^(\w+)(?:\s*=\s*|\s+)/);
  if (/(?:\.gitconfig|\.git\/config|git\/config)$/.test(path)) return gitConfigCommands(text);
  if (/\.claude\/settings(?:\.local)?\.json$/.test(path)) return settingsCommands(text);
  if (/(?:^|\/)\.vscode\/tasks\.json$/.test(path)) return folderOpenTasks(text);
  return [text];
}

/**
 * Beyond RUNS_LATER, files whose written text is read as code although a download landing there is no
 * code by itself (a fetched `~/.vimrc` is a vimrc): `~/.npmrc` (`node-options`), an editor's startup
 * file, tmux's, R's and Ruby's consoles' startup files, IPython's startup folder and Jupyter's config, a
 * VS Code `tasks.json` (its folder-open tasks), a `.pth` file wherever its folder is computed (`site.getusersitepackages()`: only its `import`
 * lines run), and a file ahead on `PATH` named like a command that asks for a password.
 */
const READ_LATER = /(?:^|\/)(?:\.python(?:rc|startup)(?:\.py)?|pip\.(?:conf|ini)|\.vscode\/tasks\.json|\.tmux\.conf|\.config\/tmux\/tmux\.conf|\.ipython\/profile_[^/]+\/startup\/[^/]+\.py|\.jupyter\/jupyter_\w*config\.py|\.Rprofile|\.irbrc|\.pryrc|\.npmrc|\.vimrc|\.gvimrc|\.exrc|\.config\/nvim\/init\.(?:vim|lua)|\.emacs|\.emacs\.d\/[^/]+\.el|\.vim\/plugin\/[^/]+|[^/]+\.pth)$|^(?:~\/(?:\.local\/)?bin|\/usr\/local\/bin|\/opt\/homebrew\/bin)\/(?:sudo|su|doas|ssh|scp|sftp|ssh-add|passwd|gpg|git|kinit|login)$/;

/** Whether text written at `path` (as flow.ts's `homePath` gives it) is code that runs later. */
export const writtenLater = (path: string) => RUNS_LATER.test(path) || READ_LATER.test(path);

/**
 * Text of a script in a language no parser reads (PowerShell, Ruby, Perl) that sets something to run
 * later: a Windows Run key, a scheduled task, the Startup folder, a PowerShell profile, a file of
 * RUNS_LATER by name (`~/.bashrc`, `crontab`, a LaunchAgent), or an interpreter's startup file
 * (`~/.irbrc`, `~/.pryrc`, `.Rprofile`, `PYTHONSTARTUP`, IPython's startup folder, Julia's
 * `startup.jl`, `~/.perldb`, `~/.psqlrc`). There, a command quoted as a string is
 * no message: it is what will run (code.ts reads it as code).
 */
export const SETS_UP_LATER =
  /CurrentVersion\\+(?:Run|RunOnce|Policies\\+Explorer\\+Run)\b|\bschtasks(?:\.exe)?\s+\/create\b|\b(?:Register|New)-ScheduledTask\b|Start Menu\\+Programs\\+Startup|\bshell:startup\b|\$PROFILE\b|PowerShell_profile\.ps1|\bNew-Service\b|\bsc(?:\.exe)?\s+create\b|(?:^|[\s'"/(])(?:~|\$HOME|\$ENV\{HOME\}|\#\{Dir\.home\}|ENV\['HOME'\])?\/?\.(?:bash|zsh|ksh)rc\b|\.(?:bash_)?profile\b|\.zprofile\b|\.zshenv\b|\bconfig\.fish\b|\bcrontab\b|\/etc\/cron\.|\bLaunch(?:Agents|Daemons)\b|systemd\/user\b|\.config\/autostart\b|\.git\/hooks\/|\bcore\.hooksPath\b|\.(?:irbrc|pryrc|Rprofile|pythonrc|perldb|psqlrc)\b|\bRprofile\.site\b|\.julia\/config\/startup\.jl\b|\bPYTHONSTARTUP\b|\bipython\/profile_\w+\/startup\b/i;

/**
 * `sed -i SCRIPT FILE…`: the files it edits in place and the text its script puts there (what `a`, `i`
 * and `c` insert, what `s///` replaces with), for a profile or a cron table edited so.
 */
export function sedWritten(texts: Array<string | undefined>): { files: number[]; text: string } | undefined {
  if (!texts.some((t) => t !== undefined && /^(?:-[a-zA-Z]*i|--in-place)/.test(t))) return undefined;
  const scripts: string[] = [];
  const files: number[] = [];
  for (let i = 0; i < texts.length; i++) {
    const t = texts[i];
    if (t !== undefined && /^(?:-e|--expression)$/.test(t)) scripts.push(texts[++i] ?? '');
    else if (t === undefined || !t.startsWith('-')) files.push(i);
  }
  if (!scripts.length && files.length) scripts.push(texts[files.shift()!] ?? '');
  const inserted = scripts.flatMap((sc) => sc.split(/\n|;(?=\s*(?:\d+|\$|\/[^/]*\/)?\s*[aics])/)).flatMap((cmd) => {
    const add = /^\s*(?:\d+|\$|\/(?:[^/\\]|\\.)*\/)?(?:,\s*(?:\d+|\$|\/(?:[^/\\]|\\.)*\/))?\s*[aic]\\?\s?(.*)$/s.exec(cmd);
    const sub = /^\s*(?:\d+|\$|\/(?:[^/\\]|\\.)*\/)?\s*s(.)(?:(?!\1).|\\.)*\1((?:(?!\1)[^\\]|\\.)*)\1/s.exec(cmd);
    return sub ? [sub[2]!] : add ? [add[1]!] : [];
  });
  return { files, text: inserted.join('\n') };
}

/** Files and tables that run what is written into them later: shell profiles, cron, launchd, systemd, autostart, git hooks, Claude Code's hooks. */
const LATER_PLACE = String.raw`(?:~\/|\$HOME\/)?(?:\.(?:bashrc|zshrc|zshenv|zprofile|zlogin|profile|bash_profile|kshrc|envrc)\b|config\.fish\b|\bcrontab\b|\bcron\s+(?:entry|job|line|task)\b|\$PROFILE\b|\bpowershell profile\b|\bshell(?:'s)? (?:profile|rc file|startup file)\b|\bLaunch(?:Agents|Daemons)\b|\bsystemd\/user\b|[\w.-]+\.(?:service|timer)\b|\.config\/autostart\b|\.git\/hooks\/|\bcore\.hooksPath\b|\b(?:SessionStart|UserPromptSubmit|PreToolUse|PostToolUse|Stop)\s+hooks?\b)`;
/**
 * Prose right before a block or on an inline command's line telling the reader to add it to a file that
 * runs later (`Add this line to your ~/.zshrc:`), to create one holding it (`create
 * ~/Library/LaunchAgents/x.plist whose ProgramArguments are …`, `write a .git/hooks/post-commit script
 * containing …`), or to register it as a cron entry.
 */
export const ADDED_TO_STARTUP = gated(
  new RegExp(
    [
      String.raw`\b(?:add|append|put|paste|place|insert|drop|save|write)\b[^\n]{0,80}?\b(?:to|in|into|at the (?:end|bottom|top) of)\b[^\n]{0,30}?${LATER_PLACE}`,
      String.raw`\b(?:create|write|add|register|install|set\s+up|make)\b[^\n]{0,40}?${LATER_PLACE}[^\n]{0,120}?\b(?:containing|contains|with|whose|that\s+runs|running|runs|command\s+is)\b`,
      String.raw`\b(?:register|add|install|create|schedule)\s+(?:a\s+|an\s+|the\s+)?(?:new\s+)?(?:crontab|cron)\s+(?:entry|job|line|task)\b`,
    ].join('|'),
    'i',
  ),
  // The verb every alternative starts with, or cron (gated.ts: ~5 ms to compile).
  ['add', 'append', 'put', 'paste', 'place', 'insert', 'drop', 'save', 'write', 'create', 'register', 'install', 'set', 'make', 'cron'],
);
