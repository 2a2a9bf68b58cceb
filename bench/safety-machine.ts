/**
 * Real code nobody here wrote, judged as components carry it (issue 36's
 * "real code must not be blocked"): Debian's shell and Python scripts, git's
 * hook samples and contrib scripts, the shell and JavaScript of node_modules
 * (bin scripts, install scripts), Claude Code's own installed package. Each
 * file is read from this machine at run time (skipped when absent: nothing of
 * it is copied into the project) and wrapped the way a component would carry
 * it: a skill running it from `scripts/`, a hook running it as its command's
 * script, and, for a short file, a command whose Markdown holds it in a code
 * block the model runs. Every blocked component is printed with its findings;
 * each is either real danger or a false positive to fix in a rule.
 *
 *   ./node_modules/.bin/node bench/safety-machine.ts [--limit N] [--only source] [--advisories]
 */
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kindByType } from '../src/catalog/kinds.ts';
import type { ComponentType } from '../src/catalog/kinds.ts';
import { analyzeComponent } from '../src/safety/analyze.ts';
import type { SafetyReport } from '../src/safety/report.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HOME = process.env.HOME ?? '/root';
/** Larger files are bundles or generated tables, not what a component author writes by hand. */
const MAX_BYTES = 256 * 1024;
/** Files short enough to be pasted into a command's Markdown as a code block. */
const BLOCK_LINES = 80;

export type Lang = 'sh' | 'py' | 'js';

export interface RealFile {
  source: string;
  path: string;
  lang: Lang;
  text: string;
}

export interface Wrapped {
  file: RealFile;
  carrier: 'skill-script' | 'hook-script' | 'command-block';
  kind: ComponentType;
  published: { content: string; files?: Record<string, string> };
}

const SH = /^#!\s*(?:\/usr\/bin\/env\s+)?\S*\/?(?:ba|da|k|z)?sh\b/;
const PY = /^#!\s*(?:\/usr\/bin\/env\s+)?\S*\/?python[0-9.]*\b/;
const NODE = /^#!\s*(?:\/usr\/bin\/env\s+(?:-S\s+)?)?\S*\/?node\b/;

/** The language of a file from its name, else its first line; undefined for what the analyzer has no front end for (perl, binaries). */
export function langOf(path: string, head: string): Lang | undefined {
  const ext = extname(path);
  if (ext === '.sh' || ext === '.bash' || path.endsWith('.sample')) return head.startsWith('#!') && !SH.test(head) ? undefined : 'sh';
  if (ext === '.py') return 'py';
  if (ext === '.js' || ext === '.cjs' || ext === '.mjs') return 'js';
  const first = head.split('\n', 1)[0] ?? '';
  if (SH.test(first)) return 'sh';
  if (PY.test(first)) return 'py';
  if (NODE.test(first)) return 'js';
  return undefined;
}

function headOf(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(200);
    const n = readSync(fd, buf, 0, 200, 0);
    return buf.subarray(0, n).toString('latin1');
  } finally {
    closeSync(fd);
  }
}

/** Regular files under `dir` (depth-limited, symlinks not followed), sorted for a stable sample. */
export function walk(dir: string, depth: number, skip: (name: string) => boolean = () => false): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (skip(e.name)) continue;
    const p = join(dir, e.name);
    if (e.isFile()) out.push(p);
    else if (e.isDirectory() && depth > 0) for (const q of walk(p, depth - 1, skip)) out.push(q);
  }
  return out;
}

/** Every `stride`-th item (a stable, spread sample of a large folder). */
const every = <T>(items: T[], max: number): T[] => (items.length <= max ? items : items.filter((_, i) => i % Math.ceil(items.length / max) === 0));

function read(source: string, paths: string[]): RealFile[] {
  const out: RealFile[] = [];
  for (const path of paths) {
    let size: number;
    try {
      size = statSync(path).size;
    } catch {
      continue;
    }
    if (size === 0 || size > MAX_BYTES) continue;
    let head: string;
    try {
      head = headOf(path);
    } catch {
      continue;
    }
    if (head.includes('\0')) continue;
    const lang = langOf(path, head);
    if (!lang) continue;
    const text = readFileSync(path, 'utf8');
    // A minified bundle is not code a person wrote for a component (the analyzer says so itself; not this benchmark's question).
    if (lang === 'js' && text.split('\n').some((l) => l.length > 2000)) continue;
    out.push({ source, path, lang, text });
  }
  return out;
}

/** The machine's real code, by source, each sampled to at most `limit` files. */
export function machineFiles(limit = 400): RealFile[] {
  const nm = join(ROOT, 'node_modules');
  const manifests = walk(nm, 2, (n) => n === '.bin').filter((p) => p.endsWith('/package.json'));
  const manifest = (p: string) => {
    try {
      return JSON.parse(readFileSync(p, 'utf8')) as { bin?: string | Record<string, string>; scripts?: Record<string, string> };
    } catch {
      return {};
    }
  };
  const nodeBins = manifests.flatMap((p) => {
    const bin = manifest(p).bin;
    return (typeof bin === 'string' ? [bin] : Object.values(bin ?? {})).map((f) => join(p, '..', f));
  });
  const installScripts = manifests.flatMap((p) => {
    const scripts = manifest(p).scripts ?? {};
    return ['preinstall', 'install', 'postinstall'].flatMap((k) => /^node\s+(\S+\.c?m?js)\b/.exec(scripts[k] ?? '')?.[1] ?? []).map((f) => join(p, '..', f));
  });
  const cc = join(HOME, '.cache/toolshed-test');
  const sources: Array<[string, string[]]> = [
    ['debian /usr/bin, /usr/sbin', [...walk('/usr/bin', 0), ...walk('/usr/sbin', 0)]],
    ['debian /usr/lib/git-core', walk('/usr/lib/git-core', 0)],
    ['debian /etc/init.d', walk('/etc/init.d', 0)],
    ['git hook samples and contrib', [...walk('/usr/share/git-core/templates/hooks', 0), ...walk('/usr/share/doc/git/contrib', 3)]],
    ['debian /usr/share/*/ scripts', walk('/usr/share', 3, (n) => n === 'doc' || n === 'man' || n === 'locale' || n === 'icons').filter((p) => /\.(sh|py)$/.test(p))],
    ['debian /usr/share/doc/*/examples', walk('/usr/share/doc', 4).filter((p) => p.includes('/examples/'))],
    ['debian python3 dist-packages', walk('/usr/lib/python3/dist-packages', 4, (n) => n === 'tests' || n === 'test').filter((p) => p.endsWith('.py'))],
    ['node_modules shell scripts', walk(nm, 4, (n) => n === '.bin').filter((p) => p.endsWith('.sh'))],
    ['node_modules bin and install scripts', [...nodeBins, ...installScripts]],
    ['claude code package', existsSync(cc) ? walk(cc, 6, (n) => n === 'vendor').filter((p) => /(install|wrapper|bin\/)/.test(p) || p.endsWith('.sh')) : []],
  ];
  const seen = new Set<string>();
  return sources.flatMap(([source, paths]) => {
    const fresh = [...new Set(paths)].filter((p) => !seen.has(p));
    const files = every(read(source, fresh), limit);
    for (const f of files) seen.add(f.path);
    return files;
  });
}

const RUNNER: Record<Lang, string> = { sh: 'bash', py: 'python3', js: 'node' };
const EXT: Record<Lang, string> = { sh: '.sh', py: '.py', js: '.mjs' };
const FENCE: Record<Lang, string> = { sh: 'bash', py: 'python', js: 'js' };
const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
const slugOf = (path: string) => basename(path).replace(/\.[^.]+$/, '').replace(/[^a-z0-9]+/gi, '-').toLowerCase().replace(/^-|-$/g, '') || 'tool';

/** A file as components carry it: a skill's script, a hook's script, a command's code block (short files only). */
export function wrap(file: RealFile): Wrapped[] {
  const slug = slugOf(file.path);
  const script = `${slug}${EXT[file.lang]}`;
  const run = `${RUNNER[file.lang]} scripts/${script}`;
  const skillMd = `---\nname: ${slug}\ndescription: Runs ${basename(file.path)} for the user. Use when the user asks for ${slug.replace(/-/g, ' ')}.\nallowed-tools: Bash, Read\n---\n\n# ${slug}\n\n## Steps\n\n1. Run \`${run}\` from the skill's folder.\n2. Summarise its output for the user.\n`;
  const hook = json({
    description: `Runs ${basename(file.path)} at session start`,
    supportingFiles: [{ source: script, destination: `.claude/hooks/${script}`, executable: true }],
    hooks: { SessionStart: [{ hooks: [{ type: 'command', command: `${RUNNER[file.lang]} .claude/hooks/${script}`, timeout: 30 }] }] },
  });
  const out: Wrapped[] = [
    { file, carrier: 'skill-script', kind: 'skills', published: { content: skillMd, files: { 'SKILL.md': skillMd, [`scripts/${script}`]: file.text } } },
    { file, carrier: 'hook-script', kind: 'hooks', published: { content: hook, files: { [`${slug}.json`]: hook, [script]: file.text } } },
  ];
  if (file.text.split('\n').length <= BLOCK_LINES && !file.text.includes('```')) {
    const md = `---\ndescription: Run ${basename(file.path)} and explain its output\nallowed-tools: Bash\n---\n\nRun this and explain the result to the user:\n\n\`\`\`${FENCE[file.lang]}\n${file.text.trimEnd()}\n\`\`\`\n`;
    out.push({ file, carrier: 'command-block', kind: 'commands', published: { content: md } });
  }
  return out;
}

export interface MachineFigures {
  files: number;
  components: number;
  blocked: number;
  advisory: number;
  bySource: Record<string, { files: number; components: number; blocked: number; advisory: number }>;
  blockedResults: Array<{ wrapped: Wrapped; report: SafetyReport }>;
  advisoryRules: Record<string, number>;
}

export function measureMachine(files: RealFile[], onBlocked: (w: Wrapped, r: SafetyReport) => void = () => {}, onFile: (i: number, file: RealFile) => void = () => {}): MachineFigures {
  const fig: MachineFigures = { files: files.length, components: 0, blocked: 0, advisory: 0, bySource: {}, blockedResults: [], advisoryRules: {} };
  for (const [i, file] of files.entries()) {
    onFile(i, file);
    const s = (fig.bySource[file.source] ??= { files: 0, components: 0, blocked: 0, advisory: 0 });
    s.files++;
    for (const w of wrap(file)) {
      const report = analyzeComponent(kindByType(w.kind)!, w.published);
      fig.components++;
      s.components++;
      if (report.level === 'blocking') {
        fig.blocked++;
        s.blocked++;
        fig.blockedResults.push({ wrapped: w, report });
        onBlocked(w, report);
      } else if (report.level === 'advisory') {
        fig.advisory++;
        s.advisory++;
      }
      if (report.level !== 'none') for (const r of new Set(report.findings.filter((f) => f.severity !== 'blocking').map((f) => f.rule))) fig.advisoryRules[r] = (fig.advisoryRules[r] ?? 0) + 1;
    }
  }
  return fig;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const only = arg('--only');
  const files = machineFiles(Number(arg('--limit') ?? 400)).filter((f) => !only || f.source.includes(only));
  const started = process.cpuUsage();
  const fig = measureMachine(
    files,
    (wrapped, report) => {
      console.log(`BLOCKED ${wrapped.carrier} ${wrapped.file.path}`);
      for (const f of report.findings.filter((x) => x.severity === 'blocking')) console.log(`   !${f.rule} ${f.file}:${f.line} ${f.evidence.slice(0, 160)}`);
    },
    (i, file) => {
      if (process.argv.includes('--verbose')) process.stderr.write(`${i}/${files.length} ${file.path}\n`);
      else if (i % 50 === 0) process.stderr.write(`${i}/${files.length} ${file.source}\n`);
    },
  );
  const cpu = process.cpuUsage(started);
  const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(2)}%`;
  console.log('\nsource | files | components | blocked | advisory only');
  for (const [source, s] of Object.entries(fig.bySource)) console.log(`${source} | ${s.files} | ${s.components} | ${s.blocked} | ${s.advisory}`);
  console.log(`total | ${fig.files} | ${fig.components} | ${fig.blocked} (${pct(fig.blocked, fig.components)}) | ${fig.advisory} (${pct(fig.advisory, fig.components)})`);
  if (process.argv.includes('--advisories')) console.log('advisory rules (components):', Object.entries(fig.advisoryRules).sort((a, b) => b[1] - a[1]).map(([r, n]) => `${r} ${n}`).join(', '));
  console.log(`analysis CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}
