import type { Change, ChangeType } from './changes.ts';

/**
 * The deterministic classification table (documented in docs/release-monitor.md).
 * Explicit markers win; then the leading word; a verb later in the sentence never
 * overrides the leading one; anything else is an improvement.
 */
export const LEADING_WORDS: Record<ChangeType, readonly string[]> = {
  fixes: ['fixed', 'fix', 'fixes', 'fixing', 'resolved', 'resolves', 'corrected', 'patched', 'prevented', 'restored'],
  features: ['added', 'add', 'adds', 'new', 'introduced', 'introduces', 'introducing', 'launched', 'support for', 'supports', 'now supports'],
  improvements: [
    'improved', 'improves', 'improve', 'changed', 'changes', 'updated', 'updates', 'update', 'reduced', 'reduces',
    'renamed', 'faster', 'better', 'optimized', 'enhanced', 'increased', 'decreased', 'upgraded', 'refactored',
    'made', 'moved', 'simplified', 'tweaked', 'polished', 'enabled', 'disabled', 'allowed', 'switched', 'bumped',
    'reworked', 'streamlined', 'expanded', 'extended', 'now', 'performance', 'cleaned',
  ],
  breaking: ['removed', 'removes', 'remove', 'deprecated', 'deprecates', 'dropped', 'drops'],
};
const DEFAULT_TYPE: ChangeType = 'improvements';

const BREAKING_MARKER = /^breaking(?:\s+changes?)?\s*[:!-]\s*/i;
const BREAKING_WORD = /\bBREAKING\b/;

/** Leading `[VSCode]` / `(SDK)` tags and `Windows:`-style scopes, one or more. */
const BRACKET_SCOPE = /^\[([^\]\n]{1,40})\]\s*:?\s*/;
const COLON_SCOPE = /^([A-Za-z][\w.+#/&-]*(?:[ ][A-Za-z0-9][\w.+#/&-]*){0,2}):\s+/;

const phraseTable: Array<{ words: string[]; type: ChangeType }> = Object.entries(LEADING_WORDS)
  .flatMap(([type, words]) => words.map((w) => ({ words: w.split(' '), type: type as ChangeType })))
  // Longer phrases first, so "now supports" wins over "now".
  .sort((a, b) => b.words.length - a.words.length);

const NOT_SCOPES = new Set(
  [...phraseTable.map((p) => p.words.join(' ')), 'breaking', 'breaking change', 'breaking changes', 'note', 'notes', 'bug fix', 'bugfix', 'feature'],
);

const LEADING = new Set(phraseTable.filter((p) => p.words.length === 1).map((p) => p.words[0]!));

export interface Scoped {
  category: string | null;
  rest: string;
}

/** Split scope prefixes off the front of a change text. */
export function splitScope(text: string): Scoped {
  const scopes: string[] = [];
  let rest = text.trim();
  for (let i = 0; i < 3; i++) {
    const bracket = BRACKET_SCOPE.exec(rest);
    if (bracket) {
      scopes.push(bracket[1]!.trim());
      rest = rest.slice(bracket[0].length);
      continue;
    }
    const colon = COLON_SCOPE.exec(rest);
    const scope = colon?.[1];
    if (scope && !NOT_SCOPES.has(scope.toLowerCase()) && !LEADING.has(scope.split(' ')[0]!.toLowerCase()) && !BREAKING_MARKER.test(rest)) {
      scopes.push(scope);
      rest = rest.slice(colon[0].length);
      continue;
    }
    break;
  }
  const category = scopes.length ? scopes.join(' / ').slice(0, 100) : null;
  return { category, rest };
}

function leadingWords(text: string, n: number): string[] {
  // Ignore leading punctuation and emoji, e.g. "🎉 New: …" or "- Fixed".
  const cleaned = text.replace(/^[^\p{L}\p{N}]+/u, '').toLowerCase();
  return cleaned.split(/[^\p{L}\p{N}'-]+/u, n + 1).filter(Boolean).slice(0, n);
}

/** Kind of one change text; `rest` is the text after scope prefixes. */
export function classifyText(text: string): { type: ChangeType; category: string | null } {
  const { category, rest } = splitScope(text);
  if (BREAKING_MARKER.test(rest) || BREAKING_MARKER.test(text.trim()) || BREAKING_WORD.test(text)) {
    return { type: 'breaking', category };
  }
  const words = leadingWords(rest, 2);
  for (const phrase of phraseTable) {
    if (phrase.words.every((w, i) => words[i] === w)) return { type: phrase.type, category };
  }
  return { type: DEFAULT_TYPE, category };
}

export function classify(descriptions: readonly string[]): Change[] {
  return descriptions.map((description) => ({ description, ...classifyText(description) }));
}
