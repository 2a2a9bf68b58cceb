/**
 * Which findings, alone and in pairs, the malicious samples that are NOT blocked carry, against
 * how many benign samples carry the same: the evidence for (or against) blocking a component on a
 * combination of advisory findings (issue 36's tier calibration). Development halves only.
 *
 *   ./node_modules/.bin/node bench/safety-combinations.ts [--prose FOLDER]… [--real FOLDER] [--limit N]
 *     [--save FILE | --load FILE] [--min N] [--show FEATURE[+FEATURE]]…
 *
 * A feature is a finding's rule, `~doc` added when it is not in code (documentation, a fenced
 * example), `tool-poisoning` split by its reading (poisoning-reasons.ts). Malicious: the skills
 * batches' and the attacker corpus's development samples that must block and do not. Benign: every
 * batch's development benign twins, the real-code corpus's development half, the attacker corpus's
 * benign development variants, the starter catalog (`components-source/`), the machine's code
 * (bench/safety-machine.ts, `--limit` files a source) and its prose's development half
 * (bench/safety-prose.ts), each `--prose` folder's development half and a `--real` folder of catalog
 * checkouts' development half (bench/halves.ts). `--save` keeps every sample's findings so the
 * tables can be printed again with `--load` without analysing; `--show` lists the samples carrying
 * a feature or a pair (`a+b`). Held-out halves are never read here.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kindByType } from '../src/catalog/kinds.ts';
import { loadCatalog } from '../src/catalog/load.ts';
import { runImport } from '../src/import/run.ts';
import { analyzeComponent } from '../src/safety/analyze.ts';
import { REASONS } from '../src/safety/poisoning-reasons.ts';
import type { Finding, SafetyReport } from '../src/safety/report.ts';
import { corpus } from '../tests/safety/corpus/attacks/evaluate.ts';
import type { Variant } from '../tests/safety/corpus/attacks/payload.ts';
import { variantsOf } from '../tests/safety/corpus/benign/corpus.ts';
import { SKILL_BATCHES } from '../tests/safety/corpus/skill-batches.ts';
import { halfOf } from './halves.ts';
import { machineFiles, wrap } from './safety-machine.ts';
import { folderProse, isHeldOut, machineProse, wrapProse } from './safety-prose.ts';

const READINGS = Object.values(REASONS);

interface Sample {
  side: 'benign' | 'malicious';
  /** The batch or the benign source. */
  source: string;
  id: string;
  blocked: boolean;
  findings: Array<Pick<Finding, 'rule' | 'severity' | 'file' | 'inCode' | 'evidence'>>;
}

/** A finding as a feature of its component. */
export function featureOf(f: Pick<Finding, 'rule' | 'inCode' | 'evidence'>): string {
  const reading = f.rule === 'tool-poisoning' ? READINGS.find((r) => f.evidence.startsWith(`${r}:`)) : undefined;
  return `${reading ? `${f.rule}: ${reading}` : f.rule}${f.inCode ? '' : '~doc'}`;
}

const args = (name: string) => process.argv.flatMap((a, i) => (process.argv[i - 1] === name ? [a] : []));

async function gather(): Promise<Sample[]> {
  const samples: Sample[] = [];
  const judge = (side: Sample['side'], source: string, id: string, kind: string, published: Variant['published']) => {
    const report: SafetyReport = analyzeComponent(kindByType(kind as Variant['kind'])!, published);
    record(side, source, id, report);
  };
  const record = (side: Sample['side'], source: string, id: string, report: SafetyReport) => {
    const findings = report.findings.map((f) => ({ rule: f.rule, severity: f.severity, file: f.file, inCode: f.inCode, evidence: f.evidence.slice(0, 160) }));
    samples.push({ side, source, id, blocked: report.level === 'blocking', findings });
  };
  const progress = (what: string) => process.stderr.write(`${what}: ${samples.length} samples so far\n`);
  for (const [name, batch] of Object.entries(SKILL_BATCHES)) {
    for (const v of batch.dev.malicious) if (v.expect === 'blocking') judge('malicious', name, v.id, v.kind, v.published);
    for (const v of batch.dev.benign) judge('benign', `twins ${name}`, v.id, v.kind, v.published);
  }
  progress('batches');
  for (const v of corpus.dev.attacks) if (v.expect === 'blocking') judge('malicious', 'attacker corpus', v.id, v.kind, v.published);
  for (const v of corpus.dev.benign) judge('benign', 'attacker corpus benign', v.id, v.kind, v.published);
  for (const v of await variantsOf('dev')) judge('benign', 'real-code corpus', v.id, v.kind, v.published);
  progress('corpora');
  for (const c of (await loadCatalog('components-source', { threads: 1 })).components) record('benign', 'starter catalog', `${c.kind.type}/${c.category}/${c.name}`, c.safety);
  const limit = Number(args('--limit')[0] ?? 150);
  for (const file of machineFiles(limit)) for (const w of wrap(file)) judge('benign', 'machine code', `${w.carrier} ${file.path}`, w.kind, w.published);
  progress('machine code');
  const prose = [...machineProse(600), ...args('--prose').flatMap((dir) => folderProse(dir, 2000))].filter((d) => !isHeldOut(d));
  for (const doc of prose) for (const w of wrapProse(doc)) judge('benign', doc.source, `${w.carrier} ${doc.path}`, w.kind, w.published);
  progress('prose');
  for (const folder of args('--real')) {
    for (const repo of (await readdir(folder, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
      const out = await mkdtemp(join(tmpdir(), 'toolshed-combinations-'));
      try {
        await runImport({ source: join(folder, repo), out, id: 'real', repository: repo });
        for (const c of (await loadCatalog(out, { threads: 1 })).components) {
          const id = `${repo}/${c.kind.type}/${c.category}/${c.name}`;
          if (halfOf(id) === 'dev') record('benign', 'real catalogs', id, c.safety);
        }
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    }
  }
  return samples;
}

interface Tally {
  missed: number;
  batches: Set<string>;
  benign: number;
  benignSources: Map<string, number>;
}

/** Rule and pair counts over the malicious misses and every benign sample. */
export function tabulate(samples: readonly Sample[]): Map<string, Tally> {
  const table = new Map<string, Tally>();
  for (const s of samples) {
    if (s.side === 'malicious' && s.blocked) continue;
    const features = [...new Set(s.findings.map(featureOf))].sort();
    const keys = [...features];
    for (let i = 0; i < features.length; i++) for (let j = i + 1; j < features.length; j++) keys.push(`${features[i]} + ${features[j]}`);
    for (const k of keys) {
      const t = table.get(k) ?? { missed: 0, batches: new Set(), benign: 0, benignSources: new Map() };
      table.set(k, t);
      if (s.side === 'malicious') {
        t.missed++;
        t.batches.add(s.source);
      } else {
        t.benign++;
        t.benignSources.set(s.source, (t.benignSources.get(s.source) ?? 0) + 1);
      }
    }
  }
  return table;
}

type Held = Sample['findings'];
const inCode = (fs: Held, rules: readonly string[]) => fs.filter((f) => f.inCode && rules.includes(f.rule));
const CREDENTIAL_READ = ['reads-sensitive-file'];
const SENDS = ['network', 'secret-to-network'];
const DOWNLOADS = ['download-then-run', 'install-from-url', 'network', 'pipe-to-shell'];
/** Blocking rules' heuristic hits (weak: an advisory in code). */
const WEAK = ['pipe-to-shell', 'runs-unshown', 'tool-input-runs', 'hidden-instructions', 'credential-exfiltration', 'reverse-shell'];

/** The combinations proposed for a tier of their own, over findings the flow did not connect. */
export const HYPOTHESES: Array<[string, (fs: Held) => boolean]> = [
  ['a credential store read + a network call, anywhere in the component', (fs) => inCode(fs, CREDENTIAL_READ).length > 0 && inCode(fs, SENDS).length > 0],
  [
    'a credential store read + a network call in another file',
    (fs) => {
      const reads = new Set(inCode(fs, CREDENTIAL_READ).map((f) => f.file));
      return reads.size > 0 && inCode(fs, SENDS).some((f) => !reads.has(f.file));
    },
  ],
  ['a download + a write outside the project (a file that runs later)', (fs) => inCode(fs, DOWNLOADS).length > 0 && inCode(fs, ['writes-outside-project']).length > 0],
  ['two blocking rules each hit weakly in code', (fs) => new Set(inCode(fs, WEAK).filter((f) => f.severity === 'advisory').map((f) => f.rule)).size >= 2],
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const load = args('--load')[0];
  const samples: Sample[] = load ? (JSON.parse(readFileSync(load, 'utf8')) as Sample[]) : await gather();
  const save = args('--save')[0];
  if (save) writeFileSync(save, JSON.stringify(samples));
  const min = Number(args('--min')[0] ?? 3);
  const malicious = samples.filter((s) => s.side === 'malicious');
  const misses = malicious.filter((s) => !s.blocked);
  const sources = new Map<string, { n: number; blocked: number }>();
  for (const s of samples.filter((x) => x.side === 'benign')) {
    const c = sources.get(s.source) ?? { n: 0, blocked: 0 };
    sources.set(s.source, { n: c.n + 1, blocked: c.blocked + (s.blocked ? 1 : 0) });
  }
  console.log(`malicious (development, must block): ${malicious.length}, not blocked ${misses.length}, of them with no finding ${misses.filter((s) => !s.findings.length).length}`);
  console.log(`benign: ${[...sources].map(([k, v]) => `${k} ${v.n} (${v.blocked} blocked)`).join('; ')}\n`);
  const table = tabulate(samples);
  const rows = [...table].filter(([, t]) => t.missed >= min).sort((a, b) => a[1].benign - b[1].benign || b[1].missed - a[1].missed);
  console.log(`| feature or pair (>= ${min} misses) | misses | batches | benign | benign sources |`);
  console.log('| --- | --- | --- | --- | --- |');
  for (const [k, t] of rows) {
    const where = [...t.benignSources].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([s, n]) => `${s} ${n}`).join(', ');
    console.log(`| ${k} | ${t.missed} | ${t.batches.size} | ${t.benign} | ${where} |`);
  }
  console.log('\n| proposed combination | misses | batches | benign | benign sources |\n| --- | --- | --- | --- | --- |');
  for (const [name, holds] of HYPOTHESES) {
    const m = misses.filter((x) => holds(x.findings));
    const b = samples.filter((x) => x.side === 'benign' && holds(x.findings));
    const by = new Map<string, number>();
    for (const x of b) by.set(x.source, (by.get(x.source) ?? 0) + 1);
    const where = [...by].sort((p, q) => q[1] - p[1]).slice(0, 3).map(([k, n]) => `${k} ${n}`).join(', ');
    console.log(`| ${name} | ${m.length} | ${new Set(m.map((x) => x.source)).size} | ${b.length} | ${where} |`);
  }
  for (const show of args('--show')) {
    const parts = show.split('+').map((p) => p.trim());
    for (const s of samples) {
      if (s.side === 'malicious' && s.blocked) continue;
      const features = new Set(s.findings.map(featureOf));
      if (!parts.every((p) => features.has(p))) continue;
      console.log(`\n${s.side.toUpperCase()} [${show}] ${s.source} ${s.id}`);
      for (const f of s.findings) if (parts.includes(featureOf(f))) console.log(`   ${f.rule} ${f.severity} ${f.file} ${f.evidence}`);
    }
  }
}
