/**
 * Pure: the shell lines a Makefile's rules run, for the shell front end to read as code. make hands each recipe line
 * to `sh -c`: the lines after a rule that start with a tab, and the text after a rule's `;` (`x: ; curl … | sh`).
 * Make's own syntax is read only as far as the shell needs it: a leading `@`, `-` or `+` off, `$$` is the shell's
 * `$`, `$(shell CMD)` a command substitution, `$(NAME)` a variable. No grammar of make ships with the analyzer, and
 * these are line rules of make's manual, not a reading of shell or of a program's language.
 */
import { constantText, type Word } from '../ir/types.ts';

/** The shell lines the rules of a Makefile's text run, every rule's (which goal runs is not followed). */
export function makeRecipes(text: string): string[] {
  const lines = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  const out: string[] = [];
  for (const line of lines) {
    let recipe: string | undefined;
    if (line.startsWith('\t')) recipe = line.slice(1);
    else if (!/^\s*#/.test(line)) {
      // `targets: prerequisites ; recipe` (not a `:=` or `::=` assignment).
      const colon = line.search(/:(?!:?=)/);
      const semi = colon < 0 ? -1 : line.indexOf(';', colon);
      if (colon > 0 && semi > colon && !/=/.test(line.slice(0, colon))) recipe = line.slice(semi + 1);
    }
    if (recipe === undefined) continue;
    const shell = asShell(recipe.replace(/^\s*[@+-]+/, '').trim());
    if (shell) out.push(shell);
  }
  return out;
}

/** A recipe line as the shell receives it: make's references replaced by the shell's spelling of the same thing. */
function asShell(recipe: string): string {
  return recipe
    .replace(/\$\$/g, '\0')
    .replace(/\$\(shell\s+/g, '$(')
    .replace(/\$[({]([A-Za-z_][\w]*)[)}]/g, '${$1}')
    .replace(/\0/g, '$');
}

/** `-` as the last word before a here-document reaches the front end as no word (`make -f - <<EOF`): stdin. */
const STDIN: Word = { parts: [{ lit: '-' }] };

/** The texts of the Makefiles a `make` command line reads besides the project's: `--eval`/`-E` text and `-f` files (`known` reads a file's text: one the script wrote, or stdin for `-`). */
export function makeTexts(args: Word[], known: (file: Word) => string | undefined): string[] {
  const texts = args.map(constantText);
  const out: string[] = [];
  for (let i = 0; i < texts.length; i++) {
    const t = texts[i];
    if (t === undefined) continue;
    const code = /^--eval=([^]*)$/.exec(t)?.[1] ?? (/^(?:--eval|-E)$/.test(t) ? texts[i + 1] : /^-E(.+)$/s.exec(t)?.[1]);
    if (code !== undefined) out.push(code);
    const inline = /^--(?:file|makefile)=(.+)$/.exec(t)?.[1] ?? /^-f(.+)$/.exec(t)?.[1];
    const file = inline !== undefined ? { parts: [{ lit: inline }] } : /^(?:-f|--file|--makefile)$/.test(t) ? args[i + 1] ?? STDIN : undefined;
    const read = file === undefined ? undefined : known(file);
    if (read !== undefined) out.push(read);
  }
  return out;
}
