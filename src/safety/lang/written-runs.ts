/**
 * Pure: a file the script wrote earlier and now runs, read where it runs. The text the shell front end kept for each
 * file written (`cat > /tmp/x.sh <<EOF`, `printf … > "$f"`, `echo … > f`: shell-code.ts `runsLater` keeps it by
 * `pathKey`) is what runs when the script then gives that file to a shell (`bash f`, `sh f`, `. f`, `source f`), runs
 * it by its path (`chmod +x f; f`), hands it to an interpreter (`python3 "$f"`: the same text given on its stdin, where
 * that interpreter's front end reads it), or makes it a Makefile (`make -f f`; `make --eval TEXT`, `make -f -`
 * with the text on stdin: the recipes, makefile.ts). A file the component ships is shell-siblings.ts's.
 */
import { pathKey } from '../ir/copies.ts';
import { program as programOf } from '../ir/program.ts';
import { INTERPRETERS, SHELLS } from '../ir/tables.ts';
import { constantText, type Call } from '../ir/types.ts';
import { makeRecipes, makeTexts } from './makefile.ts';

/** The shell code a call runs from a file the script wrote (or make's rules given inline), when known. */
export function writtenRun(call: Call, written: ReadonlyMap<string, string>, stdinText: string | undefined): string | undefined {
  const { name, args, callee } = programOf(call);
  if (name === 'make' || name === 'gmake') {
    const texts = makeTexts(args, (file) => (constantText(file) === '-' || constantText(file) === '/dev/stdin' ? stdinText : written.get(pathKey(file))));
    const recipes = texts.flatMap(makeRecipes);
    return recipes.length ? recipes.join('\n') : undefined;
  }
  if (written.size === 0) return undefined;
  const texts = args.map(constantText);
  const operand = args.find((_, i) => texts[i] === undefined || !texts[i]!.startsWith('-'));
  if (name !== undefined && (SHELLS.has(name) || name === '.' || name === 'source')) {
    if (texts.some((t) => t !== undefined && /^-[a-zA-Z]*c$/.test(t))) return undefined;
    return operand ? written.get(pathKey(operand)) : undefined;
  }
  // An interpreter given the file: the same text on its stdin, which that interpreter's reader lowers (embedded.ts).
  if (name !== undefined && INTERPRETERS.test(name) && operand && texts.every((t) => t === undefined || !/^-[a-zA-Z]*[cer]$/.test(t))) {
    const text = written.get(pathKey(operand));
    return text === undefined ? undefined : `${name} <<'__TOOLSHED_WRITTEN__'\n${text.replace(/\n?$/, '\n')}__TOOLSHED_WRITTEN__`;
  }
  const text = written.get(pathKey(callee));
  // Run by its path: a shell script (its `#!` names a shell, or none: the shell runs it).
  return text !== undefined && (!text.startsWith('#!') || /^#!\s*\S*\/(?:env\s+(?:-S\s+)?)?(?:ba|z|k|da|a)?sh\b/.test(text)) ? text : undefined;
}
