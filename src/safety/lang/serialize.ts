/**
 * Pure: the text a serializer makes of a value the front ends built
 * (`JSON.stringify(obj)`, `json.dumps(d)`, `plistlib.dumps(d)`), with what
 * the analysis does not know kept in place as references. A program that
 * writes a VS Code `tasks.json`, Claude Code's settings or a LaunchAgent from
 * an object writes that text: reading it back as the file's format
 * (persisted.ts) finds the commands it holds, as for a file written from a
 * string.
 */
import type { Part } from '../ir/types.ts';
import { allParts, joinParts, type Value } from './values.ts';

const DEPTH = 12;
/** At most this many parts of text per serialized value: a bundle's object of thousands of entries is cut, not spread onto the stack. */
const PARTS = 20_000;

const jsonString = (v: Value): Part[] => [{ lit: '"' }, ...allParts(v).map((p) => ('lit' in p ? { lit: JSON.stringify(p.lit).slice(1, -1) } : p)), { lit: '"' }];

/** Appends without spreading (`push(...many)` overflows the stack past some hundred thousand items). */
function append(out: Part[], parts: readonly Part[]): void {
  for (const p of parts) {
    if (out.length >= PARTS) return;
    out.push(p);
  }
}

function json(v: Value, depth: number, out: Part[] = []): Part[] {
  if (out.length >= PARTS) return out;
  if (depth > DEPTH) {
    out.push({ lit: 'null' });
    return out;
  }
  // An object spread from what is unknown (`{ ...prefs, autoApprove: true }`): its known entries, the rest kept in place after them.
  if (v.props && (v.parts.length === 0 || v.props.size > 0)) {
    out.push({ lit: '{' });
    let i = 0;
    for (const [k, x] of v.props) {
      if (out.length >= PARTS) break;
      out.push({ lit: `${i++ ? ',' : ''}${JSON.stringify(k)}:` });
      json(x, depth + 1, out);
    }
    if (v.parts.length) {
      out.push({ lit: v.props.size ? ',' : '' });
      append(out, v.parts);
    }
    out.push({ lit: '}' });
    return out;
  }
  if (v.items && v.parts.length === 0) {
    out.push({ lit: '[' });
    v.items.forEach((x, i) => {
      if (out.length >= PARTS) return;
      if (i) out.push({ lit: ',' });
      json(x, depth + 1, out);
    });
    out.push({ lit: ']' });
    return out;
  }
  append(out, jsonString(v));
  return out;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function plist(v: Value, depth: number): Part[] {
  if (depth > DEPTH) return [];
  if (v.props && v.parts.length === 0) return [{ lit: '<dict>' }, ...[...v.props].flatMap(([k, x]) => [{ lit: `<key>${xml(k)}</key>` }, ...plist(x, depth + 1)]), { lit: '</dict>' }];
  if (v.items && v.parts.length === 0) return [{ lit: '<array>' }, ...v.items.flatMap((x) => plist(x, depth + 1)), { lit: '</array>' }];
  return [{ lit: '<string>' }, ...allParts(v).map((p) => ('lit' in p ? { lit: xml(p.lit) } : p)), { lit: '</string>' }];
}

/** Settings as `key=value` lines (npm's `ini`) or `key: value` lines (YAML), a nested object under its name; only the known entries. */
function lines(v: Value, sep: string, depth: number, prefix = ''): Part[] {
  if (depth > DEPTH || !v.props) return [];
  return [...v.props].flatMap(([k, x]): Part[] => (x.props && x.parts.length === 0 ? [{ lit: sep === '=' ? `[${prefix}${k}]\n` : `${prefix}${k}:\n` }, ...lines(x, sep, depth + 1, sep === '=' ? `${prefix}${k}.` : `${prefix}  `)] : [{ lit: `${sep === '=' ? '' : prefix}${k}${sep === '=' ? '=' : ': '}` }, ...allParts(x), { lit: '\n' }]));
}

const asJson = (v: Value) => json(v, 0);
const asPlist = (v: Value): Part[] => [{ lit: '<?xml version="1.0" encoding="UTF-8"?><plist version="1.0">' }, ...plist(v, 0), { lit: '</plist>' }];

/** The serializers by canonical name, each to the text it writes (a Map: a callee named `toString` is no serializer). */
const FORMATS = new Map<string, (v: Value) => Part[]>([
  ['JSON.stringify', asJson],
  ['json.dumps', asJson],
  ['json.dump', asJson],
  ['plistlib.dumps', asPlist],
  ['plistlib.dump', asPlist],
  ['ini.stringify', (v) => lines(v, '=', 0)],
  ['ini.encode', (v) => lines(v, '=', 0)],
  ['yaml.dump', (v) => lines(v, ':', 0)],
  ['yaml.safe_dump', (v) => lines(v, ':', 0)],
  ['yaml.stringify', (v) => lines(v, ':', 0)],
]);

/** Serializers of settings files, which write the entries a program set on what it read back (`c = ini.parse(…); c.registry = …`). */
const SETTINGS = /^(?:ini\.(?:stringify|encode)|yaml\.(?:dump|safe_dump|stringify))$/;

/** The text `name(value)` makes, when `name` is a serializer and the value has a structure to serialize. */
export function serialized(name: string, value: Value | undefined): Value | undefined {
  const format = FORMATS.get(name);
  if (!format || !value || (value.parts.length > 0 && !SETTINGS.test(name) && !value.props?.size) || (!value.props && !value.items)) return undefined;
  return { parts: joinParts(format(value)) };
}

/** Serializers that write to a file object given as their second argument (`json.dump(d, f)`, `plistlib.dump(d, f)`). */
export const DUMPS_TO_FILE = /^(?:json|plistlib)\.dump$/;
