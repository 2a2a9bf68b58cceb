/**
 * Real prose nobody here wrote, judged as components carry it: the wording
 * rules (tool poisoning, orders to the model, the sentence reader) must not
 * block ordinary documentation. The Markdown of this machine (node_modules'
 * READMEs and docs, Debian's Markdown docs, Claude Code's installed package)
 * is read at run time (nothing of it is copied into the project) and wrapped
 * as a skill's SKILL.md body and as an agent's prompt: text the model reads
 * and acts on, full of "run", "send", "set your API key", "never commit".
 * Every blocked component is printed with its findings; each is real danger
 * or a false positive to fix in a rule (benign only: no rule is fitted to it).
 *
 *   ./node_modules/.bin/node bench/safety-prose.ts [--limit N] [--half dev|held-out] [--dir FOLDER]
 *
 * `--half`: the documents split in two by a hash of their path inside their
 * source (not the absolute path, which differs between checkouts and
 * worktrees), so rules can be fixed on one half and judged on the other.
 * `--dir`: the Markdown under FOLDER instead of the machine's, for a set
 * nobody tuned on, e.g. the READMEs of popular packages unpacked there
 * (`xargs npm pack` of names, then their `*.md` extracted: docs/benchmarks.md).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kindByType } from '../src/catalog/kinds.ts';
import type { ComponentType } from '../src/catalog/kinds.ts';
import { analyzeComponent } from '../src/safety/analyze.ts';
import type { SafetyReport } from '../src/safety/report.ts';
import { walk } from './safety-machine.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HOME = process.env.HOME ?? '/root';
/** A skill's body is rarely longer; larger files are changelogs and API dumps. */
const MAX_BYTES = 64 * 1024;

interface Prose {
  source: string;
  /** Where the source's files are: the split hashes the path below it. */
  root: string;
  path: string;
  text: string;
  /** The component's name: the package a folder set holds the file in, else the file's folder. */
  name: string;
}

const every = <T>(items: T[], max: number): T[] => (items.length <= max ? items : items.filter((_, i) => i % Math.ceil(items.length / max) === 0));

function read(source: string, root: string, paths: string[], limit: number, nameOf: (path: string) => string = slugOf): Prose[] {
  const out: Prose[] = [];
  for (const path of every([...new Set(paths)], limit)) {
    try {
      const size = statSync(path).size;
      if (size < 200 || size > MAX_BYTES) continue;
      const text = readFileSync(path, 'utf8');
      if (text.includes('\0')) continue;
      out.push({ source, root, path, text, name: nameOf(path) });
    } catch {
      continue;
    }
  }
  return out;
}

/** The machine's Markdown, by source, each sampled to at most `limit` files. */
const isMd = (p: string) => /\.(md|markdown)$/i.test(p) && !/CHANGELOG|HISTORY|LICEN[CS]E|CHANGES/i.test(basename(p));

/** The machine's Markdown, by source, each sampled to at most `limit` files. */
export function machineProse(limit = 600): Prose[] {
  const nm = join(ROOT, 'node_modules');
  const cc = join(HOME, '.cache/toolshed-test');
  return [
    ...read('node_modules READMEs and docs', nm, walk(nm, 5, (n) => n === '.bin' || n === 'test' || n === 'tests').filter(isMd), limit),
    ...read('debian /usr/share/doc Markdown', '/usr/share/doc', walk('/usr/share/doc', 4).filter(isMd), limit),
    ...read('claude code package', cc, walk(cc, 8).filter(isMd), limit),
  ];
}

const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase().replace(/^-|-$/g, '').slice(0, 40) || 'docs';
function slugOf(path: string): string {
  return slug(basename(dirname(path)));
}

/**
 * A folder set holds one package per folder (`sendgrid-mail-8.1.0/package/README.md`, as
 * fetch-readmes.sh unpacks them): its Markdown is that package's own, so the component is
 * named after the package (the version dropped), not after the tarball's `package/`
 * folder: a vendor or a repository the text names is then the component's own, as it is
 * when the package ships as a skill.
 */
const packageOf = (dir: string) => (path: string) => slug(relative(dir, path).split(sep)[0]!.replace(/-\d+\.\d+\.\d+(?:-[\w.]+)?$/, ''));

/** The Markdown under one folder, sampled to at most `limit` files. */
export const folderProse = (dir: string, limit = 600): Prose[] => read(`folder ${basename(dir)}`, dir, walk(dir, 8).filter(isMd), limit, packageOf(dir));

/** The split: a hash of the path inside the source, so every checkout splits alike. */
export const isHeldOut = (doc: Prose) => createHash('sha256').update(relative(doc.root, doc.path)).digest()[0]! % 2 === 1;

/** A document as a skill's body and as an agent's prompt. */
export function wrapProse(p: Prose): Array<{ carrier: string; kind: ComponentType; published: { content: string; files?: Record<string, string> } }> {
  const body = p.text.replace(/^---\n[\s\S]*?\n---\n/, '');
  const skill = `---\nname: ${p.name}\ndescription: Helps with ${p.name}. Use when the user works with it.\n---\n\n${body}`;
  const agent = `---\nname: ${p.name}-expert\ndescription: Expert on ${p.name}; use for questions about it.\ntools: Read, Bash\n---\n\nYou are an expert on ${p.name}. Use this reference:\n\n${body}`;
  return [
    { carrier: 'skill', kind: 'skills', published: { content: skill, files: { 'SKILL.md': skill } } },
    { carrier: 'agent', kind: 'agents', published: { content: agent } },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--limit');
  const h = process.argv.indexOf('--half');
  const half = h > 0 ? process.argv[h + 1] : undefined;
  const d = process.argv.indexOf('--dir');
  const limit = i > 0 ? Number(process.argv[i + 1]) : 600;
  const docs = (d > 0 ? folderProse(process.argv[d + 1]!, limit) : machineProse(limit)).filter((doc) => !half || isHeldOut(doc) === (half === 'held-out'));
  const started = process.cpuUsage();
  const by: Record<string, { docs: number; components: number; blocked: number; advisory: number }> = {};
  let blocked = 0;
  let components = 0;
  for (const [n, doc] of docs.entries()) {
    if (n % 100 === 0) process.stderr.write(`${n}/${docs.length} ${doc.source}\n`);
    const s = (by[doc.source] ??= { docs: 0, components: 0, blocked: 0, advisory: 0 });
    s.docs++;
    for (const w of wrapProse(doc)) {
      const report: SafetyReport = analyzeComponent(kindByType(w.kind)!, w.published);
      components++;
      s.components++;
      if (report.level === 'blocking') {
        blocked++;
        s.blocked++;
        console.log(`BLOCKED ${w.carrier} ${doc.path}`);
        for (const f of report.findings.filter((x) => x.severity === 'blocking')) console.log(`   !${f.rule} ${f.file}:${f.line} ${f.evidence.slice(0, 200)}`);
      } else if (report.level === 'advisory') s.advisory++;
    }
  }
  const cpu = process.cpuUsage(started);
  console.log('\nsource | documents | components | blocked | advisory only');
  for (const [source, s] of Object.entries(by)) console.log(`${source} | ${s.docs} | ${s.components} | ${s.blocked} | ${s.advisory}`);
  console.log(`total | ${docs.length} | ${components} | ${blocked} (${((100 * blocked) / Math.max(1, components)).toFixed(2)}%)`);
  console.log(`analysis CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}
