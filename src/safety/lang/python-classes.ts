/**
 * Pure: objects of a Python class whose fields are declared in its body (`@dataclass`, `NamedTuple`, attrs:
 * `url: str`, `path: str = "x"`) and that defines no `__init__`: the generated constructor stores each argument,
 * by position or keyword, in the field of its name, so `Job(URL, path).run()` reads `self.url` and `self.path`
 * as given (python.ts records the fields, python-expr.ts makes the object).
 */
import type { SyntaxNode } from '../ir/grammars.ts';
import { constant, text, type Value } from './values.ts';

const FIELDS = '__fields__';

/** The fields a class body declares with an annotation, in order, as a property to keep among the class's. */
export function declaredFields(body: SyntaxNode | null): Array<[string, Value]> {
  const names: string[] = [];
  for (const c of body?.namedChildren ?? []) {
    const a = c?.type === 'expression_statement' ? c.namedChildren[0] : undefined;
    const left = a?.type === 'assignment' && a.childForFieldName('type') ? a.childForFieldName('left') : undefined;
    if (left?.type === 'identifier') names.push(left.text);
  }
  return names.length ? [[FIELDS, { parts: [], items: names.map(text) }]] : [];
}

/** A new object of a class with declared fields and no `__init__`: each field set to its argument. */
export function setFields(obj: Value, cls: Map<string, Value>, args: Value[], named: Record<string, Value>): void {
  const fields = cls.get(FIELDS)?.items?.map((f) => constant(f));
  if (!fields || !obj.props) return;
  obj.props.delete(FIELDS);
  fields.forEach((f, i) => {
    const v = args[i] ?? (f !== undefined ? named[f] : undefined);
    if (f !== undefined && v) obj.props!.set(f, v);
  });
}
