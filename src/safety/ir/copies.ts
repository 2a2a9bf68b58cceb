/**
 * Pure: files copied, moved or archived by a shell program, over the IR's
 * words, so the flow engine (flow.ts) knows what a folder or an archive
 * holds after `cp -r ~/.ssh "$d"`, `tar czf k.tgz ~/.aws` or `mv /tmp/s
 * ~/.claude/settings.json`, and what leaves when it is sent (`git -C "$d"
 * push`, `curl -T k.tgz`, `rsync "$d" host:`).
 */
import { constantText, type Word } from './types.ts';

/**
 * A stable key for a path word: literal text as written, `$HOME` as `~`,
 * each unknown part by what it is (`$(mktemp -d)` is that call's output), so
 * the same variable names the same folder twice and two variables do not.
 */
export function pathKey(w: Word): string {
  const text = w.parts
    .map((p) => {
      if ('lit' in p) return p.lit;
      const r = p.ref;
      if ('env' in r) return /^(?:HOME|USERPROFILE)$/.test(r.env) ? '~' : `<env:${r.env}>`;
      if ('var' in r) return `<var:${r.var}>`;
      if ('out' in r) return `<out:${r.out}>`;
      if ('input' in r) return `<input:${r.input}>`;
      return '<?>';
    })
    .join('');
  return text
    .replace(/^(?:\/home\/[^/]+|\/Users\/[^/]+|\/root)(?=\/|$)/, '~')
    .replace(/^\.\//, '')
    .replace(/(?:\/\*?|\/\.)+$/, '')
    || '/';
}

/** Whether `path` is `dir` or inside it. */
export const inside = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);

/** Options of copy tools that take a value (the value is not a file copied). */
const VALUE_OPTION = /^(?:-[tSeiFo]|--target-directory|--suffix|--rsh|--exclude|--include|--filter|--files-from|-C|--directory|--exclude-from|-x|-X)$/;

/** `cp a b dir`, `mv a b`, `rsync -a a dir`, `tar czf out.tgz a b`, `zip -r out.zip a`: what is copied where. */
export function copyOf(name: string | undefined, args: Word[]): { from: Word[]; to: Word; base?: Word } | undefined {
  if (name === undefined) return undefined;
  const texts = args.map(constantText);
  const operands: Word[] = [];
  let target: Word | undefined;
  let archive: Word | undefined;
  let base: Word | undefined;
  let bundled = name === 'tar' && texts[0] !== undefined && /^[a-zA-Z]+$/.test(texts[0]) ? texts[0] : undefined;
  for (let i = bundled ? 1 : 0; i < args.length; i++) {
    const t = texts[i];
    if (t !== undefined && t.startsWith('-') && t !== '-') {
      if ((t === '-t' || t === '--target-directory') && args[i + 1]) target = args[++i];
      else if (name === 'tar' && /^-[a-zA-Z]*f$/.test(t) && args[i + 1]) {
        archive = args[++i];
        bundled ??= t;
      } else if (name === 'tar' && /^(?:-C|--directory)$/.test(t) && args[i + 1]) base = args[++i];
      else if (name === 'tar' && /^-[a-zA-Z]+$/.test(t)) bundled ??= t;
      else if (VALUE_OPTION.test(t)) i++;
      continue;
    }
    operands.push(args[i]!);
  }
  if (name === 'tar') {
    if (!bundled || !/c/.test(bundled.replace(/^-/, ''))) return undefined;
    // Old-style `tar czf out a b`: the first operand is the archive.
    const out = archive ?? (/f/.test(bundled) ? operands.shift() : undefined);
    return out && constantText(out) !== '-' ? { from: operands, to: out, ...(base ? { base } : {}) } : undefined;
  }
  if (/^(?:zip|7z|7za|rar)$/.test(name)) {
    if (/^7z/.test(name) || name === 'rar') operands.shift(); // the `a` command
    const out = operands.shift();
    return out ? { from: operands, to: out } : undefined;
  }
  if (!/^(?:cp|mv|rsync|ln|install|ditto)$/.test(name)) return undefined;
  if (target) return { from: operands, to: target };
  const to = operands.pop();
  // `rsync a host:dir` sends; that is the network's, not a copy.
  if (!to || (name === 'rsync' && /^[^/]*:/.test(constantText(to) ?? ''))) return undefined;
  return operands.length ? { from: operands, to } : undefined;
}

/**
 * What an archiver packs, wherever the archive goes (`tar czf - -C ~/.claude projects | curl …` writes it to
 * stdout, which copyOf leaves out): each file or folder packed, as a path made absolute against `-C`'s folder
 * when that is known, and whether the working folder is packed whole (`.`, `*`, `-C "$INIT_CWD" .`: the
 * project the component was installed into).
 */
export function archivedFrom(name: string | undefined, args: Word[], path: (w: Word) => string): { paths: string[]; whole: boolean } | undefined {
  if (name === undefined || !(name === 'tar' || /^(?:zip|7z|7za|rar)$/.test(name))) return undefined;
  const copy = copyOf(name, args.map((a) => (constantText(a) === '-' ? { parts: [{ lit: '<stdout>' }] } : a)));
  if (!copy) return undefined;
  const base = copy.base ? path(copy.base) : undefined;
  const known = base !== undefined && !base.includes('\0');
  const under = (p: string) => {
    const rel = p === '.' ? '' : p.replace(/^\.\//, '');
    return rel ? `${base!.replace(/\/+$/, '')}/${rel}` : base!;
  };
  const paths = copy.from.map((w) => path(w)).map((p) => (known && !/^[~/]/.test(p) ? under(p) : p));
  const whole = !known && copy.from.some((w) => /^(?:\.\/?|\*|\.\/\*)$/.test(path(w)));
  return { paths, whole };
}
