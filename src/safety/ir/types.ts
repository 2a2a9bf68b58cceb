/**
 * The analyzer's one intermediate form (IR), shared by every language front
 * end (shell in src/safety/shell/, JavaScript/TypeScript and Python beside
 * it) and read by one language-neutral data-flow engine (flow.ts) and rule
 * tables (sources.ts, sinks.ts). A front end parses with a real parser
 * (tree-sitter, grammars.ts), then LOWERS the tree into a `Program`:
 *
 * - every command or call becomes a `Call`, in the order it runs: a shell
 *   command (`form: 'command'`, `callee` = the program word, `args` = argv),
 *   an in-language call (`form: 'function'`, `callee` = the dotted name as
 *   written, `requests.get`, `child_process.execSync`, `os.system`), keyword
 *   arguments and option objects in `named` (`shell=True`, `{method: 'POST',
 *   body}`); a call nested in another (`$(curl …)`, `exec(get(u).text)`) is
 *   emitted first and referenced by `{ out: id }`;
 * - every word or expression value becomes a `Word`: its text AFTER quote
 *   removal and after expanding what the script itself sets (variables,
 *   `$'…'`, `printf` escapes, aliases, string concatenation, constant
 *   `eval`), as `parts`; what stays unknown at analysis time is a `Ref`
 *   (a variable the script does not set, a call's output, the environment)
 *   or `{ dyn }` (computed at run time): the engine follows taint through refs,
 *   and a sink reached by something it cannot resolve is itself a finding;
 * - `Assign` binds a name (`X=$(cat ~/.ssh/id_rsa)`, `body = json.dumps(env)`,
 *   `payload["k"] = v` as `append: true` on `payload`); `Func` + `Return`
 *   define functions, called by a `Call` whose callee is the function's name;
 * - data edges: a pipe is the next call's `stdin` (`{ out: id }`), a
 *   here-string or `< file` too; `<(cmd)` is a word part `{ out: id, asFile }`;
 *   `>`/`>>` files are `writes`;
 * - `Str` records a string constant that is no call's argument (a URL in a
 *   dict, a path in a list) so hosts and paths are still seen;
 * - `Loop` marks a loop: the nodes lowered from its body (calls of functions
 *   it calls inlined) follow it, `span` of them; it says whether a condition
 *   bounds it and whether its own body leaves or waits (ir/exhaustion.ts);
 * - `Branch` marks code that runs only when a condition holds (an `if`'s or
 *   an `elif`'s body): its nodes follow it, `span` of them, and it holds the
 *   condition's comparisons as words (ir/hidden-triggers.ts);
 * - `Unparsed` marks text the front end could not lower (a parse error, a
 *   budget exceeded): the driver analyses it as text and says so.
 *
 * Every node carries its `Origin`: the file as findings name it and the
 * 1-based line of the offending code in that file (front ends add the
 * unit's first line). Types here are stable: extend, never rename.
 */

/** Where a node came from: the file as findings name it, and the 1-based line in that file. */
export interface Origin {
  file: string;
  line: number;
}

/** A value the analysis cannot know as text. */
export type Ref =
  /** A variable (shell: not set by the script, or set from something unknown; JS/Python: a name). */
  | { var: string }
  /** One environment variable read by name (`$GITHUB_TOKEN`, `process.env.X`, `os.environ['X']`). */
  | { env: string }
  /** The whole environment (`env`, `printenv`, `JSON.stringify(process.env)`, `dict(os.environ)`). */
  | { envAll: true }
  /** The output (shell: stdout; in-language: the return value) of call `id`; `asFile` for `<(cmd)`. */
  | { out: number; asFile?: boolean }
  /** Computed at run time in a way the front end does not follow (arithmetic, `$RANDOM`, a loop's item). */
  | { dyn: string }
  /**
   * What an MCP client passes the handler of a tool (or a resource template, a prompt) it calls: the arguments the
   * model wrote, steered by whatever the model read (tool-inputs.ts). `input` names the handler and the parameter.
   */
  | { input: string };

/**
 * The variable that stands for what a Python or Node program reads on its own stdin (`sys.stdin`, `process.stdin`):
 * no name a program can write. In a hook's program it is the hook's event, and a file read at a path taken from it is
 * the transcript (ir/flow.ts); elsewhere nothing is known of it.
 */
export const OWN_STDIN = '<stdin>';

/**
 * One part of a word: literal text (quotes removed, escapes decoded) or a
 * value not known as text. `via`: the literal is the output of call `via`,
 * computed by the front end (`$(printf '\143url')`, `$(echo … | base64 -d)`):
 * the text is known, and what that call's output carries (a decoded text)
 * still flows with it.
 */
export type Part = { lit: string; via?: number } | { ref: Ref };

/** A word or an expression's value. */
export interface Word {
  parts: Part[];
  /**
   * The words of a list value (`subprocess.run(["bash", "-c", x])`, `spawn('sh', ['-c', x])`), when
   * the value is an array: the engine reads them as argv.
   */
  items?: Word[];
  /**
   * The words of an object's property values, when the value is an object (a dict, an instance's
   * attributes): `parts` then holds its flattened `key=value` form for the data flow, which is no
   * text anyone reads; what reaches the model is each field's own text (wording.ts).
   */
  fields?: Word[];
}

/** A command or call, in the order it runs. */
export interface Call {
  kind: 'call';
  /** Unique in its program; `{ out: id }` refers to this call's output. */
  id: number;
  /** `command`: a program run with argv (shell); `function`: an in-language call. */
  form: 'command' | 'function';
  /** The program or function as written, after expansion (`curl`, `$X` resolved, `requests.get`). */
  callee: Word;
  args: Word[];
  /** Keyword arguments and option-object properties (`shell`, `method`, `body`, `headers`, `input`). */
  named?: Record<string, Word>;
  /** What comes in on stdin: a pipe `{ out: id }`, a here-string or here-document, `< file`. */
  stdin?: Word[];
  /** Files written by redirection (`> f`, `>> f`, `tee` is a call). */
  writes?: Word[];
  /** Files read by redirection (`< f`). */
  reads?: Word[];
  /** Descriptors other than 0–2 its input or output is joined to (`<&5`, `>&$REPLY`): a socket or fifo the script opened. */
  descriptors?: Word[];
  /**
   * The front end knows this call's output is a decoded or hidden text (`base64 -d`, `rev`, `printf` of
   * escapes, `atob`, `b64decode`): what it outputs is a `decoded` source wherever it flows.
   */
  decodes?: boolean;
  /**
   * Code this call hands to an interpreter reads the whole environment (`python3 -c 'print(dict(os.environ))'`,
   * `node -p 'JSON.stringify(process.env)'`, awk looping over `ENVIRON`, Perl's `%ENV`): its output may hold it.
   */
  printsEnvironment?: boolean;
  /**
   * A decoding call's output as the front end computed it from constants (`echo … | base64 -d`), when it did:
   * what a rule reads of the text that was hidden where it is piped on (ir/hidden-address.ts).
   */
  output?: string;
  /** The call runs in the background or as a coprocess; irrelevant to taint, kept for rules. */
  background?: boolean;
  /**
   * The program is started apart from the session and not waited for: no window (`Start-Process -WindowStyle Hidden`
   * without `-Wait`) or in the background of a console (`start /b`); read with the other spellings by ir/unseen-start.ts.
   */
  detached?: boolean;
  /**
   * A call of a function of the code from inside that function's own body (recursion; the front end stops inlining
   * there): how many nodes before this one that body's lowering began, so a rule reads what the function did before
   * calling itself (ir/exhaustion.ts: a function that starts a process and calls itself is a fork bomb).
   */
  recursive?: number;
  /**
   * A recursive call passing one of its parameters less a constant (`fib(n - 1)`): that constant, and the value the
   * parameter had where the recursion began (`fib(90)`'s 90). Two such calls in one body make some 2^n calls.
   */
  descends?: { by: number; from: Word };
  /** A recursive call on every path of its function's body, nothing before it able to end the function or wait (lang/loops.ts `withoutBase`): it never ends. */
  baseless?: boolean;
  /**
   * Lowered from text written where it runs later (a shell profile, a git hook, cron, a LaunchAgent,
   * Claude Code's settings, a `git config` value git runs): persisted code, never a setup step.
   */
  later?: boolean;
  origin: Origin;
}

/** `name = value`; `append` when the value is added to what the name holds (`+=`, `payload[k] = v`, `.push(v)`). */
export interface Assign {
  kind: 'assign';
  name: string;
  value: Word;
  append?: boolean;
  /** Exported to child processes (`export X=…`). */
  exported?: boolean;
  /** Lowered from text written where it runs later (see `Call.later`). */
  later?: boolean;
  origin: Origin;
}

/** A function definition; `params` are its parameter names (shell: none, `$1…` are `{ var: '1' }`). */
export interface Func {
  kind: 'func';
  name: string;
  params: string[];
  body: Node[];
  origin: Origin;
}

/** A function's result: the engine gives it to the calling `Call`'s output. */
export interface Return {
  kind: 'return';
  value: Word;
  /** What an MCP tool's handler returns: the model reads it, and the client sends it on with the conversation. */
  toModel?: boolean;
  /** A tool handler that called nothing but formatting (ir/tables.ts `FORMATTING_CALLS`): what it returns claims no work it did. */
  idle?: boolean;
  origin: Origin;
}

/** A string constant seen in code but given to no call: hosts and paths in it still count. */
export interface Str {
  kind: 'str';
  text: string;
  /**
   * `description`: text the model reads about a tool, a prompt or a resource (an MCP tool's docstring or
   * `description=`, an SDK registration's description argument), for the wording rules. `blind-copy`: an address
   * written in code as a message's blind copy (`bcc: 'archive@…'`, `msg["Bcc"] = …`), for lang/recipients.ts.
   */
  role?: 'description' | 'blind-copy' | 'choice';
  /** A parameter's description (zod `.describe`, pydantic `Field(description=…)`, a JSON Schema property's): it says what the caller puts in. */
  parameter?: true;
  /** A description computed at run time from no written text: what it was computed from (ir/flow.ts follows it). */
  value?: Word;
  /**
   * A tool's description: the lines of the code its handler runs when the tool is called (the handler's body and
   * what it calls), where the front end saw a registration bind the two (Go's `s.AddTool(tool, handler)`, the
   * handler defined elsewhere in the file): a finding there is this tool's, whatever description is written nearest
   * above it (ir/mismatch.ts).
   */
  runs?: Array<{ file: string; from: number; to: number }>;
  origin: Origin;
}

/**
 * A loop (`while`, `for`, `until`, Go's `for`). The next `span` nodes of the same list were lowered from its body,
 * in order, nested loops and inlined calls included: consumers that do not care about loops read them as ever.
 * Only the facts a resource rule needs (ir/exhaustion.ts), read from the syntax by the front end: never the body's
 * meaning. A body lowered once per known item (a short list of paths) is spanned whole.
 */
export interface Loop {
  kind: 'loop';
  /** No condition bounds it: `while True`, `while (true)`, `for (;;)`, Go's `for {}`, `while true; do`, `while :`, `until false`. */
  endless: boolean;
  /** Its own body can leave it: `break` (not a nested loop's or switch's), `return`, `raise`/`throw`, shell `exit`; nested functions' do not count. */
  exits: boolean;
  /**
   * Its own body suspends: at a language construct (`await`, `yield`, Go's `select` or a channel receive or send)
   * or in a call that waits by its name (a sleep, an accept, a read; lang/loops.ts `WAITING`).
   */
  waits: boolean;
  /** Its own body starts a goroutine (Go's `go` statement): a thread the language starts with no call. */
  starts?: boolean;
  /** Its own body adds to a container (`xs.append(…)`, `.push(…)`, `.extend(…)`, Go's `append`): what it holds grows each turn. */
  grows?: boolean;
  /** Its own body calls nothing at all (`pass`, arithmetic, assignments, an empty block): it only spends CPU. */
  bare?: boolean;
  /** A counted loop's bound, when written (`range(n)`'s `n`, `i < n`'s `n`): its value as any word. */
  count?: Word;
  /**
   * A timer's turns (`setInterval(f, ms)`, a `setTimeout` or `threading.Timer` re-armed by the function it runs, Go's
   * `for range ticker.C`): the time between them, in milliseconds when the front end read it as a number, else the
   * value of what ticks (a ref to the call that made the ticker). Absent on other loops.
   */
  every?: Word;
  span: number;
  origin: Origin;
}

/**
 * One comparison of a condition, its two sides as words: `x == "k"` (`eq`), `x != "k"` (`ne`), `x in LIST` (`in`, the
 * list's words in `right.items`), `x not in LIST` (`not-in`), `x.startswith("k")` (`prefix`), `x.endswith("k")`
 * (`suffix`), `"k" in x` / `x.includes("k")` (`contains`), `now > datetime(2027, 1, 1)` (`order`). `left` is the value
 * tested, `right` what it is compared with (a constant stands right whichever side it was written on).
 */
export interface Comparison {
  op: 'eq' | 'ne' | 'in' | 'not-in' | 'prefix' | 'suffix' | 'contains' | 'order';
  left: Word;
  right: Word;
}

/**
 * Code that runs only when a condition holds: an `if`'s or an `elif`'s body (not an `else`'s). The next `span` nodes
 * of the same list were lowered from that body, in order, inlined calls included: consumers that do not care read
 * them as ever. `tests`: the comparisons the condition is made of, joined by `and`/`or`/`not` (a negated one turned:
 * `not x == k` is `ne`), and those of the branches of a function of the code the condition calls (`if
 * is_trigger(x):` holds what `is_trigger` compared `x` with). Only the syntax is read: never which way it goes.
 */
export interface Branch {
  kind: 'branch';
  tests: Comparison[];
  span: number;
  /** The nodes lowered right after the span for the other arms (`elif`, `else`), when the front end says. */
  alt?: number;
  origin: Origin;
}

/** Text the front end could not lower: a parse error, a budget exceeded, a binary payload. */
export interface Unparsed {
  kind: 'unparsed';
  reason: 'syntax' | 'too-large' | 'too-deep' | 'timeout' | 'binary' | 'minified';
  /** What the driver shows in the finding. */
  detail: string;
  origin: Origin;
}

export type Node = Call | Assign | Func | Return | Str | Loop | Branch | Unparsed;

/** What a front end gives back for one unit of code. */
export interface Program {
  lang: 'shell' | 'python' | 'js' | 'go' | 'ruby' | 'powershell' | 'cmd' | 'other';
  nodes: Node[];
}

/** The literal text of a word when it holds no reference, else undefined. */
export function constantText(word: Word): string | undefined {
  let text = '';
  for (const p of word.parts) {
    if ('ref' in p) return undefined;
    text += p.lit;
  }
  return text;
}

/** The word's text with each unknown part shown as `…` (for evidence and for host and path matching). */
export function shownText(word: Word): string {
  return word.parts.map((p) => ('lit' in p ? p.lit : '…')).join('');
}

/** A word of literal text. */
export const lit = (text: string): Word => ({ parts: [{ lit: text }] });
