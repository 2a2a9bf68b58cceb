/**
 * A published scanner on the attacker corpus, in the same run as ours: every
 * variant written to disk as it would be installed (agents and commands under
 * `.claude/`, a skill in `.claude/skills/`, a hook as `.claude/settings.json`
 * with its scripts in `.claude/hooks/`, MCP servers as `.mcp.json`, a plugin,
 * sandbox or template as its folder), the scanner run once over all of them
 * with its default settings as a user would, and its findings counted per
 * variant: one at its failing severity (critical or high: its `--fail-on`
 * default) is "blocked", any other is a finding.
 *
 * The scanner: ferret-scan 2.10.0 ("static security scanner for AI CLI and MCP
 * configurations"), the one of those on the npm registry found to run offline
 * here; install it in a folder of its own (`npm install ferret-scan@2.10.0`)
 * and name its bin in SAFETY_PUBLISHED_SCANNER. Without it the bench says so.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { SafetyReport } from '../src/safety/report.ts';
import { corpus } from '../tests/safety/corpus/attacks/evaluate.ts';
import type { Variant } from '../tests/safety/corpus/attacks/payload.ts';
import { runCorpus, type CorpusRun } from './safety-attacks.ts';

const SINGLE: Record<string, string> = { agents: '.claude/agents/x.md', commands: '.claude/commands/x.md', loops: '.claude/commands/loop.md', mcps: '.mcp.json', settings: '.claude/settings.json', hooks: '.claude/settings.json' };

/** A variant's files as installed in a project. */
function installedFiles(v: Variant): Record<string, string> {
  const { content, files } = v.published;
  if (!files) return { [SINGLE[v.kind]!]: content };
  if (v.kind === 'skills') return Object.fromEntries(Object.entries(files).map(([p, t]) => [`.claude/skills/x/${p}`, t]));
  if (v.kind === 'hooks') return { '.claude/settings.json': content, ...Object.fromEntries(Object.entries(files).filter(([, t]) => t !== content).map(([p, t]) => [`.claude/hooks/${p}`, t])) };
  return files;
}

export async function publishedScannerRun(): Promise<{ name: string; run: CorpusRun } | { reason: string }> {
  const bin = process.env.SAFETY_PUBLISHED_SCANNER;
  if (!bin) return { reason: 'not measured: set SAFETY_PUBLISHED_SCANNER to the bin of ferret-scan 2.10.0 installed in a folder of its own (docs/benchmarks.md)' };
  const dir = await mkdtemp(join(tmpdir(), 'toolshed-published-'));
  try {
    const all = [...corpus.dev.attacks, ...corpus.heldOut.attacks, ...corpus.dev.benign, ...corpus.heldOut.benign];
    const folder = new Map<string, Variant>();
    for (const [i, v] of all.entries()) {
      const name = `v${i}`;
      folder.set(name, v);
      for (const [p, t] of Object.entries(installedFiles(v))) {
        await mkdir(dirname(join(dir, 'corpus', name, p)), { recursive: true });
        await writeFile(join(dir, 'corpus', name, p), t);
      }
    }
    const t0 = process.hrtime.bigint();
    const r = spawnSync(bin, ['scan', join(dir, 'corpus'), '--format', 'json', '-o', join(dir, 'out.json')], { encoding: 'utf8', maxBuffer: 256 << 20, timeout: 900_000 });
    const wallMs = Number(process.hrtime.bigint() - t0) / 1e6;
    const out = JSON.parse(await readFile(join(dir, 'out.json'), 'utf8').catch(() => '{}')) as { findings?: Array<{ severity: string; relativePath: string }> };
    if (!out.findings) return { reason: `${bin} gave no report (exit ${r.status}): ${(r.stderr || r.stdout).slice(-300)}` };
    const level = new Map<Variant['published'], SafetyReport['level']>();
    for (const f of out.findings) {
      const v = folder.get(f.relativePath.split('/')[0]!);
      if (!v) continue;
      const worst = /^(critical|high)$/i.test(f.severity) ? 'blocking' : 'advisory';
      if (level.get(v.published) !== 'blocking') level.set(v.published, worst);
    }
    const run = runCorpus((_kind, published) => ({ level: level.get(published) ?? 'none', findings: [] }));
    return { name: `published: ferret-scan (one run over ${all.length} variants, ${(wallMs / 1000).toFixed(1)} s wall)`, run: { ...run, cpuMs: NaN } };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
