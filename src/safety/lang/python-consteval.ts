/**
 * Pure: a small, bounded partial evaluator of a Python module's straight-line code over constants, read from the
 * parse tree and never run (issue 36, twenty-sixth session). Obfuscated installers compute their payload in a few
 * lines rather than one expression: numbers read from a constant text (`[int(v) for v in s.split(',') if v]`), an
 * affine cipher's inverse (`pow(a, -1, m)`), slices of a constant interleaved by a `for i in range(…)` loop into a list.
 * This module steps through the module's statements (assignments, tuple assignments, `for … in` a known sequence,
 * `if`, `append`) with the operators, builtins and methods of text, bytes, numbers and lists that such code uses,
 * and gives, before each top-level statement, the TEXT it has computed from constants by indexing or arithmetic
 * (`derived`): the front end (python-expr.ts) reads a name bound so as text derived from those constants
 * (derived-text.ts). Anything else (a call it does not know, an attribute of an unknown object, I/O) is unknown:
 * the names it may change are forgotten and stepping goes on. A step budget and size caps bound the work. The values
 * and the operators over them are in python-const-values.ts.
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import { arithmetic, bool, compare, fail, int, integer, intOf, isDerived, iterate, known, literal, num, sliced, SIZE, srcOf, str, truthy, Unknown, modPow, type Known, type PV } from './python-const-values.ts';
export type { Known } from './python-const-values.ts';

/** The most steps (expressions and statements evaluated) for one module. */
const STEPS = 100_000;
/** The deepest expression evaluated. */
const DEPTH = 100;

class Exhausted extends Error {}
class Break extends Error {}
class Continue extends Error {}

/** The evaluator of one module: its names' values as it steps. */
class Evaluator {
  steps = 0;
  depth = 0;
  readonly env = new Map<string, PV>();

  tick(): void {
    if (++this.steps > STEPS) throw new Exhausted();
  }

  expr(n: SyntaxNode): PV {
    this.tick();
    // A deeply nested expression is left unknown (the front end reports its own nesting budget).
    if (this.depth >= DEPTH) return fail();
    this.depth++;
    try {
      return this.exprAt(n);
    } finally {
      this.depth--;
    }
  }

  exprAt(n: SyntaxNode): PV {
    switch (n.type) {
      case 'integer':
        return integer(n.text);
      case 'true':
      case 'false':
        return bool(n.type === 'true');
      case 'none':
        return { k: 'none' };
      case 'string':
      case 'concatenated_string':
        return literal(n);
      case 'identifier':
        return this.env.get(n.text) ?? fail();
      case 'parenthesized_expression':
        return this.expr(named(n).filter((c) => c.type !== 'comment')[0] ?? fail());
      case 'list':
      case 'tuple':
      case 'expression_list': {
        const items = named(n).filter((c) => c.type !== 'comment').map((c) => (c.type === 'list_splat' ? fail() : this.expr(c)));
        return { k: n.type === 'list' ? 'list' : 'tuple', items };
      }
      case 'binary_operator':
        return arithmetic(n.childForFieldName('operator')?.text ?? '', this.expr(n.childForFieldName('left')!), this.expr(n.childForFieldName('right')!));
      case 'unary_operator': {
        const op = n.childForFieldName('operator')?.text;
        const x = num(this.expr(n.childForFieldName('argument')!));
        const src = srcOf(this.expr(n.childForFieldName('argument')!));
        return op === '-' ? intOf(-x, src) : op === '+' ? intOf(x, src) : op === '~' ? intOf(~x, src) : fail();
      }
      case 'not_operator':
        return bool(!truthy(this.expr(n.childForFieldName('argument')!)));
      case 'boolean_operator': {
        const left = this.expr(n.childForFieldName('left')!);
        const and = n.childForFieldName('operator')?.text === 'and';
        return truthy(left) === and ? this.expr(n.childForFieldName('right')!) : left;
      }
      case 'comparison_operator': {
        const operands = named(n).map((c) => this.expr(c));
        const ops = n.children.filter((c) => c && !c.isNamed).map((c) => c!.text);
        // `not in`, `is not`: two tokens.
        const joined: string[] = [];
        for (const o of ops) if ((o === 'in' && joined.at(-1) === 'not') || (o === 'not' && joined.at(-1) === 'is')) joined[joined.length - 1] += ` ${o}`;
        else joined.push(o);
        return bool(joined.every((o, i) => compare(o, operands[i]!, operands[i + 1] ?? fail())));
      }
      case 'conditional_expression': {
        const [a, cond, b] = named(n);
        return truthy(this.expr(cond!)) ? this.expr(a!) : this.expr(b!);
      }
      case 'subscript':
        return this.subscript(n);
      case 'list_comprehension':
      case 'generator_expression':
        return { k: 'list', items: this.comprehension(n) };
      case 'call':
        return this.call(n);
      default:
        return fail();
    }
  }

  subscript(n: SyntaxNode): PV {
    const obj = this.expr(n.childForFieldName('value')!);
    const subscripts = n.childrenForFieldName('subscript').filter((c): c is SyntaxNode => c !== null);
    if (subscripts.length !== 1) return fail();
    const at = subscripts[0]!;
    const seq: PV[] = obj.k === 'str' ? [...obj.s].map((c) => str(c, true, obj.src)) : obj.k === 'bytes' ? obj.b.map((c) => intOf(c, obj.src)) : obj.k === 'list' || obj.k === 'tuple' ? obj.items : fail();
    if (at.type === 'slice') {
      const bounds: Array<number | undefined> = [undefined, undefined, undefined];
      let colons = 0;
      for (const c of at.children) if (c?.type === ':') colons++;
      else if (c) bounds[colons] = num(this.expr(c));
      const out = sliced(seq, bounds[0], bounds[1], bounds[2]);
      if (obj.k === 'str') return str(out.map((c) => (c as { s: string }).s).join(''), true, obj.src);
      if (obj.k === 'bytes') return { k: 'bytes', b: out.map(num), derived: true, src: obj.src };
      return { k: obj.k === 'tuple' ? 'tuple' : 'list', items: out };
    }
    const i = num(this.expr(at));
    const j = i < 0 ? seq.length + i : i;
    return j >= 0 && j < seq.length ? seq[j]! : fail();
  }

  /** The items of a comprehension: its `for` clauses nested, its `if` clauses filtering. */
  comprehension(n: SyntaxNode): PV[] {
    const [body, ...clauses] = named(n).filter((c) => c.type !== 'comment');
    const out: PV[] = [];
    const saved = new Map(this.env);
    const step = (k: number): void => {
      if (k === clauses.length) {
        out.push(this.expr(body!));
        if (out.length > SIZE) fail();
        return;
      }
      const c = clauses[k]!;
      if (c.type === 'if_clause') {
        if (truthy(this.expr(named(c)[0]!))) step(k + 1);
        return;
      }
      if (c.type !== 'for_in_clause') fail();
      for (const item of iterate(this.expr(c.childForFieldName('right')!))) {
        this.bind(c.childForFieldName('left')!, item);
        step(k + 1);
      }
    };
    try {
      step(0);
    } finally {
      // Its names are its own.
      this.env.clear();
      for (const [k, v] of saved) this.env.set(k, v);
    }
    return out;
  }

  call(n: SyntaxNode): PV {
    const fn = n.childForFieldName('function')!;
    const argsNode = n.childForFieldName('arguments');
    const argNodes = argsNode?.type === 'generator_expression' ? [argsNode] : named(argsNode).filter((c) => c.type !== 'comment');
    if (argNodes.some((a) => a.type === 'keyword_argument' || a.type === 'list_splat' || a.type === 'dictionary_splat')) return fail();
    if (fn.type === 'attribute') return this.method(fn, argNodes);
    const args = argNodes.map((a) => this.expr(a));
    const one = args.length === 1 ? args[0]! : undefined;
    switch (fn.type === 'identifier' && !this.env.has(fn.text) ? fn.text : '') {
      case 'len':
        return int(one ? (one.k === 'str' ? [...one.s].length : iterate(one).length) : fail());
      case 'max':
      case 'min': {
        const xs = (one ? iterate(one) : args).map(num);
        return xs.length ? int(fn.text === 'max' ? Math.max(...xs) : Math.min(...xs)) : fail();
      }
      case 'abs':
        return int(Math.abs(num(one)));
      case 'int':
        if (one?.k === 'str') return /^\s*[-+]?\d[\d_]*\s*$/.test(one.s) ? intOf(Number(one.s.trim().replace(/_/g, '')), one.src) : fail();
        const [digits, base] = args;
        if (args.length === 2 && digits?.k === 'str') {
          const n = parseInt(digits.s.trim(), num(base));
          return Number.isNaN(n) ? fail() : intOf(n, digits.src);
        }
        return one?.k === 'int' ? one : int(num(one));
      case 'str':
        // A number written as text is no decoding; a text is itself.
        return one?.k === 'str' ? one : one && (one.k === 'int' || one.k === 'bool') ? str(String(one.n), false, []) : fail();
      case 'chr': {
        const c = num(one);
        return c >= 0 && c <= 0x10ffff ? str(String.fromCodePoint(c), true, srcOf(one!)) : fail();
      }
      case 'ord':
        return one?.k === 'str' && [...one.s].length === 1 ? intOf(one.s.codePointAt(0)!, one.src) : fail();
      case 'pow':
        if (args.length === 3) return intOf(modPow(num(args[0]), num(args[1]), num(args[2])), srcOf(...args));
        return args.length === 2 ? arithmetic('**', args[0]!, args[1]!) : fail();
      case 'range': {
        const [a, b, s] = args.length === 1 ? [0, num(args[0]), 1] : [num(args[0]), num(args[1]), args[2] ? num(args[2]) : 1];
        if (s === 0 || (b - a) / s > SIZE) return fail();
        const items: PV[] = [];
        for (let i = a; s > 0 ? i < b : i > b; i += s) items.push(int(i));
        return { k: 'list', items };
      }
      case 'list':
      case 'tuple':
        return { k: fn.text as 'list' | 'tuple', items: one ? [...iterate(one)] : args.length ? fail() : [] };
      case 'reversed':
        return one ? { k: 'list', items: [...iterate(one)].reverse() } : fail();
      case 'bytes':
      case 'bytearray': {
        if (one?.k === 'bytes') return one;
        const codes = one ? iterate(one).map(num) : fail();
        return codes.every((c) => c >= 0 && c < 256) ? { k: 'bytes', b: codes, derived: true, src: srcOf(one!) } : fail();
      }
      default:
        return fail();
    }
  }

  /** A method of a known text, bytes or list: `s.split(',')`, `''.join(xs)`, `b.decode()`, `out.append(c)`. */
  method(fn: SyntaxNode, argNodes: SyntaxNode[]): PV {
    const self = this.expr(fn.childForFieldName('object')!);
    const name = fn.childForFieldName('attribute')?.text ?? '';
    const args = argNodes.map((a) => this.expr(a));
    if (self.k === 'list' && name === 'append' && args.length === 1) {
      if (self.items.length >= SIZE) fail();
      self.items.push(args[0]!);
      return { k: 'none' };
    }
    if (self.k === 'str' && name === 'join' && args.length === 1) {
      const items = iterate(args[0]!);
      const texts = items.map((i) => (i.k === 'str' ? i.s : fail()));
      return str(texts.join(self.s), items.some(isDerived), srcOf(...items));
    }
    if (self.k === 'str' && name === 'split' && args.length <= 1) {
      const sep = args[0] ? (args[0].k === 'str' && args[0].s ? args[0].s : fail()) : undefined;
      const parts = sep === undefined ? self.s.split(/\s+/).filter(Boolean) : self.s.split(sep);
      return parts.length > SIZE ? fail() : { k: 'list', items: parts.map((p) => str(p, self.derived, self.src)) };
    }
    if (self.k === 'str' && /^(?:strip|lstrip|rstrip)$/.test(name) && args.length === 0) {
      const s = name === 'strip' ? self.s.trim() : name === 'lstrip' ? self.s.trimStart() : self.s.trimEnd();
      return str(s, self.derived, self.src);
    }
    if (self.k === 'bytes' && name === 'decode' && args.length <= 1) {
      // The codes as UTF-8, as `bytes.decode` reads them (an invalid sequence is left unknown).
      try {
        return str(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(self.b)), self.derived, self.src);
      } catch {
        return fail();
      }
    }
    if (self.k === 'str' && name === 'encode' && args.length <= 1) return { k: 'bytes', b: [...new TextEncoder().encode(self.s)], derived: self.derived, src: self.src };
    return fail();
  }

  /** Binds a target (a name, or names unpacked from a tuple) to a value; any other target forgets what it names. */
  bind(target: SyntaxNode, v: PV): void {
    if (target.type === 'identifier') {
      this.env.set(target.text, v);
      return;
    }
    if (/^(?:pattern_list|tuple_pattern|list_pattern|tuple|list|expression_list)$/.test(target.type)) {
      const names = named(target).filter((c) => c.type !== 'comment');
      const items = iterate(v);
      if (items.length !== names.length) return fail();
      names.forEach((t, i) => this.bind(t, items[i]!));
      return;
    }
    fail();
  }

  /** Forgets every name a statement it cannot follow mentions: it may have changed any. */
  forget(s: SyntaxNode): void {
    for (const id of s.descendantsOfType('identifier')) if (id) this.env.delete(id.text);
  }

  statements(list: SyntaxNode[]): void {
    for (const s of list) this.statement(s);
  }

  statement(s: SyntaxNode): void {
    this.tick();
    try {
      this.step(s);
    } catch (e) {
      if (!(e instanceof Unknown)) throw e;
      this.forget(s);
    }
  }

  step(s: SyntaxNode): void {
    switch (s.type) {
      case 'comment':
      case 'pass_statement':
        return;
      case 'break_statement':
        throw new Break();
      case 'continue_statement':
        throw new Continue();
      case 'block':
        return this.statements(named(s));
      case 'expression_statement':
        for (const c of named(s)) {
          if (c.type === 'assignment') {
            const right = c.childForFieldName('right');
            if (!right || c.childForFieldName('type')) fail();
            this.bind(c.childForFieldName('left')!, this.expr(right!));
          } else if (c.type === 'augmented_assignment') {
            const left = c.childForFieldName('left')!;
            const op = (c.childForFieldName('operator')?.text ?? '').replace(/=$/, '');
            if (left.type !== 'identifier') fail();
            const now = this.env.get(left.text) ?? fail();
            const more = this.expr(c.childForFieldName('right')!);
            if (op === '+' && now.k === 'list') now.items.push(...iterate(more));
            else this.env.set(left.text, arithmetic(op, now, more));
          } else if (c.type === 'call' && c.childForFieldName('function')?.text === 'print') {
            // Printing changes no name.
          } else this.expr(c);
        }
        return;
      case 'if_statement': {
        if (truthy(this.expr(s.childForFieldName('condition')!))) return this.step(s.childForFieldName('consequence')!);
        for (const alt of s.childrenForFieldName('alternative').filter((c): c is SyntaxNode => c !== null)) {
          if (alt.type === 'else_clause') return this.step(alt.childForFieldName('body')!);
          if (truthy(this.expr(alt.childForFieldName('condition')!))) return this.step(alt.childForFieldName('consequence')!);
        }
        return;
      }
      case 'for_statement': {
        // A loop's `else` is not followed.
        if (s.childForFieldName('alternative')) fail();
        const items = [...iterate(this.expr(s.childForFieldName('right')!))];
        const body = s.childForFieldName('body')!;
        for (const item of items) {
          this.bind(s.childForFieldName('left')!, item);
          try {
            // The body's own statements: one it cannot follow abandons the loop (its later rounds would be wrong).
            for (const t of named(body)) {
              this.tick();
              this.step(t);
            }
          } catch (e) {
            if (e instanceof Break) return;
            if (!(e instanceof Continue)) throw e;
          }
        }
        return;
      }
      default:
        return fail();
    }
  }
}

/**
 * Before each of a module's top-level statements, the names that hold text derived from its constants by the code
 * above it. A statement it cannot follow forgets the names it mentions; past the step budget nothing more is known.
 */
export function derivedNames(module: SyntaxNode[]): Map<SyntaxNode, Map<string, Known>> {
  const out = new Map<SyntaxNode, Map<string, Known>>();
  const ev = new Evaluator();
  try {
    for (const s of module) {
      const names = new Map<string, Known>();
      for (const [name, v] of ev.env) {
        const k = known(v);
        if (k) names.set(name, k);
      }
      if (names.size) out.set(s, names);
      ev.statement(s);
    }
  } catch (e) {
    if (!(e instanceof Exhausted || e instanceof Break || e instanceof Continue)) throw e;
  }
  return out;
}
