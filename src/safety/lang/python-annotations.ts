/**
 * Pure: what a Python type annotation says of the values a parameter may take: the strings of its `Literal[…]`
 * (python.ts emits them as `choice` strings, the values the model may pick for an MCP tool's parameter).
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';


/**
 * The strings of every `Literal[…]` in an annotation (`Literal["a", "b"]`, `Optional[Literal["a"]]`, `Annotated[Literal[…],
 * …]`), as a subscript or the grammar's `generic_type`; `textOf` gives a string node's text.
 */
export function literalChoices(n: SyntaxNode, textOf: (s: SyntaxNode) => string | undefined): string[] {
  const head = n.type === 'subscript' ? n.childForFieldName('value') : n.type === 'generic_type' ? named(n)[0] : undefined;
  if (head && /(?:^|\.)Literal$/.test(head.text)) {
    const strings: SyntaxNode[] = [];
    const walk = (c: SyntaxNode) => (c.type === 'string' ? strings.push(c) : named(c).forEach(walk));
    named(n).slice(1).forEach(walk);
    return strings.map(textOf).filter((t): t is string => t !== undefined);
  }
  return named(n).flatMap((c) => literalChoices(c, textOf));
}
