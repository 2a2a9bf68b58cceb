/**
 * Pure: where an MCP tool's argument (the `tool-input` taint, tool-inputs.ts)
 * becomes code on the user's machine — the sinks of rule `tool-input-runs`:
 * shell code (`sh -c`, `os.system`, `execSync`, `shell=True`, `exec.Command("sh",
 * "-c", …)`), a program chosen by the model, code of the language itself
 * (`eval`, `exec`, `compile`, `new Function`, `vm`, a string given to
 * `setTimeout`), a deserializer that runs what the data names (`pickle`,
 * `node-serialize`, `yaml.load` with the full loader: python-expr.ts), a module loaded by
 * the name given (`importlib`, `__import__`, `require`, `import()`, Go's
 * `plugin.Open`), a template compiled from the text (template-apis.ts). An
 * SQL statement formatted from it is the advisory `tool-input-query` (it
 * reaches data, not the machine). One argv word of a fixed program, a bound
 * query parameter, a sandboxed evaluator (`ast.literal_eval`, `JSON.parse`, a
 * math parser) are no sinks; a value quoted for the shell, made a number or a
 * digest, or a file read at a path it named (`holdsNoInput`) carries no taint on.
 */
import { apiOf } from '../lang/apis.ts';
import type { RuleId } from '../rules.ts';
import type { Taint } from './finding.ts';
import { codeInput } from './interpreters.ts';
import { queryLanguage, quotedInput } from './query-values.ts';
import { EVAL, INTERPRETERS, SHELLS } from './tables.ts';
import { constantText, shownText, type Call, type Word } from './types.ts';

export interface InputRun {
  rule: Extract<RuleId, 'tool-input-runs' | 'tool-input-query' | 'query-injection'>;
  /** What the argument becomes, said before the line. */
  note: string;
}

/** Calls whose result holds no shell syntax whatever they are given: a shell quoting function, a number. */
const QUOTES = new Set(['shlex.quote', 'pipes.quote', 'shlex.join', 'shell-quote.quote', 'shell-escape', 'shellescape', 'Number', 'parseInt', 'parseFloat', 'Math.floor', 'Math.round', 'Math.trunc', 'strconv.Atoi', 'strconv.ParseInt', 'strconv.ParseFloat', 'strconv.ParseBool']);

/** Calls whose result is a digest of what they are given (`hashlib.sha256(url.encode()).hexdigest()`): hex, no text of it. */
const DIGESTS = /^(?:hashlib\.\w+|crypto\.createHash|crypto\/\w+\.Sum\w*|zlib\.crc32|binascii\.crc32)(?:\.(?:hexdigest|digest|update|hex))?$/;

/**
 * Whether the call's output carries none of a tool's argument as text: quoted for the shell, made a number or a
 * digest, or a file's content read or opened at a path the argument named (what is in the file is the file's,
 * not the model's words; reading any path the model names is judged by folder-escape.ts's `any-file`).
 */
export function holdsNoInput(call: Call): boolean {
  if (call.form !== 'function') return false;
  const callee = constantText(call.callee) ?? '';
  if (QUOTES.has(callee) || DIGESTS.test(callee)) return true;
  return apiOf(callee)?.api?.does === 'read' || /(?:^|\.)(?:open|read_text|read_bytes|readFile|readFileSync|ReadFile)$/.test(callee);
}

/** Python modules with functions that run programs or code, or load modules: one of them picked by name runs what the name says. */
const CODE_MODULES = /^(?:os|posix|nt|subprocess|builtins|shutil|pty|importlib|ctypes|runpy|code|pickle|marshal|commands|asyncio\.subprocess)$/;

/** Methods that send an SQL statement to a database (Python's DB-API, node-postgres, mysql, better-sqlite3, Go's database/sql). */
const SQL_METHOD = /(?:^|\.)(?:execute|executemany|executescript|query|raw|prepare|exec|Query|QueryRow|QueryContext|QueryRowContext|Exec|ExecContext|Raw|unsafe|\$queryRawUnsafe|\$executeRawUnsafe)$|^sql\.Connection\.(?:all|get|run|each|fetch|fetchrow|fetchval)$/;
const SQL_TEXT = /^\s*(?:select|insert|update|delete|with|create|drop|alter|replace|merge|pragma|upsert)\b/i;

/**
 * What a call makes of a tool's argument: `callee`/`name`/`args` as program() resolved them (ir/program.ts),
 * `taintOf` the engine's.
 */
export function toolInputRuns(call: Call, name: string | undefined, args: Word[], callee: Word, taintOf: (w: Word | undefined) => Taint[]): InputRun[] {
  // Whose input it is: the model's, or an HTTP request's (a web shell: ir/tool-inputs.ts `requestArgument`).
  let who = "the model's argument to an MCP tool";
  const given = (w: Word | undefined) => {
    const t = taintOf(w).find((x) => x.kind === 'tool-input');
    if (t && t.what.startsWith('what an HTTP request')) who = 'what an HTTP request sends the server';
    return t !== undefined;
  };
  const raw = call.form === 'function' ? constantText(call.callee) : undefined;
  const api = raw !== undefined ? apiOf(raw)?.api : undefined;
  const runs = (note: string): InputRun[] => [{ rule: 'tool-input-runs', note: `${who} ${note}` }];
  // The program itself named by the model (`subprocess.run([cmd, …])`, `exec.Command(in.Program, …)`): any program runs.
  if (api?.does === 'process' && given(callee)) return runs('names the program run');
  if (name !== undefined && (SHELLS.has(name) || INTERPRETERS.test(name))) {
    const input = codeInput(name, args.map(constantText));
    if (input?.from === 'arg' && given(args[input.at])) return runs(`is run as ${SHELLS.has(name) ? 'shell' : name} code`);
    const fed = [...(call.stdin ?? []), ...(call.form === 'function' ? [call.named?.input, call.named?.stdin] : [])];
    if (input?.from === 'stdin' && fed.some(given)) return runs(`is fed to ${name} as code`);
  }
  if (name !== undefined && EVAL.has(name) && args.some(given)) return runs('is evaluated as code (or deserialized by a loader that runs code)');
  // `getattr(os, op)`: the function of a module that runs programs or code, picked by the model's word (`system`, `popen`, `eval`…).
  const module = raw === 'builtins.getattr' ? constantText(call.args[0] ?? { parts: [] }) : undefined;
  if (module !== undefined && CODE_MODULES.test(module) && given(call.args[1])) return runs(`names the function of ${module} called`);
  // A string given to a timer is evaluated (a function given is not: its value is no text).
  if ((raw === 'setTimeout' || raw === 'setInterval') && given(call.args[0])) return runs('is evaluated as code by a timer');
  // One of the server's own modules picked by name (`import_module(f"tools.{name}")`, `import(\`./tools/${name}.js\`)`)
  // is chosen inside its package; a name the model writes whole can be any module or library on the machine.
  const spec = api?.does === 'module' ? call.args[api.spec] : undefined;
  if (spec && given(spec) && !/^\.{0,2}\/?[\w@-]+[./]/.test(shownText(spec))) return runs('names the module or library loaded and run');
  if (api?.does === 'template' && given(typeof api.source === 'number' ? call.args[api.source] : call.named?.[api.source])) return runs('is compiled as a template, whose expressions run as code');
  // An SQL statement with the argument formatted into its text, not bound as a parameter.
  const statement = raw !== undefined && SQL_METHOD.test(raw) ? call.args.find((a) => SQL_TEXT.test(shownText(a))) : undefined;
  // In a quoted value (`WHERE name = '{x}'`) a quote the model writes ends the value: the rest is SQL (ir/query-values.ts).
  if (statement && quotedInput(statement, (p) => given({ parts: [p] }))) return [{ rule: 'query-injection', note: `${who} is formatted into a quoted value of an SQL statement (not bound as a parameter): a quote in it ends the value and the rest runs as SQL` }];
  if (statement && given(statement)) return [{ rule: 'tool-input-query', note: `${who} is formatted into an SQL statement (not bound as a parameter)` }];
  // The same inside a whole query handed to any other call (a library the tables do not know as a database, alasql,
  // duckdb's `sql`, an XPath evaluator, or a helper of the server's own): the quoted value is the flaw wherever it runs.
  const query = call.form === 'function' && !statement ? call.args.map((a) => [a, queryLanguage(shownText(a))] as const).find(([a, lang]) => lang && quotedInput(a, (p) => given({ parts: [p] }))) : undefined;
  if (query) return [{ rule: 'query-injection', note: `${who} is formatted into a quoted value of ${query[1]} (not bound as a parameter): a quote in it ends the value and the rest is read as query` }];
  return [];
}
