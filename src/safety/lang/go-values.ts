/**
 * Pure: how Go's values are made, for the Go front end (go.ts): `fmt.Sprintf`
 * filled in, a struct tag's values, the zero values error paths return,
 * `append`, the path of a file a call opens, text built piece by piece, and
 * a composite literal's elements.
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import { GO_BUILDER_ADDS, GO_BUILDER_NEW, GO_BUILDER_TEXT, GO_BUILDERS, GO_OPENS } from './go-apis.ts';
import { concat, constant, decodeEscape, EMPTY, printf, text, union, type Value } from './values.ts';

/** `fmt.Sprintf("%s.%d.host", a, b)`: each verb replaced by its argument, so the host and what is sent in it are seen. */
export function sprintf(args: Value[]): Value {
  const f = constant(args[0]);
  return f === undefined ? union(args) : printf(f, args.slice(1));
}

/** The value of `key` in a struct tag (`json:"path" jsonschema:"the file"`), read as Go's reflect.StructTag reads it. */
export function tagValue(tag: string, key: string): string | undefined {
  let i = 0;
  while (i < tag.length) {
    while (tag[i] === ' ') i++;
    const colon = tag.indexOf(':', i);
    if (colon < 0 || tag[colon + 1] !== '"') return undefined;
    const name = tag.slice(i, colon);
    let j = colon + 2;
    let value = '';
    for (; j < tag.length && tag[j] !== '"'; j++) {
      if (tag[j] !== '\\') value += tag[j];
      else value += decodeEscape(tag.slice(j, ++j + 1));
    }
    if (name === key) return value;
    i = j + 1;
  }
  return undefined;
}

/** The path of the file an `os.File` was opened on; a descriptor's (`os.NewFile(fd, …)`, a memfd) is `/proc/self/fd/<fd>`, where Linux runs it from. */
export function fileOpened(name: string, args: Value[]): Value | undefined {
  const at = GO_OPENS[name];
  if (at === undefined || !args[at]) return undefined;
  return name === 'os.NewFile' ? concat(text('/proc/self/fd/'), args[at]) : args[at];
}

/** Go's zero values as a function returns them on its error paths: `nil`, `""`. */
export const zero = (v: Value): boolean => !v.fn && !v.api && !v.props && !v.items && (v.parts.length === 0 || constant(v) === '');

/** `append(s, x, y)`: the list with those items; `append(a, b...)`: the two joined (bytes after bytes, a list after a list). */
export function append(args: Value[], nodes: SyntaxNode[]): Value {
  const [first = EMPTY, ...rest] = args;
  if (nodes[nodes.length - 1]?.type === 'variadic_argument') {
    const lists = [first, ...rest].filter((v) => v.parts.length || v.items);
    return lists.every((v) => v.items) ? { ...union(lists), items: lists.flatMap((v) => v.items!) } : concat(...lists);
  }
  const items = [...(first.items ?? (first.parts.length ? [first] : [])), ...rest];
  return { ...(items.length === 1 ? items[0]! : union(items)), items };
}

/**
 * Text built piece by piece: `bytes.NewBufferString(s)` starts it, `sb.WriteString(x)` adds to the builder (`kept`:
 * its new value, for the caller to bind where the builder is kept), `sb.String()` gives it back. Undefined when the
 * call is none of these.
 */
export function building(name: string, field: string, target: Value | undefined, args: Value[]): { value: Value; kept?: Value } | undefined {
  const made = GO_BUILDER_NEW[name];
  if (made) return { value: { parts: (args[0] ?? EMPTY).parts, api: made } };
  const kind = name.slice(0, name.lastIndexOf('.'));
  if (!GO_BUILDERS.has(kind)) return undefined;
  const so = target ?? { parts: [] };
  const kept = GO_BUILDER_ADDS.test(field) ? { kept: { parts: concat(so, ...args).parts, api: kind } } : {};
  return { value: GO_BUILDER_TEXT.test(field) ? { parts: so.parts } : EMPTY, ...kept };
}


/**
 * A composite literal's elements (`T{a, b}`, `&cfg{Mirror: "…"}`, `map[string]string{k: v}`): the listed items,
 * and the keyed ones by key. A struct's keys are its field names; a map's are values, read by `expr`.
 */
export function compositeElements(n: SyntaxNode, expr: (x: SyntaxNode) => Value): { items: Value[]; props: Map<string, Value> } {
  const items: Value[] = [];
  const props = new Map<string, Value>();
  const fieldNames = n.childForFieldName('type')?.type !== 'map_type';
  for (const e of named(n.childForFieldName('body'))) {
    if (e.type !== 'keyed_element') {
      items.push(expr(named(e)[0] ?? e));
      continue;
    }
    const [kNode, vNode] = named(e).map((x) => named(x)[0] ?? x);
    const key = fieldNames && kNode?.type === 'identifier' ? kNode.text : constant(kNode ? expr(kNode) : undefined);
    props.set(key ?? `[${props.size}]`, vNode ? expr(vNode) : EMPTY);
  }
  return { items, props };
}
