/**
 * Pure: the output of the commands a script uses to build text from
 * constants, computed as the shell would (`printf '\143url'`, `echo lruc |
 * rev`, `echo Y3VybA== | base64 -d`, `tr` rot13, `xxd -r -p`), so a command
 * word assembled that way is known. `decoded` says the text was hidden
 * (decoded, reversed, escaped): running it is running a decoded payload.
 */
import { constantText, type Call, type Part, type Word } from '../ir/types.ts';
import { decodeEscapes } from './shell-words.ts';

export interface Folded {
  text: string;
  decoded: boolean;
}

/** Outputs larger than this are not computed (a decoded blob is still a decoded text). */
const MAX = 64 * 1024;

function base32(text: string): string | undefined {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const i = alphabet.indexOf(ch);
    if (i < 0) return undefined;
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out).toString('latin1');
}

/** `tr SET1 SET2` with ranges (`A-Za-z` `N-ZA-Mn-za-m`). */
function expandSet(set: string): string {
  return decodeEscapes(set).replace(/(.)-(.)/gs, (_, a: string, b: string) => {
    let out = '';
    for (let c = a.charCodeAt(0); c <= b.charCodeAt(0) && out.length < 256; c++) out += String.fromCharCode(c);
    return out;
  });
}

/**
 * `printf FORMAT ARGS…` as parts: the format's escapes decoded, `%s` given its argument's parts as they are (a
 * `$HOME` stays a reference), `%b` its escapes decoded, `%c`/`%d`/`%x` computed from a constant argument. One
 * reader for the text a script folds (`fold`) and for what it pipes into another program (`printedParts`).
 */
function printfParts(format: string, args: Part[][]): Part[] {
  let i = 0;
  const out: Part[] = [];
  const decoded = decodeEscapes(format);
  const lit = (text: string) => text && out.push({ lit: text });
  // The format is reused while arguments remain, as printf does.
  do {
    let last = 0;
    for (const m of decoded.matchAll(/%([-+ #0]*\d*(?:\.\d+)?)([sbdicxXo%])/g)) {
      lit(decoded.slice(last, m.index));
      last = m.index + m[0].length;
      const conv = m[2]!;
      if (conv === '%') { lit('%'); continue; }
      const arg = args[i++] ?? [];
      const text = arg.every((p) => 'lit' in p) ? arg.map((p) => ('lit' in p ? p.lit : '')).join('') : undefined;
      if (conv === 's') out.push(...arg);
      else if (conv === 'b') out.push(...arg.map((p) => ('lit' in p ? { lit: decodeEscapes(p.lit, true) } : p)));
      else if (text === undefined) out.push(...arg);
      else if (conv === 'c') lit(text.slice(0, 1));
      else if (conv === 'd' || conv === 'i') lit(String(Number.parseInt(text, 10) || 0));
      else lit((Number.parseInt(text, 10) || 0).toString(conv === 'o' ? 8 : 16));
    }
    lit(decoded.slice(last));
  } while (i < args.length && /%[^%]/.test(format) && out.length < MAX);
  return out;
}

function printf(format: string, args: string[]): string {
  return printfParts(format, args.map((a) => [{ lit: a }])).map((p) => ('lit' in p ? p.lit : '')).join('');
}

/**
 * What `echo ARGS…` or `printf FORMAT ARGS…` prints, as parts whose unknown words stay references
 * (`printf 'put %s\n' ~/.ssh/id_rsa`): the text another program is fed when the call is piped into it.
 */
export function printedParts(name: string | undefined, args: Word[]): Part[] | undefined {
  if (name === 'echo') {
    const flags = args.findIndex((a) => !/^-[neE]+$/.test(constantText(a) ?? ''));
    const words = flags < 0 ? [] : args.slice(flags);
    return [...words.flatMap((a, i) => [...(i ? [{ lit: ' ' }] : []), ...a.parts]), { lit: '\n' }];
  }
  if (name !== 'printf') return undefined;
  const at = constantText(args[0] ?? { parts: [] }) === '--' ? 1 : 0;
  const format = args[at] ? constantText(args[at]!) : undefined;
  if (format === undefined || args.some((a) => constantText(a) === '-v')) return undefined;
  return printfParts(format, args.slice(at + 1).map((a) => a.parts));
}

/**
 * What a call is fed on stdin, as parts: a here-document or here-string as written, the output of an `echo` or
 * `printf` piped in (`printedParts`); a call's output the front end cannot spell stays a reference to it.
 */
export function fedParts(call: Call, calls: ReadonlyMap<number, Call>): Part[] {
  return (call.stdin ?? []).flatMap((w) => w.parts.flatMap((p) => {
    const from = 'ref' in p && 'out' in p.ref ? calls.get(p.ref.out) : undefined;
    return (from && printedParts(constantText(from.callee), from.args)) ?? [p];
  }));
}

/** Parts split into lines at the newlines of their literal text. */
export function partLines(parts: Part[]): Part[][] {
  const out: Part[][] = [[]];
  for (const p of parts) {
    if (!('lit' in p)) {
      out[out.length - 1]!.push(p);
      continue;
    }
    p.lit.split('\n').forEach((piece, i) => {
      if (i) out.push([]);
      if (piece) out[out.length - 1]!.push({ lit: piece });
    });
  }
  return out;
}

const ESCAPES = /\\(?:x[0-9a-fA-F]|[0-7]{3}|u[0-9a-fA-F])/g;

/** What `git rev-parse` prints of the repository's folders, as a relative path; undefined for anything else it prints. */
function repositoryPlace(args: string[]): string | undefined {
  if (args[0] !== 'rev-parse' || args.length < 2) return undefined;
  const rest = args.slice(1);
  if (rest.length === 1 && /^--(?:absolute-)?git-dir$|^--git-common-dir$/.test(rest[0]!)) return '.git';
  if (rest.length === 1 && rest[0] === '--show-toplevel') return '.';
  if (rest.length === 2 && rest[0] === '--git-path' && /^[\w./-]+$/.test(rest[1]!) && !rest[1]!.includes('..')) return `.git/${rest[1]}`;
  return undefined;
}

/** The output of `program args` given `stdin` (undefined: none or unknown); undefined when not computed. */
export function fold(program: string, args: string[], stdin: string | undefined): Folded | undefined {
  const name = program.split('/').pop()!;
  const flags = args.filter((a) => /^-/.test(a));
  const operands = args.filter((a) => !/^-/.test(a));
  let result: Folded | undefined;
  switch (name) {
    case 'echo': {
      const escapes = flags.some((f) => /^-[neE]*e/.test(f));
      const text = operands.join(' ');
      result = { text: (escapes ? decodeEscapes(text, true) : text) + (flags.some((f) => /^-[neE]*n/.test(f)) ? '' : '\n'), decoded: escapes && (text.match(ESCAPES)?.length ?? 0) >= 4 };
      break;
    }
    case 'printf': {
      const format = args[0] === '--' ? args[1] : args[0];
      if (format === undefined || args.includes('-v')) return undefined;
      const rest = args.slice(args[0] === '--' ? 2 : 1);
      result = { text: printf(format, rest), decoded: ([format, ...rest].join('').match(ESCAPES)?.length ?? 0) >= 4 };
      break;
    }
    case 'which':
    case 'command':
    case 'type': {
      // `command -v jq`, `which python3`, `type -P node`: the program's path, whose name is what is run.
      if (name !== 'which' && !flags.some((f) => /^-[vVpP]+$/.test(f))) return undefined;
      if (operands.length !== 1 || !/^[\w.+-]+$/.test(operands[0]!)) return undefined;
      result = { text: `${operands[0]}\n`, decoded: false };
      break;
    }
    case 'git': {
      // `git rev-parse --git-dir` and its kin print the repository's own folders, wherever it is checked out: read as
      // the repository's relative places, so a file written under them (`$(git rev-parse --git-dir)/hooks/post-merge`)
      // is the place it is (a git hook runs later).
      const place = repositoryPlace(args);
      if (place === undefined) return undefined;
      result = { text: `${place}\n`, decoded: false };
      break;
    }
    case 'cat':
      if (operands.length || stdin === undefined) return undefined;
      result = { text: stdin, decoded: false };
      break;
    case 'rev':
      if (stdin === undefined || operands.length) return undefined;
      result = { text: stdin.split('\n').map((l) => [...l].reverse().join('')).join('\n'), decoded: true };
      break;
    case 'base64':
    case 'base32':
    case 'basenc': {
      if (stdin === undefined || !flags.some((f) => /^-(?:[a-zA-Z]*[dD]|-decode)$/.test(f))) return undefined;
      const text = name === 'base32' || flags.includes('--base32') ? base32(stdin) : Buffer.from(stdin.replace(/\s/g, ''), 'base64').toString('latin1');
      if (text === undefined) return undefined;
      result = { text, decoded: true };
      break;
    }
    case 'xxd':
      if (stdin === undefined || !flags.some((f) => /^-r/.test(f)) || !/^[\s0-9a-fA-F]*$/.test(stdin)) return undefined;
      result = { text: Buffer.from(stdin.replace(/\s/g, ''), 'hex').toString('latin1'), decoded: true };
      break;
    case 'tr': {
      if (stdin === undefined || operands.length !== 2 || flags.length) return undefined;
      const from = expandSet(operands[0]!);
      const to = expandSet(operands[1]!);
      result = { text: [...stdin].map((c) => (from.includes(c) ? to[Math.min(from.indexOf(c), to.length - 1)] ?? c : c)).join(''), decoded: true };
      break;
    }
    default:
      return undefined;
  }
  return result.text.length > MAX ? undefined : result;
}

/**
 * Programs whose output is a decoding of their input: their output is a decoded text even when it cannot be computed.
 * `words`: the arguments as words, for a character whose code is computed at run time (`printf "\\$(printf %o $((c - 3)))"`
 * in a loop over constant numbers: an obfuscator's decoding, issue 36's twenty-sixth session).
 */
export function decodes(program: string, args: string[], words: readonly Word[] = []): boolean {
  const name = program.split('/').pop()!;
  if (name === 'rev') return true;
  if (name === 'printf' && codeComputed(words[0])) return true;
  if (/^(?:base64|base32|basenc|uudecode|gunzip|zcat)$/.test(name)) return name === 'uudecode' || args.some((a) => /^-(?:[a-zA-Z]*[dD]|-decode)$/.test(a)) || name === 'gunzip' || name === 'zcat';
  if (name === 'xxd') return args.some((a) => /^-r/.test(a));
  if (name === 'openssl') return args.some((a) => /^-?(?:base64|a|enc)$/.test(a)) && args.includes('-d');
  if (name === 'gpg') return args.some((a) => /^(?:-d|--decrypt)$/.test(a));
  if (name === 'tr') return args.some((a) => /^['"]?(?:N-ZA-Mn-za-m|n-za-mN-ZA-M)/.test(a));
  return false;
}

/** A format whose escape takes its code from what is computed at run time: a backslash (`\`, `\x`, `\u`, `\0`) right before it. */
function codeComputed(format: Word | undefined): boolean {
  return (format?.parts ?? []).some((p, i, all) => {
    const next = all[i + 1];
    return 'lit' in p && p.via === undefined && /\\(?:x|u|U|0)?$/.test(p.lit) && next !== undefined && 'ref' in next;
  });
}
