/**
 * The attacker corpus's part of the safety bench (issue 36): blocking recall
 * on the attack variants (development per class, held-out totals only),
 * variants left without any finding, benign variants blocked; for the
 * current analyzer and, in the same run, for a floor: the analyzer as it was
 * at another commit (SAFETY_BASELINE_REF, default the commit before the
 * rebuild), read with `git archive` into a temporary folder and imported
 * from there with this checkout's node_modules.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { corpus, currentAnalyzer, evaluateAttacks, evaluateBenign, type Analyze, type AttackFigures, type BenignFigures } from '../tests/safety/corpus/attacks/evaluate.ts';

/** The analyzer before issue 36's rebuild (main when the attacker corpus was written). */
export const DEFAULT_BASELINE_REF = 'e956cd9';

export async function analyzerAt(root: string, ref: string): Promise<{ analyze: Analyze; cleanup: () => Promise<void> } | { reason: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'toolshed-floor-'));
  const r = spawnSync('sh', ['-c', `git archive --format=tar "$1" src package.json | tar -x -C "$2"`, 'sh', ref, dir], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) {
    await rm(dir, { recursive: true, force: true });
    return { reason: `git archive ${ref} failed: ${r.stderr.trim()}` };
  }
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
  const analyzer = (await import(pathToFileURL(join(dir, 'src/safety/analyze.ts')).href)) as typeof import('../src/safety/analyze.ts');
  const kinds = (await import(pathToFileURL(join(dir, 'src/catalog/kinds.ts')).href)) as typeof import('../src/catalog/kinds.ts');
  return { analyze: (kind, published) => analyzer.analyzeComponent(kinds.kindByType(kind)!, published), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export interface CorpusRun {
  dev: AttackFigures;
  heldOut: AttackFigures;
  devBenign: BenignFigures;
  heldOutBenign: BenignFigures;
  cpuMs: number;
}

export function runCorpus(analyze: Analyze = currentAnalyzer): CorpusRun {
  const cpu = () => {
    const u = process.resourceUsage();
    return (u.userCPUTime + u.systemCPUTime) / 1000;
  };
  const c0 = cpu();
  const out = {
    dev: evaluateAttacks(corpus.dev.attacks, analyze),
    heldOut: evaluateAttacks(corpus.heldOut.attacks, analyze),
    devBenign: evaluateBenign(corpus.dev.benign, analyze),
    heldOutBenign: evaluateBenign(corpus.heldOut.benign, analyze),
  };
  return { ...out, cpuMs: cpu() - c0 };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function corpusLine(name: string, r: CorpusRun): string {
  const a = (f: AttackFigures) => `${f.blocked}/${f.mustBlock} blocked (${pct(f.recall)}), ${f.withoutFinding}/${f.variants} without a finding, ${f.findingMet}/${f.findingExpected} "finding" variants found`;
  const b = (f: BenignFigures) => `${f.blocked}/${f.variants} (${pct(f.blockedRate)})`;
  return `| ${name} | ${a(r.dev)} | ${a(r.heldOut)} | ${b(r.devBenign)} | ${b(r.heldOutBenign)} | ${Number.isFinite(r.cpuMs) ? `${(r.cpuMs / 1000).toFixed(2)} s` : "–"} |`;
}

export function corpusTable(rows: Array<[string, CorpusRun]>): string {
  const head = '| analyzer | attacks, development | attacks, held-out (totals only) | benign blocked, dev | benign blocked, held-out | CPU |\n| --- | --- | --- | --- | --- | --- |';
  return [head, ...rows.map(([n, r]) => corpusLine(n, r))].join('\n');
}

/** Development half per class: the current analyzer beside the floor (blocked / advisory only / no finding). */
export function classTable(current: CorpusRun, floor?: CorpusRun): string {
  const lines = ['| class (development) | variants | blocked | advisory only | no finding | floor: blocked / no finding |', '| --- | --- | --- | --- | --- | --- |'];
  for (const [cls, f] of Object.entries(current.dev.byClass)) {
    const fl = floor?.dev.byClass[cls];
    lines.push(`| ${cls} | ${f.variants} | ${f.blocked} | ${f.advisory} | ${f.none} | ${fl ? `${fl.blocked} / ${fl.none}` : '–'} |`);
  }
  for (const [cls, f] of Object.entries(current.devBenign.byClass)) {
    const fl = floor?.devBenign.byClass[cls];
    lines.push(`| benign ${cls} | ${f.variants} | ${f.blocked} (blocked: goal 0) | ${f.advisory} | ${f.none} | ${fl ? `${fl.blocked} blocked` : '–'} |`);
  }
  return lines.join('\n');
}
