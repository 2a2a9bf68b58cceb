/**
 * A labelled dataset of malicious and benign skills, judged as `toolshed scan`
 * judges a project folder: each specimen is an installation root (a project
 * with `.claude/skills/…`, `.mcp.json`, another agent's skills folder…), laid
 * out as
 *
 *   FOLDER/<format>/<benign|malicious>/<id>/…
 *
 * and scanned on its own through the command's own code (src/cli/scan.ts,
 * `--format json`), so a layout the command cannot read shows here as a scan
 * that failed. A specimen counts as blocked when any of its components has a
 * blocking finding, advisory-only when the worst is an advisory. Nothing of a
 * dataset is in the project: it is kept outside (docs/benchmarks.md says
 * which, and how it was produced).
 *
 *   ./node_modules/.bin/node bench/safety-labelled.ts FOLDER [--half dev|held-out|all] [--manifest FILE]
 *
 * `--half`: specimens split by a hash of their id (bench/halves.ts, as the
 * real-catalog bench splits), decided before any result is read. The dev half
 * prints every miss (malicious, not blocked) and every false block (benign,
 * blocked) with its findings; the held-out half prints totals only.
 * `--manifest`: a JSON file with `entries: [{skill_id, attack_type,
 * benign_category}]` (default: `manifest.json` in FOLDER or its parent) for
 * the per-type counts; without one the counts are per format and label.
 * A suite of plugin folders (an MCP scanner's malicious servers) is read the
 * same way once linked as FOLDER/mcp-server/malicious/<id> with a manifest
 * giving each id its class (docs/benchmarks.md).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { run as scan } from '../src/cli/scan.ts';
import type { SafetyReport } from '../src/safety/report.ts';
import { halfOf } from './halves.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { half: { type: 'string', default: 'dev' }, manifest: { type: 'string' } },
});
const folder = positionals[0];
const half = values.half!;
if (!folder || !['dev', 'held-out', 'all'].includes(half)) {
  console.error('usage: bench/safety-labelled.ts FOLDER [--half dev|held-out|all] [--manifest FILE]');
  process.exit(2);
}
const LABELS = ['malicious', 'benign'] as const;
type Label = (typeof LABELS)[number];
type Verdict = 'blocked' | 'advisory' | 'none' | 'failed';

/** The type each specimen id is given by the dataset's manifest, when there is one. */
function typesOf(): Map<string, string> {
  const path = values.manifest ?? [join(folder!, 'manifest.json'), join(dirname(folder!), 'manifest.json')].find((p) => existsSync(p));
  const types = new Map<string, string>();
  if (!path) return types;
  const doc = JSON.parse(readFileSync(path, 'utf8')) as { entries?: { skill_id?: string; attack_type?: string; benign_category?: string | null }[] };
  for (const e of doc.entries ?? []) if (e.skill_id) types.set(e.skill_id, e.benign_category ?? e.attack_type ?? '');
  return types;
}

interface Outcome {
  verdict: Verdict;
  lines: string[];
}

/** One specimen root through `toolshed scan --format json`, as a user runs it there. */
async function judge(root: string): Promise<Outcome> {
  let out = '';
  let err = '';
  const code = await scan({ argv: ['--format', 'json', root], env: {}, cwd: root, stdout: (t) => (out += t), stderr: (t) => (err += t) });
  if (code === 2 || !out) return { verdict: 'failed', lines: [`scan exit ${code}: ${err.trim().split('\n')[0]}`] };
  const reports = JSON.parse(out) as { component: string; safety: SafetyReport }[];
  const findings = reports.flatMap((r) => r.safety.findings.map((f) => `${f.severity} ${f.rule} ${r.component}:${f.line} ${f.evidence.slice(0, 160)}`));
  const verdict: Verdict = reports.some((r) => r.safety.level === 'blocking') ? 'blocked' : reports.some((r) => r.safety.level === 'advisory') ? 'advisory' : 'none';
  return { verdict, lines: reports.length ? findings : [`nothing scanned: ${err.trim().split('\n')[0] ?? ''}`] };
}

const dirs = (path: string) => (existsSync(path) ? readdirSync(path).filter((n) => statSync(join(path, n)).isDirectory()).sort() : []);
const types = typesOf();
const count = () => ({ n: 0, blocked: 0, advisory: 0, none: 0, failed: 0 });
const byFormat = new Map<string, ReturnType<typeof count>>();
const byType = new Map<string, ReturnType<typeof count>>();
const shown: string[] = [];
const tally = (map: Map<string, ReturnType<typeof count>>, key: string, verdict: Verdict) => {
  const c = map.get(key) ?? count();
  map.set(key, c);
  c.n++;
  c[verdict]++;
};

for (const format of dirs(folder)) {
  for (const label of LABELS) {
    for (const id of dirs(join(folder, format, label))) {
      if (half !== 'all' && halfOf(id) !== half) continue;
      const { verdict, lines } = await judge(join(folder, format, label, id));
      tally(byFormat, `${label} ${format}`, verdict);
      tally(byFormat, `${label} (all)`, verdict);
      const type = types.get(id);
      if (type) tally(byType, `${label} ${type}`, verdict);
      const wrong = label === 'malicious' ? verdict !== 'blocked' : verdict === 'blocked' || verdict === 'failed';
      if (wrong) shown.push(`${label === 'malicious' ? 'MISS' : 'FALSE BLOCK'} ${format}/${id}${type ? ` (${type})` : ''}: ${verdict}\n${lines.map((l) => `    ${l}`).join('\n')}`);
    }
  }
}

const width = Math.max(34, ...[...byFormat.keys(), ...byType.keys()].map((k) => k.length));
const row = (key: string, c: ReturnType<typeof count>) => `  ${key.padEnd(width)} ${String(c.n).padStart(4)}  blocked ${String(c.blocked).padStart(4)}  advisory-only ${String(c.advisory).padStart(4)}  no finding ${String(c.none).padStart(4)}${c.failed ? `  scan failed ${c.failed}` : ''}`;
if (half === 'dev' || half === 'all') for (const s of shown) console.log(s);
console.log(`half ${half}: per label and format`);
for (const [key, c] of [...byFormat].sort()) console.log(row(key, c));
if (byType.size && half !== 'held-out') {
  console.log('per type (from the manifest)');
  for (const [key, c] of [...byType].sort((a, b) => a[0].localeCompare(b[0], 'en', { numeric: true }))) console.log(row(key, c));
}
const mal = byFormat.get('malicious (all)') ?? count();
const ben = byFormat.get('benign (all)') ?? count();
console.log(
  `half ${half}: malicious blocked ${mal.blocked}/${mal.n} (${((100 * mal.blocked) / Math.max(1, mal.n)).toFixed(1)}%), benign blocked ${ben.blocked}/${ben.n} (${((100 * ben.blocked) / Math.max(1, ben.n)).toFixed(1)}%); load ${loadavg()[0]!.toFixed(2)}`,
);
