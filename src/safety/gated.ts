/**
 * Pure: a rule's regular expression behind a cheap gate of words. V8 compiles a regular expression the
 * first time it runs, in every process (`toolshed scan`'s startup snapshot cannot keep compiled ones:
 * V8 drops them when it takes the heap), and a few of the wording rules (Unicode word boundaries,
 * dozens of alternatives) take 3–20 ms each to compile: together more than the rest of a small
 * component's analysis (docs/benchmarks.md, "scan"). Each of them is gated by words every one of its
 * matches contains, read off its alternatives; the gate has the rule's own flags (`i`, `u`), so it
 * folds case exactly as the rule does. A text holding none of the words cannot match, and the rule is
 * neither compiled nor run for it; a text holding one runs the rule itself: the results are the same
 * (tests/safety/gated.test.ts checks the words against examples of every alternative).
 */

/** `exec` (and so `test`, `match`, `replace`) runs the rule only on texts its gate lets through. */
class GatedRegExp extends RegExp {
  readonly #gate: RegExp;

  constructor(rule: RegExp, gate: RegExp) {
    super(rule);
    this.#gate = gate;
  }

  // Copies String.prototype.split and matchAll make are plain: they run on the same text as the original.
  static override get [Symbol.species](): RegExpConstructor {
    return RegExp;
  }

  override exec(text: string): RegExpExecArray | null {
    if (!this.#gate.test(text)) {
      if (this.global || this.sticky) this.lastIndex = 0; // as a failed match leaves it
      return null;
    }
    return super.exec(text);
  }

  /** The rule with other flags behind the same words, folded by the new flags' `i` and `u`. */
  reflagged(flags: string): RegExp {
    return new GatedRegExp(new RegExp(this.source, flags), new RegExp(this.#gate.source, gateFlags(flags)));
  }
}

const gateFlags = (flags: string) => [...flags].filter((f) => f === 'i' || f === 'u' || f === 'v').join('');

const SPECIAL = new Set([...'\\^$.*+?()[]{}|/-']);
const literal = (word: string) => [...word].map((c) => (SPECIAL.has(c) ? `\\${c}` : c)).join('');

/**
 * `rule`, run only on texts holding one of `words` (literal text, compared with the rule's own case
 * folding). Every match of every alternative of `rule` must contain one of them verbatim.
 */
export function gated(rule: RegExp, words: readonly string[]): RegExp {
  if (words.length === 0) throw new Error('gated(): a gate needs words');
  return new GatedRegExp(rule, new RegExp(words.map(literal).join('|'), gateFlags(rule.flags)));
}

/**
 * `rule` with other flags (a loop over every match wants `g`), behind its gate if it has one: a copy made
 * from its source alone would run, and compile, the whole rule on every text again.
 */
export function reflagged(rule: RegExp, flags: string): RegExp {
  return rule instanceof GatedRegExp ? rule.reflagged(flags) : new RegExp(rule.source, flags);
}

/** Whether a text is ASCII alone: there a rule's Unicode classes can be spelt as ASCII ones, which compile in a fraction of the time. */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}
