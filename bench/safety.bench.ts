/**
 * Safety analyzer benchmark (issue 23): `npm run bench -- safety`.
 *   accuracy   the blocking tier's precision and recall and the pairs told apart on the
 *              held-out twins (totals only: they stay sealed) and the development twins;
 *              SAFETY_TWINS_DIR=<dir> adds a set of twins laid out as catalog sources
 *              (<dir>/<pair>/{safe,unsafe}/<type>/<category>/<name>…, docs/safety.md)
 *   false      blocked components and advisories per component on the starter catalog,
 *   blocks     the generated 2,000-component messy catalog (bench/catalog-source.ts) and
 *              2,000 benign components with real-looking code (bench/safety-benign.ts)
 *   attacks    the attacker corpus (tests/safety/corpus/attacks/, issue 36): blocking recall
 *              and variants without a finding, development per class and held-out totals,
 *              benign variants blocked; beside the analyzer at SAFETY_BASELINE_REF (a floor,
 *              bench/safety-attacks.ts) and a published scanner when SAFETY_PUBLISHED_SCANNER
 *              names an installed one (bench/safety-published.ts)
 *   (attacks)  with it, the skills corpus (tests/safety/corpus/skills/, issue 36): whole components
 *              shaped like the public labelled datasets; blocking recall, finding rate and
 *              benign blocked per half and per class, beside the same floor
 *   speed      the analysis at 10,000 generated components (BENCH_COMPONENTS to change),
 *              in a child process: CPU of the catalog load with the analysis, of the same
 *              analysis run alone over the loaded components, of a load with the report
 *              cache cold and warm (src/catalog/safety-cache.ts), and the floor (reading
 *              every source file); goal ≤ 60 CPU s for the analysis at 10,000
 *   scan       `toolshed scan` of one component through the real bin, wall time (goal
 *              ≤ 200 ms), beside `toolshed --version` (the bin's start, a floor)
 *   size       what `npx toolshed` installs (npm pack, installed into an empty project;
 *              goal ≤ 5 MB)
 * Prints a summary with the date, the machine and the load average beside each figure.
 * SAFETY_BENCH_ONLY=speed,code,scan,size (any of the section names above) runs only those;
 *   code       the analysis over 2,000 components of real-looking code (bench/safety-benign.ts).
 *   machine    (only when named: minutes of CPU) real code nobody here wrote, read from this machine
 *              (Debian's scripts, git's hooks and contrib, node_modules, Claude Code's package)
 *              and wrapped as components carry it (bench/safety-machine.ts): blocked and advisory.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kindByType } from '../src/catalog/kinds.ts';
import { loadCatalog } from '../src/catalog/load.ts';
import { analyzeComponent } from '../src/safety/analyze.ts';
import type { SafetyReport } from '../src/safety/report.ts';
import { DEV_TWINS } from '../tests/safety/corpus/dev/index.ts';
import { evaluate, type CorpusFigures } from '../tests/safety/corpus/evaluate.ts';
import { HELD_OUT } from '../tests/safety/corpus/held-out/pairs.ts';
import { evaluateHalf, skillsCorpus, skillsTables, type HalfFigures } from '../tests/safety/corpus/skills/evaluate.ts';
import { generate } from './catalog-source.ts';
import { benignComponents } from './safety-benign.ts';
import { machineFiles, measureMachine } from './safety-machine.ts';
import { analyzerAt, classTable, corpusTable, DEFAULT_BASELINE_REF, runCorpus } from './safety-attacks.ts';
import { installedSize, scanTiming } from './safety-speed.ts';
import { publishedScannerRun } from './safety-published.ts';
import { openSafetyCache } from '../src/catalog/safety-cache.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const load = () => loadavg()[0]!.toFixed(1);
const two = (x: number) => x.toFixed(2);

// ---------- child: the speed measure, in a process of its own ----------

async function child(source: string): Promise<void> {
  const cpu = () => {
    const u = process.resourceUsage();
    return (u.userCPUTime + u.systemCPUTime) / 1000;
  };
  // The floor: read every source file once, as any build must.
  let c0 = cpu();
  let t0 = performance.now();
  let bytes = 0;
  for (const entry of await readdir(source, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += (await readFile(join(entry.parentPath, entry.name))).byteLength;
  }
  const floor = { cpuMs: cpu() - c0, wallMs: performance.now() - t0 };
  c0 = cpu();
  t0 = performance.now();
  const catalog = await loadCatalog(source);
  const loaded = { cpuMs: cpu() - c0, wallMs: performance.now() - t0 };
  // The analysis alone, over exactly what was published: what the build spends on it.
  c0 = cpu();
  t0 = performance.now();
  let findings = 0;
  for (const c of catalog.components) findings += analyzeComponent(c.kind, { content: c.content, ...(c.files ? { files: c.files } : {}) }).findings.length;
  const analysis = { cpuMs: cpu() - c0, wallMs: performance.now() - t0 };
  // The build's load with the report cache: cold (every report made and kept), then warm (read back).
  const cacheDir = await mkdtemp(join(tmpdir(), 'toolshed-safety-cache-bench-'));
  const timed = async (cached = true) => {
    const c = cpu();
    const t = performance.now();
    await loadCatalog(source, { ...(cached ? { safetyCache: openSafetyCache(cacheDir, 'bench') } : {}), threads: 0 });
    return { cpuMs: cpu() - c, wallMs: performance.now() - t };
  };
  const uncached = await timed(false);
  const cold = await timed();
  const warm = await timed();
  await rm(cacheDir, { recursive: true, force: true });
  console.log(`RESULT ${JSON.stringify({ components: catalog.components.length, bytes, floor, loaded, analysis, uncached, cold, warm, findings, maxRssKb: process.resourceUsage().maxRSS })}`);
}

// ---------- parent ----------

function describe(name: string, f: CorpusFigures, details: boolean): void {
  console.log(
    `${name}: ${f.pairs} pairs, ${f.toldApart} told apart (${f.ruleMatched} by the rule they name); blocking tier precision ${two(f.precision)}, recall ${two(f.recall)} ` +
      `(${f.truePositives} unsafe blocked, ${f.falseNegatives} missed, ${f.falsePositives} safe blocked); findings per component ${two(f.findingsPerComponent)}, per safe component ${two(f.safeAdvisories)}`,
  );
  if (details) for (const r of f.results.filter((x) => !x.toldApart)) console.log(`  not told apart: ${r.id} (expected ${r.expected}): safe ${r.safe.level}, unsafe ${r.unsafe.level}`);
}

/** Twins laid out as catalog sources: every <pair> folder holds safe/ and unsafe/ source trees of one component each. */
async function externalTwins(dir: string): Promise<CorpusFigures> {
  const results: CorpusFigures['results'] = [];
  for (const pair of (await readdir(dir)).sort()) {
    if (!(await stat(join(dir, pair))).isDirectory()) continue;
    const side = async (name: string): Promise<SafetyReport | undefined> => {
      const catalog = await loadCatalog(join(dir, pair, name)).catch(() => undefined);
      const c = catalog?.components[0];
      return c ? c.safety : undefined;
    };
    const [safe, unsafe] = [await side('safe'), await side('unsafe')];
    if (!safe || !unsafe) {
      console.log(`  ${pair}: skipped (each of safe/ and unsafe/ must hold one readable component)`);
      continue;
    }
    const toldApart = unsafe.level === 'blocking' && safe.level !== 'blocking';
    results.push({ id: pair, kind: '', expected: '', safe, unsafe, toldApart, ruleMatched: toldApart });
  }
  const tp = results.filter((r) => r.unsafe.level === 'blocking').length;
  const fp = results.filter((r) => r.safe.level === 'blocking').length;
  const findings = results.reduce((n, r) => n + r.safe.findings.length + r.unsafe.findings.length, 0);
  return {
    pairs: results.length,
    toldApart: results.filter((r) => r.toldApart).length,
    ruleMatched: results.filter((r) => r.toldApart).length,
    truePositives: tp,
    falseNegatives: results.length - tp,
    falsePositives: fp,
    precision: tp + fp ? tp / (tp + fp) : 1,
    recall: results.length ? tp / results.length : 1,
    findingsPerComponent: results.length ? findings / (2 * results.length) : 0,
    safeAdvisories: results.length ? results.reduce((n, r) => n + r.safe.findings.length, 0) / results.length : 0,
    results,
  };
}

function falseBlocks(name: string, reports: Array<{ id: string; report: SafetyReport }>): void {
  const blocked = reports.filter((r) => r.report.level === 'blocking');
  const findings = reports.reduce((n, r) => n + r.report.findings.length, 0);
  const none = reports.filter((r) => r.report.level === 'none').length;
  console.log(
    `${name}: ${reports.length} components, ${blocked.length} blocked (${((100 * blocked.length) / Math.max(1, reports.length)).toFixed(2)}%, goal ≤ 1%), ` +
      `${two(findings / Math.max(1, reports.length))} findings per component, ${none} without findings; load average ${load()}`,
  );
  for (const b of blocked.slice(0, 10)) console.log(`  blocked: ${b.id}: ${[...new Set(b.report.findings.filter((f) => f.severity === 'blocking').map((f) => `${f.rule} ${f.file}:${f.line}`))].join(', ')}`);
}

const ONLY = process.env.SAFETY_BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const want = (section: string) => !ONLY?.length || ONLY.includes(section);

async function parent(): Promise<void> {
  const started = new Date();
  console.log(`safety bench, ${started.toISOString()}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${load()}`);

  if (want('accuracy')) {
    console.log('\n-- accuracy (blocking tier) --');
    describe('held-out twins (sealed: totals only)', evaluate(HELD_OUT), false);
    describe('development twins (tuned on)', evaluate(DEV_TWINS), true);
  }
  if (want('attacks')) await attacks();
  const work = await mkdtemp(join(tmpdir(), 'toolshed-safety-bench-'));
  try {
    if (want('false') || want('blocks')) await falseBlockSection(work);
    if (want('speed')) await speed(work);
    if (want('code')) codeSpeed();
    if (ONLY?.includes('machine')) machineSection();
    if (want('scan')) {
      console.log('\n-- toolshed scan of one component, through the real bin --');
      console.log(scanTiming(work));
    }
    if (want('size')) {
      console.log('\n-- npx toolshed, installed --');
      console.log(installedSize(work));
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function machineSection(): void {
  console.log('\n-- real code on this machine, as components carry it (bench/safety-machine.ts) --');
  const fig = measureMachine(machineFiles(Number(process.env.BENCH_MACHINE_FILES ?? 120)));
  for (const [source, f] of Object.entries(fig.bySource)) console.log(`  ${source}: ${f.files} files, ${f.components} components, ${f.blocked} blocked, ${f.advisory} advisory only`);
  console.log(`  total: ${fig.files} files, ${fig.components} components, ${fig.blocked} blocked (${((100 * fig.blocked) / Math.max(1, fig.components)).toFixed(2)}%), ${fig.advisory} advisory only; load average ${load()}`);
  for (const b of fig.blockedResults.slice(0, 20)) console.log(`  blocked: ${b.wrapped.carrier} ${b.wrapped.file.path}: ${[...new Set(b.report.findings.filter((f) => f.severity === 'blocking').map((f) => `${f.rule} ${f.file}:${f.line}`))].join(', ')}`);
}

async function attacks(): Promise<void> {
  console.log('\n-- attacker corpus (issue 36; blocking recall, no finding, benign blocked) --');
  const current = runCorpus();
  const rows: Array<[string, typeof current]> = [['this checkout', current]];
  const ref = process.env.SAFETY_BASELINE_REF ?? DEFAULT_BASELINE_REF;
  const floorAnalyzer = await analyzerAt(ROOT, ref);
  let floorRun: typeof current | undefined;
  let floorSkills: { dev: HalfFigures; heldOut: HalfFigures } | undefined;
  if ('reason' in floorAnalyzer) console.log(`floor not measured: ${floorAnalyzer.reason}`);
  else {
    floorRun = runCorpus(floorAnalyzer.analyze);
    rows.push([`floor: the analyzer at ${ref}`, floorRun]);
    floorSkills = { dev: evaluateHalf(skillsCorpus.dev, floorAnalyzer.analyze), heldOut: evaluateHalf(skillsCorpus.heldOut, floorAnalyzer.analyze) };
    await floorAnalyzer.cleanup();
  }
  const published = await publishedScannerRun();
  if ('reason' in published) console.log(`published scanner: ${published.reason}`);
  else rows.push([published.name, published.run]);
  console.log(corpusTable(rows));
  console.log(classTable(current, floorRun));
  console.log(`load average ${load()}`);

  console.log('\n-- skills corpus (issue 36; whole components shaped like the public labelled datasets) --');
  console.log(skillsTables(evaluateHalf(skillsCorpus.dev), evaluateHalf(skillsCorpus.heldOut)));
  if (floorSkills) console.log(`floor (the analyzer at ${ref}):\n${skillsTables(floorSkills.dev, floorSkills.heldOut).split('\n\n')[0]}`);
  console.log(`load average ${load()}`);
  if (process.env.SAFETY_TWINS_DIR) describe(`twins in ${process.env.SAFETY_TWINS_DIR}`, await externalTwins(process.env.SAFETY_TWINS_DIR), true);
}

async function falseBlockSection(work: string): Promise<void> {
  console.log('\n-- false blocks --');
  const starter = await loadCatalog(join(ROOT, 'components-source'));
  falseBlocks('starter catalog', starter.components.map((c) => ({ id: `${c.kind.type}/${c.category}/${c.name}`, report: c.safety })));
  await generate(join(work, 'messy'), 2000, { messy: true });
  const messy = await loadCatalog(join(work, 'messy'));
  falseBlocks('generated messy catalog', messy.components.map((c) => ({ id: `${c.kind.type}/${c.category}/${c.name}`, report: c.safety })));
  falseBlocks('benign components with real-looking code', benignComponents(2000).map((c) => ({ id: c.id, report: analyzeComponent(kindByType(c.kind)!, c) })));
}

/** The analysis over components made of real-looking code (bench/safety-benign.ts): parsing dominates there, unlike the generated catalog's prose. */
function codeSpeed(): void {
  const components = benignComponents(2000);
  const bytes = components.reduce((n, c) => n + c.content.length + Object.values(c.files ?? {}).reduce((m, t) => m + t.length, 0), 0);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (const c of components) analyzeComponent(kindByType(c.kind)!, c);
  const c1 = process.cpuUsage(c0);
  const cpuMs = (c1.user + c1.system) / 1000;
  console.log(`\n-- the analysis over ${components.length} components of real-looking code (${(bytes / 2 ** 20).toFixed(1)} MB) --`);
  console.log(`${(cpuMs / 1000).toFixed(2)} CPU s, ${((performance.now() - t0) / 1000).toFixed(2)} s wall, ${((1000 * cpuMs) / components.length).toFixed(0)} µs CPU per component: ${((cpuMs * 5) / 1000).toFixed(1)} CPU s at 10,000 (goal ≤ 60); load average ${load()}`);
}

async function speed(work: string): Promise<void> {
  {
    const total = Number(process.env.BENCH_COMPONENTS ?? 10_000);
    console.log(`\n-- speed at ${total} components --`);
    const source = join(work, 'speed');
    await generate(source, total, { messy: true });
    const before = load();
    const r = spawnSync(process.execPath, [SELF, '--child', source], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
    const line = r.stdout.split('\n').find((l) => l.startsWith('RESULT '));
    if (r.status !== 0 || !line) throw new Error(`speed child failed:\n${r.stdout}${r.stderr}`);
    const m = JSON.parse(line.slice(7)) as { components: number; bytes: number; floor: Timing; loaded: Timing; analysis: Timing; uncached: Timing; cold: Timing; warm: Timing; findings: number; maxRssKb: number };
    const s = (x: number) => `${(x / 1000).toFixed(2)} s`;
    console.log(`${m.components} components, ${(m.bytes / 2 ** 20).toFixed(1)} MB of sources; load average ${before} before, ${load()} after; peak ${(m.maxRssKb / 1024).toFixed(0)} MB`);
    console.log('| measure | CPU | wall |\n| --- | --- | --- |');
    console.log(`| floor: read every source file | ${s(m.floor.cpuMs)} | ${s(m.floor.wallMs)} |`);
    console.log(`| catalog load, analysis included | ${s(m.loaded.cpuMs)} | ${s(m.loaded.wallMs)} |`);
    console.log(`| the analysis alone (extra build time) | ${s(m.analysis.cpuMs)} | ${s(m.analysis.wallMs)} |`);
    console.log(`| catalog load, one thread, no report cache | ${s(m.uncached.cpuMs)} | ${s(m.uncached.wallMs)} |`);
    console.log(`| catalog load, one thread, report cache cold (made and kept) | ${s(m.cold.cpuMs)} | ${s(m.cold.wallMs)} |`);
    console.log(`| catalog load, one thread, report cache warm (read back) | ${s(m.warm.cpuMs)} | ${s(m.warm.wallMs)} |`);
    console.log(`analysis: ${((1000 * m.analysis.cpuMs) / m.components).toFixed(0)} µs CPU per component, ${two(m.findings / m.components)} findings per component; goal ≤ 60 CPU s at 10,000: ${m.analysis.cpuMs * (10_000 / m.components) <= 60_000 ? 'met' : 'NOT met'} (the machine is shared, see the load average)`);
  }
}

type Timing = { cpuMs: number; wallMs: number };

if (process.argv[2] === '--child') await child(process.argv[3]!);
else await parent();
