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
import { GIT_RUNS } from '../ir/tables.ts';

/** Shell words for an argv: each quoted, so the front end reads them as given. */
const quoteAll = (argv: string[]) => argv.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');

/** A cron table's commands: each line after its schedule (`@reboot` or five fields) and, in a system table, its user. */
function cronCommands(text: string, system: boolean): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (!t || t.startsWith('#') || /^[A-Za-z_]\w*\s*=/.test(t)) continue;
    const fields = t.split(/\s+/);
    const skip = (fields[0]!.startsWith('@') ? 1 : 5) + (system ? 1 : 0);
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
    if (GIT_RUNS.test(name) && (!/^alias\./i.test(name) || value.startsWith('!'))) out.push(value.replace(/^!/, ''));
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

function settingsCommands(text: string): string[] {
  const out: string[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (depth > 40 || v === null || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (typeof x === 'string' && SETTINGS_COMMAND.test(k)) out.push(x);
      else walk(x, depth + 1);
    }
  };
  for (const v of jsonValues(text)) walk(v, 0);
  return out;
}

/** `git config [--global] core.fsmonitor '…'`, `alias.x '!…'`: the command git will run, from the words after `git`. */
export function gitConfigValue(texts: Array<string | undefined>): string | undefined {
  if (!texts.includes('config')) return undefined;
  const at = texts.findIndex((t) => t !== undefined && GIT_RUNS.test(t));
  const value = at >= 0 ? texts[at + 1] : undefined;
  return value !== undefined && (!/^alias\./i.test(texts[at]!) || value.startsWith('!')) ? value.replace(/^!/, '') : undefined;
}

/** The shell code a file at `path` (home-relative, `~/…`) will run, from `text` written into it. */
export function persistedCode(path: string, text: string): string[] {
  if (/(?:^|\/)crontab$|\/var\/spool\/cron\//.test(path) && !/^\/etc\//.test(path)) return cronCommands(text, false);
  if (/\/etc\/crontab$|cron\.d\//.test(path)) return cronCommands(text, true);
  if (/\.plist$|Launch(?:Agents|Daemons)\//.test(path)) return plistCommands(text);
  if (/\/systemd\/|\.(?:service|socket|path|timer)$/.test(path)) return keyLines(text, /^Exec\w*$/, /^([\w-]+)\s*=/).map((c) => c.replace(/^[-@:+!|]+/, ''));
  if (/\.desktop$|autostart\//.test(path)) return keyLines(text, /^(?:Exec|TryExec)$/, /^([\w-]+)\s*=/);
  if (/\.ssh\/config$/.test(path)) return keyLines(text, /^(?:ProxyCommand|LocalCommand|KnownHostsCommand)$/i, /^(\w+)(?:\s*=\s*|\s+)/);
  if (/(?:\.gitconfig|\.git\/config|git\/config)$/.test(path)) return gitConfigCommands(text);
  if (/\.claude\/settings(?:\.local)?\.json$/.test(path)) return settingsCommands(text);
  return [text];
}
