/**
 * Two safety reports of one component side by side (the locked bytes and the
 * catalog's new bytes): what it can now do that it could not before, and what
 * it no longer does. Pure. `toolshed update`, the restore prompt and
 * `toolshed plugins update` print these lines, new capabilities and findings
 * first ("now sends data to api.example.com"), because a component that
 * quietly starts calling out is what a lock file exists to catch.
 */
import type { Capabilities, Finding, SafetyLevel, SafetyReport } from './report.ts';

/** One capability or finding present in one report and not in the other. */
export interface SafetyChange {
  /** What it is about: a capability list (`network`, `hooks`, …) or `finding`. */
  about: keyof Capabilities | 'finding';
  /** The severity for findings; capabilities have none. */
  severity?: Finding['severity'];
  /** A sentence for a person, written for the report the change is in ("sends data to api.example.com"). */
  text: string;
}

export interface SafetyComparison {
  /** null when the old report was never recorded (a lock written before the analyzer existed). */
  before: SafetyLevel | null;
  after: SafetyLevel;
  /** In the new report only (everything in it when `before` is null): blocking findings first, then advisories, then capabilities. */
  added: SafetyChange[];
  /** In the old report only. */
  removed: SafetyChange[];
}

const RANK: Record<SafetyLevel, number> = { none: 0, advisory: 1, blocking: 2 };

/** Each capability as [identity, sentence]; identity ignores what may shift between versions (line numbers). */
function capabilityFacts(c: Capabilities): [keyof Capabilities, string, string][] {
  return [
    ...c.network.map((host) => ['network', host, `sends data to ${host}`] as const),
    ...c.runs.map((line) => ['runs', line, `runs ${line}`] as const),
    ...c.hooks.map(
      (h) =>
        [
          'hooks',
          `${h.event}\0${h.matcher}\0${h.runs}`,
          `runs a hook on ${h.event}${h.everyToolCall ? ' for every tool call' : h.matcher ? ` (${h.matcher})` : ''}: ${h.runs}`,
        ] as const,
    ),
    ...c.files.map((f) => ['files', `${f.access}\0${f.path}`, `${f.access === 'write' ? 'writes' : 'reads'} ${f.path}`] as const),
    ...c.env.map((name) => ['env', name, `reads the environment variable ${name}`] as const),
    ...c.permissions.map((p) => ['permissions', p, `grants ${p}`] as const),
    ...(c.tools ?? []).map((t) => ['tools', t, `may use the tool ${t}`] as const),
    ...c.mcpServers.map(
      (m) => ['mcpServers', `${m.name}\0${m.runs}\0${m.pinned}`, `starts MCP server ${m.name}: ${m.runs}${m.pinned === false ? ' (version not pinned)' : ''}`] as const,
    ),
    ...c.containers.map(
      (k) =>
        [
          'containers',
          `${k.file}\0${k.privileged}\0${k.dockerSocket}`,
          `runs a container from ${k.file}${k.privileged ? ', privileged' : ''}${k.dockerSocket ? ', with the Docker socket' : ''}`,
        ] as const,
    ),
  ].map(([about, id, text]) => [about, `${about}\0${id}`, text]);
}

function findingFacts(findings: Finding[]): [Finding, string][] {
  return findings.map((f) => [f, `${f.rule}\0${f.file}\0${f.evidence}\0${f.inCode}`]);
}

function findingText(f: Finding): string {
  return `${f.severity} ${f.rule} in ${f.file}:${f.line}${f.inCode ? '' : ' (documentation)'}: ${f.evidence}`;
}

/** What is in `a` and not in `b`, as changes. */
function only(a: SafetyReport, b: SafetyReport | undefined): SafetyChange[] {
  const bCaps = new Set(b ? capabilityFacts(b.capabilities).map(([, id]) => id) : []);
  const bFindings = new Set(b ? findingFacts(b.findings).map(([, id]) => id) : []);
  const findings = findingFacts(a.findings)
    .filter(([, id]) => !bFindings.has(id))
    .map(([f]) => f)
    .sort((x, y) => RANK[y.severity] - RANK[x.severity]);
  return [
    ...findings.map((f): SafetyChange => ({ about: 'finding', severity: f.severity, text: findingText(f) })),
    ...capabilityFacts(a.capabilities)
      .filter(([, id]) => !bCaps.has(id))
      .map(([about, , text]): SafetyChange => ({ about, text })),
  ];
}

export function compareReports(before: SafetyReport | undefined, after: SafetyReport): SafetyComparison {
  return {
    before: before?.level ?? null,
    after: after.level,
    // Without an old report everything in the new one is listed (as what it does, not as news).
    added: only(after, before),
    removed: before ? only(before, after) : [],
  };
}

function levelWords(level: SafetyLevel | null): string {
  if (level === null) return 'not recorded';
  return level === 'none' ? 'no findings' : level === 'advisory' ? 'advisories only' : 'blocking findings';
}

/**
 * The comparison as lines for a terminal (the caller passes each through
 * visible()): the verdicts, then "now …" lines, then "no longer …" lines.
 * `previous` names what the new version is compared with: the lock's entry
 * for `toolshed update`, the installed plugin for `toolshed plugins update`.
 */
export function describeComparison(c: SafetyComparison, previous = 'the locked version'): string[] {
  const worse = c.before !== null && RANK[c.after] > RANK[c.before];
  const lines = [`safety: ${levelWords(c.before)} → ${levelWords(c.after)}${worse ? ' (worse)' : ''}`];
  if (c.before === null) {
    lines.push(`  ${previous} has no recorded safety report to compare with; the new version:`);
    for (const change of c.added) lines.push(`  ${change.about === 'finding' ? `has the finding ${change.text}` : change.text}`);
    return lines;
  }
  for (const change of c.added) lines.push(`  now ${change.about === 'finding' ? `has a new finding: ${change.text}` : change.text}`);
  for (const change of c.removed) lines.push(`  no longer ${change.about === 'finding' ? `has the finding ${change.text}` : change.text}`);
  if (!c.added.length && !c.removed.length) lines.push(`  same capabilities and findings as ${previous}`);
  return lines;
}
