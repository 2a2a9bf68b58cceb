/**
 * Pure: the machine's record of what ran wiped, and the machine opened to every user, over the
 * IR, in every front end that lowers a command. No task of a skill needs either; an intruder does
 * both, the first after acting, the second to come back.
 *
 * Traces wiped: the shell's history cleared or turned off (`history -c`,
 * `HISTFILE=/dev/null`, `HISTSIZE=0`, `set +o history`, a history file deleted, emptied or linked
 * to `/dev/null`), the system's logs deleted or emptied (anything under `/var/log`: the audit trail,
 * `auth.log`, the journal; `journalctl --vacuum-time` of less than a day), the audit and logging
 * daemons stopped or their rules deleted (`auditctl -D`, `systemctl stop auditd`), Windows' event
 * logs cleared (`wevtutil cl`, `Clear-EventLog`). Showing the history (`history | tail`) or the
 * journal kept to a size (`--vacuum-size=500M`) is not counted; nor are a project's own logs.
 *
 * Permissions opened: a system place (`/etc`, `/usr`, `/opt`, `/var` outside its temporary folder,
 * `/run`, `/srv`, `/bin`, `/lib`, `/Library`) made writable by every user (`chmod 777`, `666`,
 * `o+w`, `a+w`), or the setuid bit set on anything (`chmod u+s`, `4755`): a program every user can
 * rewrite, or one that runs as its owner for anyone. The project, the home folder and the
 * temporary folders are not system places (`chmod +x ./run.sh`, `chmod 600 ~/.ssh/id_ed25519`).
 */
import { homePath } from './places.ts';
import { constantText, shownText, type Assign, type Call, type Word } from './types.ts';

/** The files a shell or REPL keeps its history in. */
const HISTORY_FILE = /^~\/\.(?:bash_history|zsh_history|sh_history|history|histfile|python_history|node_repl_history|psql_history|mysql_history|sqlite_history|lesshst|local\/share\/fish\/fish_history)$|(?:^|\/)ConsoleHost_history\.txt$/i;
/** The system's logs: the journal, the audit trail, syslog, auth and every daemon's. */
const SYSTEM_LOG = /^\/var\/log(?:\/|$)|^\/var\/audit(?:\/|$)|^\/private\/var\/log(?:\/|$)|^\/Library\/Logs(?:\/|$)/;
/** Daemons that keep the record: stopping or disabling one stops the record. */
const LOG_DAEMON = /^(?:auditd|rsyslog|syslog|syslog-ng|systemd-journald|journald|eventlog)(?:\.service)?$/i;
/** Places no user but root may write: opening them to every user lets anyone replace what runs there. */
const SYSTEM_PLACE = /^\/(?:etc|usr|opt|bin|sbin|lib|lib64|boot|srv|run|root|Library|System|Applications|private\/etc)(?:\/|$)|^\/var\/(?!tmp(?:\/|$))/;

const textOf = (w: Word) => homePath(w);

/** A word names a trace: a history file or a system log. */
function isTrace(w: Word): boolean {
  const path = textOf(w).replace(/\/\*$/, '');
  return HISTORY_FILE.test(path) || SYSTEM_LOG.test(path);
}

/** A chmod mode that lets every user write (`777`, `0666`, `o+w`, `a+rwx`, `ugo=rwx`); `+w` alone leaves it to the umask. */
function opensToAll(mode: string): boolean {
  if (/^[0-7]{3,4}$/.test(mode)) return [2, 3, 6, 7].includes(Number(mode.at(-1)));
  return mode.split(',').some((clause) => {
    const m = /^([ugoa]*)[+=]([rwxXst]*)$/.exec(clause);
    return m !== null && /[oa]/.test(m[1]!) && m[2]!.includes('w');
  });
}

/** A chmod mode that sets the setuid bit (`u+s`, `+s`, `4755`, `6755`). */
function setsUid(mode: string): boolean {
  if (/^[0-7]{4}$/.test(mode)) return [4, 5, 6, 7].includes(Number(mode[0]));
  return mode.split(',').some((clause) => /^(?:u|a|ugo)?[+=][rwxX]*s/.test(clause));
}

/** What a call wipes of the machine's record, in a few words; undefined when it wipes nothing. */
export function tracesWiped(call: Call, name: string | undefined, args: Word[]): string | undefined {
  const texts = args.map(constantText);
  const operands = args.filter((_, i) => !/^-/.test(texts[i] ?? ''));
  if (name === 'history' && texts.some((t) => t !== undefined && /^-[a-z]*c/.test(t))) return 'the shell history cleared';
  if (name === 'set' && texts[0] === '+o' && texts[1] === 'history') return 'the shell history turned off';
  if (name !== undefined && /^(?:rm|shred|srm|truncate|unlink)$/.test(name) && operands.some(isTrace)) return `${operands.filter(isTrace).map(textOf).join(' ')} deleted`;
  if (name === 'find' && texts.some((t) => t === '-delete') && operands.slice(0, 1).some(isTrace)) return `${textOf(operands[0]!)} deleted`;
  // `ln -sf /dev/null ~/.bash_history`: every later write thrown away.
  if (name === 'ln' && texts.includes('/dev/null') && operands.some(isTrace)) return 'the history linked to /dev/null';
  // `: > /var/log/auth.log`, `cat /dev/null > ~/.bash_history`: emptied by a redirection.
  if ((call.writes ?? []).some(isTrace) && (name === ':' || name === 'true' || name === 'echo' || (name === 'cat' && texts.includes('/dev/null')) || name === 'printf')) return `${(call.writes ?? []).filter(isTrace).map(textOf).join(' ')} emptied`;
  if (name === 'journalctl') {
    const at = texts.findIndex((t) => t !== undefined && /^--vacuum-time(?:=|$)/.test(t));
    const value = at < 0 ? undefined : texts[at]!.includes('=') ? texts[at]!.split('=')[1] : texts[at + 1];
    if (value !== undefined && /^\d+(?:s|sec|m|min|h|hours?|)$/i.test(value)) return 'the journal vacuumed';
  }
  if (name === 'auditctl' && texts.includes('-D')) return 'the audit rules deleted';
  if (name === 'auditctl' && texts.some((t, i) => t === '-e' && texts[i + 1] === '0')) return 'auditing turned off';
  if (name !== undefined && /^(?:systemctl|service)$/.test(name)) {
    const verbs = texts.filter((t) => t !== undefined && /^(?:stop|disable|mask|kill)$/.test(t));
    if (verbs.length > 0 && texts.some((t) => t !== undefined && LOG_DAEMON.test(t))) return 'a logging daemon stopped';
  }
  const cmd = name?.replace(/\.exe$/i, '').toLowerCase();
  if (cmd === 'wevtutil' && texts.some((t) => t !== undefined && /^(?:cl|clear-log)$/i.test(t))) return "Windows' event log cleared";
  if (cmd === 'clear-eventlog' || cmd === 'remove-eventlog') return "Windows' event log cleared";
  return undefined;
}

/** A shell variable set to turn the history off (`HISTFILE=/dev/null`, `HISTSIZE=0`). */
export function historyOff(node: Assign): string | undefined {
  const value = constantText(node.value);
  if (node.name === 'HISTFILE' && (value === '/dev/null' || value === '')) return 'the shell history turned off';
  if (/^(?:HISTSIZE|HISTFILESIZE|SAVEHIST)$/.test(node.name) && value === '0') return 'the shell history turned off';
  return undefined;
}

/** What a call opens of the machine to every user, in a few words; undefined when it opens nothing. */
export function permissionsOpened(name: string | undefined, args: Word[]): string | undefined {
  if (name !== 'chmod') return undefined;
  const texts = args.map(constantText);
  const words = args.filter((_, i) => !/^-[a-zA-Z]+$|^--/.test(texts[i] ?? ''));
  const mode = words[0] === undefined ? undefined : constantText(words[0]);
  if (mode === undefined) return undefined;
  const targets = words.slice(1).map(shownText);
  if (setsUid(mode)) return `the setuid bit set on ${targets.join(' ')}`;
  const system = targets.filter((t) => SYSTEM_PLACE.test(t));
  return opensToAll(mode) && system.length > 0 ? `${system.join(' ')} made writable by every user` : undefined;
}
