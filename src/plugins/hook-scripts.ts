/**
 * Pure: a hook component's scripts moved into its plugin. A hook installed by
 * `npx toolshed` writes each supporting file to its `destination` under the
 * project and its commands name that place (`"$CLAUDE_PROJECT_DIR/.claude/hooks/x.sh"`,
 * `python3 .claude/hooks/x.py`, `~/.claude/scripts/x.sh`). A plugin carries
 * the files itself, and the client gives its hooks `${CLAUDE_PLUGIN_ROOT}`.
 *
 * Each file goes to `scripts/<destination without a leading .claude/>`, so
 * files keep their places relative to each other (a script that finds its
 * neighbours through `$(dirname "$0")` still does), and every command naming a
 * destination (bare, `./`, `$CLAUDE_PROJECT_DIR/`, `${CLAUDE_PROJECT_DIR}/`,
 * `~/`, `$HOME/`, `${HOME}/`) names `${CLAUDE_PLUGIN_ROOT}/scripts/…`
 * instead, in double quotes unless it already stood inside them.
 */
import { isObject, type Json } from './json.ts';
import { nameRecord } from '../text/records.ts';

export interface SupportingFile {
  source: string;
  destination: string;
  executable?: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a supporting file goes inside the plugin. */
export function scriptPath(destination: string): string {
  return `scripts/${destination.replace(/^\.claude\//, '')}`;
}

const PREFIX = String.raw`(?:\$\{?CLAUDE_PROJECT_DIR\}?/|\$\{?HOME\}?/|~/|\./)?`;
/** What may stand before a path in a shell command: start, space, a quote, `=`, `(`, `;`, `|`, `&`, a backtick. */
const BEFORE = String.raw`(^|[\s"'=(;|&\x60])`;
const AFTER = String.raw`(?=$|[\s"';|&)\x60])`;

/** Whether position `at` of a shell command is inside double quotes (backslash escapes honoured, single quotes skipped). */
function insideDoubleQuotes(command: string, at: number): boolean {
  let double = false;
  let single = false;
  for (let i = 0; i < at; i++) {
    const ch = command[i];
    if (ch === '\\' && !single) i++;
    else if (ch === "'" && !double) single = !single;
    else if (ch === '"' && !single) double = !double;
  }
  return double;
}

/** A command with every supporting-file destination it names pointed into the plugin; `used` collects the ones found. */
export function rewriteCommand(command: string, files: readonly SupportingFile[], used: Set<string>): string {
  let out = command;
  // Longest first, so `.claude/hooks/a.sh.bak` is not half-matched as `.claude/hooks/a.sh`.
  for (const file of [...files].sort((a, b) => b.destination.length - a.destination.length)) {
    const pattern = new RegExp(`${BEFORE}${PREFIX}${escapeRegExp(file.destination)}${AFTER}`, 'g');
    const target = `\${CLAUDE_PLUGIN_ROOT}/${scriptPath(file.destination)}`;
    out = out.replace(pattern, (match: string, before: string, offset: number) => {
      used.add(file.source);
      const at = offset + before.length;
      return `${before}${insideDoubleQuotes(out, at) ? target : `"${target}"`}`;
    });
  }
  return out;
}

/** The hooks object with every command handler's `command` rewritten. */
export function rewriteHooks(hooks: Json, files: readonly SupportingFile[]): { hooks: Json; used: Set<string> } {
  const used = new Set<string>();
  const out: Json = nameRecord();
  for (const [event, groups] of Object.entries(hooks)) {
    out[event] = Array.isArray(groups)
      ? groups.map((group) =>
          isObject(group) && Array.isArray(group.hooks)
            ? {
                ...group,
                hooks: group.hooks.map((h) => (isObject(h) && typeof h.command === 'string' ? { ...h, command: rewriteCommand(h.command, files, used) } : h)),
              }
            : group,
        )
      : groups;
  }
  return { hooks: out, used };
}
