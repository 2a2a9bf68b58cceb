/**
 * Pure: the output of the commands a script uses to build text from
 * constants, computed as the shell would (`printf '\143url'`, `echo lruc |
 * rev`, `echo Y3VybA== | base64 -d`, `tr` rot13, `xxd -r -p`), so a command
 * word assembled that way is known. `decoded` says the text was hidden
 * (decoded, reversed, escaped): running it is running a decoded payload.
 */
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

function printf(format: string, args: string[]): string {
  let i = 0;
  let out = '';
  // The format is reused while arguments remain, as printf does.
  do {
    out += decodeEscapes(format).replace(/%([-+ #0]*\d*(?:\.\d+)?)([sbdicxXo%])/g, (_, __, conv: string) => {
      if (conv === '%') return '%';
      const arg = args[i++] ?? '';
      if (conv === 'b') return decodeEscapes(arg, true);
      if (conv === 'c') return arg.slice(0, 1);
      if (conv === 'd' || conv === 'i') return String(Number.parseInt(arg, 10) || 0);
      if (conv === 'x' || conv === 'X' || conv === 'o') return (Number.parseInt(arg, 10) || 0).toString(conv === 'o' ? 8 : 16);
      return arg;
    });
  } while (i < args.length && /%[^%]/.test(format) && out.length < MAX);
  return out;
}

const ESCAPES = /\\(?:x[0-9a-fA-F]|[0-7]{3}|u[0-9a-fA-F])/g;

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

/** Programs whose output is a decoding of their input: their output is a decoded text even when it cannot be computed. */
export function decodes(program: string, args: string[]): boolean {
  const name = program.split('/').pop()!;
  if (name === 'rev') return true;
  if (/^(?:base64|base32|basenc|uudecode|gunzip|zcat)$/.test(name)) return name === 'uudecode' || args.some((a) => /^-(?:[a-zA-Z]*[dD]|-decode)$/.test(a)) || name === 'gunzip' || name === 'zcat';
  if (name === 'xxd') return args.some((a) => /^-r/.test(a));
  if (name === 'openssl') return args.some((a) => /^-?(?:base64|a|enc)$/.test(a)) && args.includes('-d');
  if (name === 'gpg') return args.some((a) => /^(?:-d|--decrypt)$/.test(a));
  if (name === 'tr') return args.some((a) => /^['"]?(?:N-ZA-Mn-za-m|n-za-mN-ZA-M)/.test(a));
  return false;
}
