/**
 * `./node_modules/.bin/node tests/safety/corpus/external.ts <folder> [--held-out] [--misses]`
 * measures the analyzer on labelled samples written by others (public
 * datasets of malicious and benign skills and MCP servers), kept outside the
 * project: their text is not ours to commit. `<folder>/labels.json` lists
 * `[{ "sample": "<path under folder>", "label": "malicious" | "benign",
 * "dataset": "<name>", "kind"?: "<type>" }]`; each sample goes through
 * `toolshed scan --json` in this process, as a user would scan it.
 *
 * Each sample falls in the development or the held-out half by the sha256 of
 * its path, so the halves stay put as samples are added. Tune on the
 * development half only; `--held-out` adds the other half's figures, measured
 * at the start and the end of a piece of work. `--misses` lists the
 * development half's malicious samples not blocked and benign ones blocked.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { run } from '../../../src/cli/scan.ts';

const Labels = z.array(
  z.object({
    sample: z.string().min(1),
    label: z.enum(['malicious', 'benign']),
    dataset: z.string().min(1),
    kind: z.string().optional(),
  }),
);
type Labelled = z.infer<typeof Labels>[number];

interface Outcome {
  item: Labelled;
  blocked: boolean;
  found: boolean;
  rules: string[];
  problem?: string;
}

export function halfOf(sample: string): 'dev' | 'held-out' {
  return createHash('sha256').update(sample).digest()[0]! % 2 === 0 ? 'dev' : 'held-out';
}

async function scanOne(root: string, item: Labelled): Promise<Outcome> {
  let out = '';
  let err = '';
  const argv = ['--json', ...(item.kind ? ['--kind', item.kind] : []), join(root, item.sample)];
  const code = await run({ argv, env: {}, cwd: root, stdout: (t) => (out += t), stderr: (t) => (err += t) });
  if (code === 2) return { item, blocked: false, found: false, rules: [], problem: err.trim().split('\n')[0] };
  const reports = JSON.parse(out) as { safety: { findings: { rule: string; severity: string }[] } }[];
  const findings = reports.flatMap((r) => r.safety.findings);
  return {
    item,
    blocked: findings.some((f) => f.severity === 'blocking'),
    found: findings.length > 0,
    rules: [...new Set(findings.map((f) => `${f.rule}${f.severity === 'blocking' ? '!' : ''}`))],
  };
}

function figures(outcomes: Outcome[]): string {
  const mal = outcomes.filter((o) => o.item.label === 'malicious' && !o.problem);
  const ben = outcomes.filter((o) => o.item.label === 'benign' && !o.problem);
  const blocked = mal.filter((o) => o.blocked).length;
  const none = mal.filter((o) => !o.found).length;
  const benBlocked = ben.filter((o) => o.blocked).length;
  const pct = (n: number, d: number) => `${n}/${d}${d ? ` (${((100 * n) / d).toFixed(1)}%)` : ''}`;
  const unreadable = outcomes.filter((o) => o.problem).length;
  return `malicious blocked ${pct(blocked, mal.length)}, ${none} without a finding; benign blocked ${pct(benBlocked, ben.length)}${unreadable ? `; ${unreadable} unreadable` : ''}`;
}

async function main(): Promise<void> {
  const folder = process.argv[2];
  if (!folder || folder.startsWith('--')) throw new Error('usage: external.ts <folder> [--held-out] [--misses]');
  const root = resolve(folder);
  const labels = Labels.parse(JSON.parse(readFileSync(join(root, 'labels.json'), 'utf8')));
  // A label names a sample inside the folder: one that leaves it (`../`, an absolute path) is refused, never scanned.
  const outside = labels.find((l) => relative(root, resolve(root, l.sample)).startsWith('..') || isAbsolute(l.sample));
  if (outside) throw new Error(`labels.json: ${JSON.stringify(outside.sample)} is not a path inside ${root}`);
  const outcomes: Outcome[] = [];
  for (const item of labels) outcomes.push(await scanOne(root, item));
  const halves = process.argv.includes('--held-out') ? (['dev', 'held-out'] as const) : (['dev'] as const);
  for (const dataset of [...new Set(labels.map((l) => l.dataset))].sort()) {
    for (const half of halves) {
      const part = outcomes.filter((o) => o.item.dataset === dataset && halfOf(o.item.sample) === half);
      console.log(`${dataset.padEnd(28)} ${half.padEnd(8)} ${figures(part)}`);
    }
  }
  for (const half of halves) console.log(`${'all'.padEnd(28)} ${half.padEnd(8)} ${figures(outcomes.filter((o) => halfOf(o.item.sample) === half))}`);
  if (!process.argv.includes('--misses')) return;
  for (const o of outcomes) {
    if (halfOf(o.item.sample) !== 'dev') continue;
    if (o.problem) console.log(`  UNREADABLE ${o.item.sample}: ${o.problem}`);
    else if (o.item.label === 'malicious' && !o.blocked) console.log(`  MISSED ${o.item.sample}: ${o.rules.join(', ') || 'no finding'}`);
    else if (o.item.label === 'benign' && o.blocked) console.log(`  FALSE BLOCK ${o.item.sample}: ${o.rules.join(', ')}`);
  }
}

await main();
