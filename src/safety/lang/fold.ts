/**
 * Pure: text the JavaScript/TypeScript and Python front ends compute
 * because it is known at analysis time: methods of constant text and lists
 * (`['child', 'process'].join('_')`, `.split('').reverse().join('')`),
 * containers changed in place (`d.update(x)`, `xs.append(v)`), and
 * constants given to a decoder (`atob('…')`, `b64decode`, rot13, char
 * codes), so a name or a command spelled in pieces is still seen.
 */
import { allParts, braceFormat, concat, constant, EMPTY, lookup, text, union, type Value } from './values.ts';

/**
 * Containers changed in place (`d.update(x)`, `xs.append(v)`, `a.push(v)`,
 * `Object.assign(t, s)`, a message's `set_content(body)`): what is added becomes part of the receiver.
 * True when the method is one of them.
 */
export function mutate(self: Value, method: string, args: Value[], kw: Record<string, Value> = {}): boolean {
  // The shared empty value (what `d.setdefault(k, [])` gave back) is never filled in place: it would leak into the next component.
  if (self === EMPTY) return false;
  // A message filled in place (`msg.set_content(body)`, `msg.attach(part)`, `msg.add_attachment(data)`): sent
  // later as a whole, it carries what it was given.
  if (/^(?:set_content|set_payload|attach|add_attachment|add_alternative|add_related)$/.test(method) && (args.length || Object.keys(kw).length)) {
    self.parts = [...self.parts, ...[...args, ...Object.values(kw)].flatMap((a) => [{ lit: ' ' }, ...allParts(a)])];
    return true;
  }
  if (/^(?:update|assign)$/.test(method)) {
    self.props ??= new Map();
    for (const a of [...args, { parts: [], props: new Map(Object.entries(kw)) } as Value]) {
      if (a.props) for (const [k, v] of a.props) self.props.set(k, v);
      else self.props.set(`[${self.props.size}]`, a);
    }
    return true;
  }
  if (/^(?:append|push|unshift|add|insert|extend|setdefault)$/.test(method)) {
    const added = method === 'insert' || method === 'setdefault' ? args.slice(1) : method === 'extend' ? args.flatMap((a) => a.items ?? [a]) : args;
    if (self.props && method === 'setdefault' && args[0]) {
      const k = constant(args[0]);
      if (k !== undefined) self.props.set(k, args[1] ?? { parts: [] });
      return true;
    }
    self.items ??= [];
    self.items.push(...added);
    return true;
  }
  return false;
}

/**
 * Methods of known text computed as the language would (`['child', 'process'].join('_')`,
 * `'hs'.split('').reverse().join('')`, `.replace('x', 'y')`, case, trimming, slicing): the
 * result is text again, so a module or command spelled in pieces is still seen.
 */
export function fold(self: Value, method: string, args: Value[], named: Record<string, Value> = {}): Value | undefined {
  const folded = foldText(self, method, args, named);
  // Text computed from a decoded text is still decoded: the first decoding call stays its source.
  const via = [self, ...args].flatMap((v) => allParts(v)).find((p) => 'lit' in p && p.via !== undefined);
  if (!folded || !via || !('lit' in via)) return folded;
  const mark = (v: Value): Value => ({ ...v, parts: v.parts.map((p) => ('lit' in p ? { lit: p.lit, via: via.via! } : p)), ...(v.items ? { items: v.items.map(mark) } : {}) });
  return mark(folded);
}

function foldText(self: Value, method: string, args: Value[], named: Record<string, Value>): Value | undefined {
  const a = args.map(constant);
  // A dict's entries (`for key, value in SETTINGS.items()`): pairs of its known keys and values, so a loop over them reads each.
  if (self.props && !self.items && args.length === 0 && /^(?:items|keys|values)$/.test(method)) {
    const entries = [...self.props].filter(([k]) => !/^(?:__|\[)/.test(k));
    if (method === 'keys') return { parts: [], items: entries.map(([k]) => text(k)) };
    if (method === 'values') return { parts: [], items: entries.map(([, v]) => v) };
    return { parts: [], items: entries.map(([k, v]) => ({ parts: [], items: [text(k), v] })) };
  }
  // `TABLE.get(key, default)` of a table written in the code: its value by a known key, else one of its values or the default, as `TABLE[key]` (values.ts `lookup`).
  if (self.props?.size && !self.items && self.api === undefined && method === 'get' && args.length >= 1 && args.length <= 2) {
    const known = a[0] !== undefined ? self.props.get(a[0]) : undefined;
    return known ?? (a[0] !== undefined && args[1] ? args[1] : args[1] ? union([lookup(self, args[0]!), args[1]]) : lookup(self, args[0]!));
  }
  if (self.items && self.items.length <= 10_000) {
    const items = self.items.map(constant);
    if (items.some((i) => i === undefined)) return undefined;
    if (method === 'join') return text(items.join(a[0] ?? ','));
    if (method === 'reverse' || method === 'toReversed') return { parts: [], items: [...self.items].reverse() };
    return undefined;
  }
  const t = constant(self);
  if (t === undefined || t.length > 100_000) return undefined;
  // `'~/.ssh'.replace('~', os.homedir())`: the path under the home folder, as every path under it is written (`~/…`).
  const home = (v: Value | undefined) => v?.parts.length === 1 && 'ref' in v.parts[0]! && 'env' in v.parts[0].ref && v.parts[0].ref.env === 'HOME';
  if ((method === 'replace' || method === 'replaceAll') && a[0] === '~' && home(args[1]) && t.startsWith('~')) return text(t);
  switch (method) {
    case 'split':
      if (a[0] === undefined && args.length) return undefined;
      return { parts: [], items: (a[0] === undefined ? t.split(/\s+/) : t.split(a[0])).slice(0, 10_000).map(text) };
    case 'join':
      // Python's `sep.join(xs)`: the receiver is the separator.
      return args[0]?.items && args[0].items.every((i) => constant(i) !== undefined) ? text(args[0].items.map((i) => constant(i)!).join(t)) : undefined;
    case 'replace':
    case 'replaceAll':
      return a[0] !== undefined && a[1] !== undefined ? text(t.split(a[0]).join(a[1])) : undefined;
    case 'toLowerCase':
    case 'lower':
      return text(t.toLowerCase());
    case 'toUpperCase':
    case 'upper':
      return text(t.toUpperCase());
    case 'trim':
    case 'strip':
      return text(t.trim());
    case 'concat':
      return a.every((x) => x !== undefined) ? concat(self, ...args) : undefined;
    case 'slice':
    case 'substring': {
      const n = a.map((x) => (x === undefined ? NaN : Number(x)));
      return n.every((x) => Number.isFinite(x)) ? text(method === 'slice' ? t.slice(n[0], n[1]) : t.substring(n[0]!, n[1])) : undefined;
    }
    case 'format':
      // Python's `str.format`: each field filled in (values.ts), so a value inside quotes of SQL text is seen there.
      return braceFormat(t, args, named);
    case 'toString':
    case 'valueOf':
    case 'decode':
    case 'encode':
      return self;
    default:
      return undefined;
  }
}

/** The text a decoder makes of constants (`atob('…')`, `Buffer.from('…', 'hex')`, Go's `base64.StdEncoding.DecodeString`, rot13, char codes), when it is one it knows. */
export function decodeConstant(name: string, args: Value[]): string | undefined {
  const input = constant(args[0]);
  const how = (constant(args[1]) ?? '').toLowerCase().replace(/[-_]/g, '');
  try {
    if (/fromCharCode$/.test(name)) {
      const codes = args.map((a) => Number(constant(a)));
      return codes.every((c) => Number.isInteger(c) && c >= 0 && c < 0x110000) ? String.fromCodePoint(...codes) : undefined;
    }
    // `bytes([104, 105, …])`, `map(chr, codes)` (python-expr.ts emits them as `chr` of the list): the text the codes spell.
    if (name === 'builtins.chr' && args[0]?.items) {
      const codes = args[0].items.map((a) => Number(constant(a)));
      return codes.every((c) => Number.isInteger(c) && c >= 0 && c < 0x110000) ? String.fromCodePoint(...codes) : undefined;
    }
    if (input === undefined || input.length > 1_000_000) return undefined;
    if (/(?:atob|b64decode|decodebytes|a2b_base64|^Base64\.\w*decode64)$|^encoding\/base64\.\w+\.DecodeString$/.test(name) || (/^Buffer\.from$/.test(name) && /^base64(?:url)?$/.test(how)) || (name === 'codecs.decode' && how === 'base64')) return Buffer.from(input, 'base64').toString('utf8');
    if (/(?:fromhex|unhexlify|a2b_hex|b16decode)$|^encoding\/hex\.DecodeString$/.test(name) || (/^Buffer\.from$/.test(name) && how === 'hex') || (name === 'codecs.decode' && how === 'hex')) return Buffer.from(input.replace(/\s+/g, ''), 'hex').toString('utf8');
    if (/^codecs\.(?:de|en)code$/.test(name) && /^rot13$/.test(how)) return input.replace(/[a-z]/gi, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (c <= 'Z' ? 65 : 97)));
  } catch {
    return undefined;
  }
  return undefined;
}
