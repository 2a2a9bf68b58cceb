/**
 * Pure: scripts a program writes and then runs. A constant text written to a file (`open(p, "w").write(CODE)`,
 * `Path(p).write_text(CODE)`, `fs.writeFileSync(p, CODE)`) is remembered by its path; a later call that runs that
 * path as a shell script (`bash p`, `nohup sh p`, `subprocess.Popen([p])` of a file starting `#!/bin/sh`) runs that
 * text, which the front end then lowers as shell code where the call is (lower.ts `inlineShell`), so the rules read
 * what the script does and not only that a file ran.
 */
import { programRun } from '../ir/program.ts';
import { homePath } from '../ir/places.ts';
import { SHELLS } from '../ir/tables.ts';
import { constantText, type Call, type Word } from '../ir/types.ts';

/** Texts the program wrote, by the path written. */
export type WrittenScripts = Map<string, string>;

/** How many scripts are remembered (a program writing many files keeps the first). */
const KEPT = 64;
/** A first line that names a shell as the interpreter. */
const SHELL_SHEBANG = /^#!\s*(?:\/usr)?\/bin\/(?:env\s+)?(?:ba|z|k|da)?sh\b/;

/** The path a word names, as scripts are kept by (`$HOME/x` and `/home/u/x` as `~/x`); undefined when partly unknown. */
export function scriptKey(w: Word | undefined): string | undefined {
  const path = w ? homePath(w) : '\0';
  return path.includes('\0') ? undefined : path;
}

/** Remembers what a write call wrote when its path and text are both known. */
export function rememberWrite(scripts: WrittenScripts, call: Call, data: Word | undefined): void {
  const path = scriptKey(call.writes?.[0]);
  const text = data ? constantText(data) : undefined;
  if (path === undefined || text === undefined || !text.trim() || scripts.size >= KEPT) return;
  scripts.set(path, text);
}

/** The shell code a call runs when it runs a script the program wrote: `bash p`, `sh p`, or the file itself. */
export function scriptRun(scripts: WrittenScripts, call: Call): string | undefined {
  if (scripts.size === 0) return undefined;
  const { name, args, callee } = programRun(call);
  if (name !== undefined && SHELLS.has(name)) {
    const texts = args.map(constantText);
    if (texts.some((t) => t === '-c')) return undefined;
    const file = scriptKey(args.find((_, i) => !texts[i]?.startsWith('-')));
    return file !== undefined ? scripts.get(file) : undefined;
  }
  const path = scriptKey(callee);
  const text = path !== undefined ? scripts.get(path) : undefined;
  return text !== undefined && SHELL_SHEBANG.test(text) ? text : undefined;
}

