/**
 * Pure: commands a scheduler is told to run later, read from the words of the
 * call that schedules them (`systemd-run`, `launchctl submit`, `schtasks
 * /create … /tr`, `reg add …\\CurrentVersion\\Run… /d`), for every front end
 * that lowers such a call (shell, cmd, PowerShell, the language front ends).
 */
import { RUN_KEY } from '../ir/tables.ts';
import { constantText, type Part, type Word } from '../ir/types.ts';
import { quoteAll } from './persisted.ts';

/** Options of `systemd-run` that take the next word as their value. */
const SYSTEMD_RUN_VALUE = /^(?:-[upEHM]|--(?:unit|property|description|slice|setenv|uid|gid|nice|working-directory|on-active|on-boot|on-startup|on-unit-active|on-unit-inactive|on-calendar|timer-property|path-property|socket-property|machine|host))$/;

/**
 * Commands a scheduler is told to run later, from a call's words: `systemd-run [opts] CMD…`,
 * `launchctl submit -l L -- CMD…` (argv, quoted back as shell words), a launchd job's `ProgramArguments` or `Program`
 * written by `defaults write`, `schtasks /create … /tr "LINE"`,
 * `reg add …\\CurrentVersion\\Run… /d "LINE"` (a command line).
 */
export function scheduledCommand(name: string | undefined, texts: Array<string | undefined>): string | undefined {
  if (name === 'systemd-run') {
    let i = 0;
    while (i < texts.length && texts[i] !== undefined && texts[i]!.startsWith('-')) i += SYSTEMD_RUN_VALUE.test(texts[i]!) ? 2 : 1;
    const argv = texts.slice(i);
    return argv.length && argv.every((t) => t !== undefined) ? quoteAll(argv as string[]) : undefined;
  }
  if (name === 'launchctl' && texts[0] === 'submit' && texts.includes('--')) {
    const argv = texts.slice(texts.indexOf('--') + 1);
    return argv.length && argv.every((t) => t !== undefined) ? quoteAll(argv as string[]) : undefined;
  }
  // `defaults write ~/Library/LaunchAgents/x ProgramArguments -array /bin/sh -c "…"`: a launchd job's program written
  // key by key (the key is launchd's own, whatever the domain is spelled as).
  if (name === 'defaults' && texts[0] === 'write' && texts[2] === 'ProgramArguments' && /^-array(?:-add)?$/.test(texts[3] ?? '')) {
    const argv = texts.slice(4);
    return argv.length && argv.every((t) => t !== undefined) ? quoteAll(argv as string[]) : undefined;
  }
  if (name === 'defaults' && texts[0] === 'write' && texts[2] === 'Program') {
    const program = texts[3] === '-string' ? texts[4] : texts[3];
    return program === undefined ? undefined : quoteAll([program]);
  }
  const value = (flag: RegExp) => texts[texts.findIndex((t) => t !== undefined && flag.test(t)) + 1] ?? undefined;
  if (name !== undefined && /^schtasks(?:\.exe)?$/i.test(name) && texts.some((t) => t !== undefined && /^[/-]create$/i.test(t))) return value(/^[/-]tr$/i);
  if (name !== undefined && /^reg(?:\.exe)?$/i.test(name) && /^add$/i.test(texts[0] ?? '') && RUN_KEY.test((texts[1] ?? '').replace(/\\/g, '/'))) return value(/^[/-]d$/i);
  return undefined;
}

/**
 * The same command as shell code: a Windows command line (a task's `/tr`, a Run value's `/d`) is cmd's, so it is
 * handed over as `cmd /c LINE` hands it (lang/embedded.ts lowers it with cmd's front end); an argv stays quoted words.
 */
export function scheduledShell(name: string | undefined, texts: Array<string | undefined>): string | undefined {
  const line = scheduledCommand(name, texts);
  return line !== undefined && name !== undefined && /^(?:schtasks|reg)(?:\.exe)?$/i.test(name) ? quoteAll(['cmd', '/c', line]) : line;
}

/** AppleScript that adds a login item (System Events' `make [new] login item … with properties {path:"…"}`). */
const LOGIN_ITEM = /\bmake\s+(?:new\s+)?login\s+item\b/i;

/**
 * The program a login item added through System Events starts at every login (`osascript -e 'tell application
 * "System Events" to make login item at end with properties {path:"…", hidden:true}'`): the `path` property's
 * value, as a word (what the script computed in it, `"$HOME"` spliced in, kept as such); undefined for other
 * AppleScript. AppleScript has no front end here: the verb and the property are its fixed spelling, as a cron
 * line's schedule is (persisted.ts).
 */
export function loginItemPath(script: Word): Word | undefined {
  const shown = script.parts.map((p) => ('lit' in p ? p.lit : '\u0000')).join('');
  if (!LOGIN_ITEM.test(shown)) return undefined;
  const out: Part[] = [];
  let open = false;
  for (const p of script.parts) {
    if (!('lit' in p)) {
      if (open) out.push(p);
      continue;
    }
    let text = p.lit;
    if (!open) {
      const at = /\bpath\s*:\s*"/i.exec(text);
      if (!at) continue;
      open = true;
      text = text.slice(at.index + at[0].length);
    }
    const end = text.indexOf('"');
    if (end >= 0) {
      if (end > 0) out.push({ lit: text.slice(0, end) });
      return out.length ? { parts: out } : undefined;
    }
    if (text) out.push({ lit: text });
  }
  return undefined;
}

/** Whether `osascript`'s words hand it code (`-e`) that adds a login item: each such item's program, as words. */
export const loginItems = (name: string | undefined, args: Word[]): Word[] =>
  name === 'osascript' ? args.flatMap((a, i) => (i > 0 && constantText(args[i - 1]!) === '-e' ? [loginItemPath(a)].filter((w): w is Word => w !== undefined) : [])) : [];
