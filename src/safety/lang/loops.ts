/**
 * Pure: what a front end records of a loop (ir/types.ts `Loop`), read from
 * the syntax of the Python, JavaScript/TypeScript, Go and bash grammars:
 * whether a condition bounds it, whether its own body can leave it or waits
 * at a language construct, whether it starts goroutines, and which node
 * holds a counted loop's bound. The body's calls are the front end's to
 * lower as ever; only these facts are read here.
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import type { Loop, Origin, Word } from '../ir/types.ts';
import { numberOf } from './numbers.ts';

export type LoopLang = 'python' | 'js' | 'go' | 'shell';

/** Nested code that does not run as part of the loop's body where it is written. */
const FUNCTION = /^(?:function_definition|lambda|class_definition|function_declaration|function_expression|function|arrow_function|method_definition|generator_function|generator_function_declaration|class_declaration|class|func_literal)$/;
/** Loops: a `break` inside one leaves that loop only. */
const LOOP = /^(?:while_statement|for_statement|for_in_statement|do_statement|c_style_for_statement|until_statement)$/;
/** Statements a `break` leaves in JS and Go (a switch's case, Go's select). */
const BREAKS_OUT_OF = /^(?:switch_statement|expression_switch_statement|type_switch_statement|select_statement)$/;
const LEAVES = /^(?:return_statement|raise_statement|throw_statement|goto_statement)$/;
const WAITS = /^(?:await|await_expression|yield|yield_expression|select_statement|send_statement)$/;
/**
 * Calls that wait for something outside the loop, by the last part of their name: a client, a line, a timer, a
 * child, a queue's next item. The one list: ir/exhaustion.ts reads the calls a loop's body inlined with it.
 */
export const WAITING = /(?:^|[./])(?:sleep|Sleep|accept|Accept|recv\w*|Recv\w*|read\w*|Read\w*|input|wait\w*|Wait\w*|join|select|poll|Poll|epoll_wait|Scan|question|getch|next|Next|setTimeout)$/;
/** Commands that wait, by name. */
export const WAITING_COMMANDS = new Set(['sleep', 'read', 'wait', 'inotifywait', 'fswatch', 'entr', 'timeout', 'watch']);

/** Calls in each grammar (a shell command runs a program: a call too). */
const CALL = /^(?:call|call_expression|new_expression|command|await|await_expression)$/;
/** Adding to a container: a method of it (`xs.append`, `arr.push`) or Go's builtin `append`. */
const GROWS = /(?:^|\.)(?:append|push|extend|unshift|appendleft|insert)$/;

interface Found {
  exits: boolean;
  waits: boolean;
  starts: boolean;
  calls: boolean;
  grows: boolean;
}

/** Shell words that leave a loop or the script. */
const SHELL_LEAVES = /^(?:break|return|exit)$/;


/** Whether the loop's condition is missing or always true. */
function endless(loop: SyntaxNode, lang: LoopLang): boolean {
  const condition = loop.childForFieldName('condition');
  const always = (c: SyntaxNode | null | undefined): boolean => {
    if (!c) return false;
    if (c.type === 'parenthesized_expression') return always(named(c)[0]);
    if (c.type === 'true') return true;
    return /^(?:integer|number)$/.test(c.type) && Number(c.text) !== 0;
  };
  if (lang === 'shell') {
    if (loop.type !== 'while_statement' || !condition) return false;
    const word = condition.type === 'command' ? condition.childForFieldName('name')?.text : undefined;
    const until = loop.children.some((c) => c?.type === 'until');
    return until ? word === 'false' : word === 'true' || word === ':';
  }
  if (lang === 'go') {
    if (loop.type !== 'for_statement') return false;
    const body = loop.childForFieldName('body');
    const heads = named(loop).filter((c) => c.id !== body?.id && c.type !== 'comment');
    if (heads.length === 0) return true;
    const clause = heads.find((c) => c.type === 'for_clause');
    return clause !== undefined && !clause.childForFieldName('condition');
  }
  if (loop.type === 'for_statement' && lang === 'js') return !condition || condition.type === 'empty_statement';
  if (loop.type === 'while_statement' || loop.type === 'do_statement') return always(condition);
  return false;
}

/**
 * Walks the loop's own body: what leaves it, waits in it or starts a goroutine. `inner`: loops and switches
 * nested in it (a `break` there leaves them only); nested functions are not walked.
 */
function walk(node: SyntaxNode, lang: LoopLang, inner: number, found: Found): void {
  for (const c of named(node)) visit(c, lang, inner, found);
}

/** Go's `s = strings.Repeat(s, 2)`: a text made several times itself, kept in its own name (it doubles each turn). */
function repeatsItself(c: SyntaxNode): boolean {
  const [left] = named(c.childForFieldName('left'));
  const [right] = named(c.childForFieldName('right'));
  if (left?.type !== 'identifier' || right?.type !== 'call_expression' || !/\.Repeat$/.test(right.childForFieldName('function')?.text ?? '')) return false;
  return named(right.childForFieldName('arguments'))[0]?.text === left.text;
}

/** One node of a loop's body (see `walk`). */
function visit(c: SyntaxNode, lang: LoopLang, inner: number, found: Found): void {
  if (FUNCTION.test(c.type)) return;
  if (LEAVES.test(c.type)) found.exits = true;
  if (c.type === 'break_statement' && inner === 0 && !c.childForFieldName('label')) found.exits = true;
  if (c.type === 'break_statement' && c.namedChildren.length > 0) found.exits = true;
  if (WAITS.test(c.type)) found.waits = true;
  if (c.type === 'unary_expression' && c.childForFieldName('operator')?.text === '<-') found.waits = true;
  if (c.type === 'go_statement') found.starts = true;
  if (CALL.test(c.type)) found.calls = true;
  if (CALL.test(c.type) && GROWS.test(c.childForFieldName('function')?.text ?? '')) found.grows = true;
  if (c.type === 'assignment_statement' && repeatsItself(c)) found.grows = true;
  if (CALL.test(c.type) && WAITING.test(c.childForFieldName('function')?.text ?? '')) found.waits = true;
  if (c.type === 'command' && WAITING_COMMANDS.has(c.childForFieldName('name')?.text ?? '')) found.waits = true;
  if (lang === 'shell' && c.type === 'command' && SHELL_LEAVES.test(c.childForFieldName('name')?.text ?? '')) found.exits = true;
  const nested = LOOP.test(c.type) || (lang !== 'python' && lang !== 'shell' && BREAKS_OUT_OF.test(c.type));
  walk(c, lang, nested ? inner + 1 : inner, found);
}

/**
 * Whether a function's body can end above `row` (a `return`, `raise` or `throw` written before it, nested functions
 * aside): a copy of itself started below such a line is started only when that guard lets it (a depth, a limit).
 */
export function endsBefore(body: SyntaxNode, row: number): boolean {
  const stack = named(body);
  while (stack.length) {
    const c = stack.pop()!;
    if (FUNCTION.test(c.type) || c.startPosition.row >= row) continue;
    if (LEAVES.test(c.type)) return true;
    stack.push(...named(c));
  }
  return false;
}

/** Code a call can be held in: a condition, a loop, a handler, a case (a recursion's base case is one of these). */
const HOLDS = /^(?:if_statement|elif_clause|else_clause|conditional_expression|ternary_expression|boolean_operator|try_statement|except_clause|catch_clause|finally_clause|switch_statement|switch_case|switch_default|match_statement|case_clause|expression_switch_statement|type_switch_statement|select_statement|communication_case|expression_case|default_case|type_case|while_statement|for_statement|for_in_statement|do_statement|list_comprehension|generator_expression|if_clause)$/;

/**
 * Whether a function's call of itself runs on every path of its body with nothing that could stop it: no condition,
 * loop, handler or short-circuit holds it, and nothing written before it leaves the function or waits (a base case,
 * an `await`, a sleep). Such a recursion never ends: the stack, or the memory it keeps on the way, runs out.
 */
export function withoutBase(call: SyntaxNode | undefined, body: SyntaxNode): boolean {
  if (!call) return false;
  // A method's bare call of its own name is another function's (Python's class scope, JavaScript's class body): not itself.
  for (let n = body.parent; n; n = n.parent) if (/^(?:class_definition|class_declaration|class_body|class)$/.test(n.type)) return false;
  let inside = false;
  for (let n = call.parent; n; n = n.parent) {
    if (n.id === body.id) {
      inside = true;
      break;
    }
    if (FUNCTION.test(n.type) || HOLDS.test(n.type)) return false;
    if (/^binary_(?:expression|operator)$/.test(n.type) && /^(?:&&|\|\||\?\?)$/.test(n.childForFieldName('operator')?.text ?? '')) return false;
  }
  if (!inside) return false;
  const stack = named(body);
  while (stack.length) {
    const c = stack.pop()!;
    if (FUNCTION.test(c.type) || c.startIndex >= call.startIndex) continue;
    const before = c.endIndex <= call.startIndex;
    if (before && (LEAVES.test(c.type) || WAITS.test(c.type) || (CALL.test(c.type) && WAITING.test(c.childForFieldName('function')?.text ?? '')))) return false;
    stack.push(...named(c));
  }
  return true;
}

/** The names of a function's parameters in order (Python, JavaScript/TypeScript, Go). */
function paramNames(params: SyntaxNode | null): string[] {
  if (params?.type === 'identifier') return [params.text];
  return named(params).map((p) => (p.type === 'identifier' ? p : p.childForFieldName('name') ?? p.childForFieldName('pattern') ?? named(p).find((c) => c.type === 'identifier'))?.text ?? '');
}

/** A call of a function passing one of its parameters less a constant (`fib(n - 1)`): that parameter's index and the constant. */
export function descent(call: SyntaxNode | undefined, params: SyntaxNode | null): { at: number; by: number } | undefined {
  const names = paramNames(params);
  const args = named(call?.childForFieldName('arguments'));
  for (const [at, a] of args.entries()) {
    const left = a.childForFieldName('left');
    const by = numberOf(a.childForFieldName('right'));
    if (/^binary_(?:expression|operator)$/.test(a.type) && a.childForFieldName('operator')?.text === '-' && left?.type === 'identifier' && left.text === names[at] && by !== undefined && by > 0) return { at, by };
  }
  return undefined;
}

/**
 * What a timer's function does each turn (lang/lower.ts makes a loop of a timer): its body walked as a loop's is
 * (an arrow function's expression body included). A `return` there ends one turn only, so no exit is read.
 */
export function timerShape(body: SyntaxNode, lang: LoopLang): Pick<Loop, 'starts' | 'grows' | 'bare'> {
  const found: Found = { exits: false, waits: false, starts: false, calls: false, grows: false };
  visit(body, lang, 0, found);
  return { ...(found.starts ? { starts: true } : {}), ...(found.grows ? { grows: true } : {}), ...(found.calls || found.starts ? {} : { bare: true }) };
}

/**
 * Go's `for range time.Tick(d)`, `for range t.C`, `for range time.NewTicker(d).C`: a loop over a ticker's channel,
 * endless and waiting a tick each turn. Its interval: the duration's milliseconds when written as a number, else
 * the node of the ticker (the front end gives its value).
 */
function goTicker(loop: SyntaxNode): { ms?: number; ticker?: SyntaxNode } | undefined {
  const range = named(loop).find((c) => c.type === 'range_clause');
  const right = range?.childForFieldName('right');
  const ticks = (call: SyntaxNode | null | undefined) => call?.type === 'call_expression' && /^time\.(?:Tick|NewTicker)$/.test(call.childForFieldName('function')?.text ?? '');
  const ms = (call: SyntaxNode) => {
    const ns = numberOf(named(call.childForFieldName('arguments'))[0]);
    return ns === undefined ? {} : { ms: ns / 1e6 };
  };
  if (ticks(right)) return ms(right!);
  if (right?.type !== 'selector_expression' || right.childForFieldName('field')?.text !== 'C') return undefined;
  const operand = right.childForFieldName('operand');
  if (ticks(operand)) return ms(operand!);
  return operand?.type === 'identifier' ? { ticker: operand } : undefined;
}

/** The facts a `Loop` node holds (its `span` and `count` are the front end's). */
export function loopShape(loop: SyntaxNode, lang: LoopLang): Pick<Loop, 'endless' | 'exits' | 'waits' | 'starts' | 'grows' | 'bare'> {
  const found: Found = { exits: false, waits: false, starts: false, calls: false, grows: false };
  const body = loop.childForFieldName('body');
  if (body) walk(body, lang, 0, found);
  const ticker = lang === 'go' && loop.type === 'for_statement' ? goTicker(loop) : undefined;
  return { endless: ticker !== undefined || endless(loop, lang), exits: found.exits, waits: ticker !== undefined || found.waits, ...(found.starts ? { starts: true } : {}), ...(found.grows ? { grows: true } : {}), ...(found.calls || found.starts ? {} : { bare: true }) };
}

/** The node bounding a counted loop: `range(n)` / `range(a, n)`, `i < n` / `i <= n` (JS and Go); else undefined. */
export function countNode(loop: SyntaxNode, lang: LoopLang): SyntaxNode | undefined {
  if (lang === 'python' && loop.type === 'for_statement') {
    const right = loop.childForFieldName('right');
    if (right?.type !== 'call' || right.childForFieldName('function')?.text !== 'range') return undefined;
    const args = named(right.childForFieldName('arguments'));
    return args.length === 1 ? args[0] : args[1];
  }
  const head = lang === 'go' ? named(loop).find((c) => c.type === 'for_clause') : loop.type === 'for_statement' ? loop : undefined;
  const condition = head?.childForFieldName('condition');
  if (condition?.type !== 'binary_expression') return undefined;
  const op = condition.childForFieldName('operator')?.text;
  return op === '<' || op === '<=' ? condition.childForFieldName('right') ?? undefined : undefined;
}

/** Names and fields: a bound read without running anything (the head's calls were lowered already). */
const READ = /^(?:identifier|attribute|member_expression|selector_expression|subscript|subscript_expression)$/;

/**
 * A loop's node with an empty span (the front end spans its body): its shape, and the bound of a counted loop, as
 * its number when written as constant arithmetic, else what `value` makes of a name or a field.
 */
export function loopNode(at: SyntaxNode, lang: LoopLang, origin: Origin, value?: (n: SyntaxNode) => Word): Loop {
  const bound = countNode(at, lang);
  const n = numberOf(bound);
  const count = n !== undefined ? { parts: [{ lit: String(n) }] } : bound && value && READ.test(bound.type) ? value(bound) : undefined;
  const ticker = lang === 'go' && at.type === 'for_statement' ? goTicker(at) : undefined;
  const every = ticker?.ms !== undefined ? { parts: [{ lit: String(ticker.ms) }] } : ticker?.ticker && value ? value(ticker.ticker) : undefined;
  return { kind: 'loop', ...loopShape(at, lang), ...(count ? { count } : {}), ...(every ? { every } : {}), span: 0, origin };
}
