/**
 * Pure: archives unpacked by a call (`tar xzf a.tgz -C dir`, `… | tar xz`,
 * `unzip a.zip -d dir`, `7z x a.7z -odir`, `bsdtar -xf`): the folder the
 * files land in and the archive operand. When the archive is a download
 * (piped in, or a file fetched earlier), every file in that folder is one:
 * `curl -sL …/main.tar.gz | tar xz -C /tmp && bash /tmp/x-main/install.sh`
 * runs the download as surely as `curl … | sh`.
 */
import type { Taint } from './finding.ts';

export interface Extraction {
  /** The folder written into, as a path (`.` for the working folder). */
  into: string;
  /** Index of the archive operand among the words, undefined when it comes on stdin. */
  archive?: number;
}

/** `tar` reads the archive named after `-f` (or the word after a bundled `…f`), else stdin. */
function tar(texts: Array<string | undefined>, paths: string[]): Extraction | undefined {
  const first = texts[0] ?? '';
  const bundled = /^-?[a-zA-Z]+$/.test(first) && !first.startsWith('--') ? first.replace(/^-/, '') : '';
  const extracts = /x/.test(bundled) || texts.some((t) => t !== undefined && /^(?:-[a-zA-Z]*x[a-zA-Z]*|--extract|--get)$/.test(t));
  if (!extracts) return undefined;
  let archive: number | undefined;
  let into = '.';
  texts.forEach((t, i) => {
    if (t === undefined) return;
    if ((i === 0 && /f/.test(bundled)) || /^-[a-zA-Z]*f$/.test(t) || t === '--file') archive = i + 1;
    else if (/^--file=/.test(t)) archive = undefined;
    if ((t === '-C' || t === '--directory') && paths[i + 1] !== undefined) into = paths[i + 1]!;
    else if (/^--directory=/.test(t)) into = t.slice(12);
  });
  if (archive !== undefined && texts[archive] === '-') archive = undefined;
  return { into, ...(archive !== undefined ? { archive } : {}) };
}

/**
 * What lands in the folder of an extraction: the archive's own taint (what came in on stdin, or the
 * fetched file `archiveTaint(i)` names) when it is a download or a decoded text; undefined otherwise.
 */
export function unpacked(x: Extraction | undefined, stdin: Taint[], archiveTaint: (index: number) => Taint[]): { into: string; taints: Taint[] } | undefined {
  if (!x) return undefined;
  const taints = (x.archive === undefined ? stdin : archiveTaint(x.archive)).filter((t) => t.kind === 'download' || t.kind === 'decoded');
  return taints.length ? { into: x.into, taints } : undefined;
}

/** What `name` unpacks where, from its words (`texts` as constants, `paths` as home-relative paths). */
export function extraction(name: string | undefined, texts: Array<string | undefined>, paths: string[]): Extraction | undefined {
  if (name === 'tar' || name === 'bsdtar' || name === 'gtar') return tar(texts, paths);
  if (name === 'unzip') {
    const d = texts.indexOf('-d');
    const archive = texts.findIndex((t, i) => t === undefined || (!t.startsWith('-') && texts[i - 1] !== '-d'));
    return { into: d >= 0 && paths[d + 1] !== undefined ? paths[d + 1]! : '.', ...(archive >= 0 ? { archive } : {}) };
  }
  if ((name === '7z' || name === '7za') && /^[xe]$/.test(texts[0] ?? '')) {
    const out = texts.find((t) => t !== undefined && /^-o./.test(t));
    const archive = texts.findIndex((t, i) => i > 0 && (t === undefined || !t.startsWith('-')));
    return { into: out ? out.slice(2) : '.', ...(archive > 0 ? { archive } : {}) };
  }
  return undefined;
}
