/**
 * Pure: the words every surface prints for a report (the site's verdict
 * line, the installer's prompt, `toolshed scan`, Discord `/info`, the stack
 * pre-flight, the marketplace), and a stack's combined report. One place, so
 * they all say the same thing.
 */
import type { Capabilities, Finding, SafetyLevel, SafetyReport } from './report.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Where a finding is: `file:line` (already display-safe). */
export function findingPlace(f: Pick<Finding, 'file' | 'line'>): string {
  return `${f.file}:${f.line}`;
}

/** The blocking rules of a report, each once, in the order found. */
export function blockingRules(report: Pick<SafetyReport, 'findings'>): string[] {
  return [...new Set(report.findings.filter((f) => f.severity === 'blocking').map((f) => f.rule))];
}

/**
 * The one-line verdict: `No findings`, `1 advisory` / `N advisories`, or
 * `Blocked: rule (file:line)` with how many more blocking findings follow.
 */
export function summarizeSafety(report: Pick<SafetyReport, 'level' | 'findings'>): string {
  const blocking = report.findings.filter((f) => f.severity === 'blocking');
  if (blocking.length > 0) {
    const first = blocking[0]!;
    const rules = blockingRules(report);
    const others = rules.length > 1 ? `, ${rules.slice(1).join(', ')}` : '';
    const more = blocking.length > 1 ? ` and ${plural(blocking.length - 1, 'more blocking finding', 'more blocking findings')}` : '';
    return `Blocked: ${first.rule} (${findingPlace(first)})${others}${more}`;
  }
  if (report.findings.length === 0) return 'No findings';
  return plural(report.findings.length, 'advisory', 'advisories');
}

const WORST: Record<SafetyLevel, number> = { none: 0, advisory: 1, blocking: 2 };

/** A level as one character, as `search-compact.json`'s `levels` holds it (one per item). */
export const LEVEL_CHAR = { none: '0', advisory: '1', blocking: '2' } as const satisfies Record<SafetyLevel, string>;

export function levelOfChar(char: string | undefined): SafetyLevel | undefined {
  return char === '0' ? 'none' : char === '1' ? 'advisory' : char === '2' ? 'blocking' : undefined;
}

/**
 * The verdict a list card shows when it knows only the level (the search
 * index carries levels, not findings): the words of summarizeSafety without
 * its counts, "Blocked" as every card says it.
 */
export function levelVerdict(level: SafetyLevel): { level: SafetyLevel; text: string } {
  return { level, text: level === 'blocking' ? 'Blocked' : level === 'advisory' ? 'Advisories' : 'No findings' };
}

export interface StackMember {
  /** How the member is named in findings: `hooks/security/guard`. */
  component: string;
  report: SafetyReport;
}

export interface CombinedReport extends SafetyReport {
  /** Each member's level and verdict line, in the order given. */
  components: Array<{ component: string; level: SafetyLevel; summary: string }>;
}

const sortedUnique = (items: string[]) => [...new Set(items)].sort();

/**
 * A stack's report: its worst level, every capability (hosts, env and
 * permissions merged), and every finding with its file named
 * `component/file`, so one verdict line covers the whole stack.
 */
export function combineReports(members: readonly StackMember[]): CombinedReport {
  const caps: Capabilities = { hooks: [], runs: [], network: [], files: [], env: [], permissions: [], mcpServers: [], containers: [], tools: [] };
  const findings: Finding[] = [];
  let level: SafetyLevel = 'none';
  const files = new Map<string, Capabilities['files'][number]>();
  for (const { component, report } of members) {
    if (WORST[report.level] > WORST[level]) level = report.level;
    const c = report.capabilities;
    caps.hooks.push(...c.hooks);
    caps.runs.push(...c.runs.map((line) => `${component}: ${line}`));
    caps.network.push(...c.network);
    caps.env.push(...c.env);
    caps.permissions.push(...c.permissions);
    caps.tools.push(...(c.tools ?? []));
    caps.mcpServers.push(...c.mcpServers);
    caps.containers.push(...c.containers.map((x) => ({ ...x, file: `${component}/${x.file}` })));
    for (const f of c.files) files.set(`${f.access}\0${f.path}`, f);
    findings.push(...report.findings.map((f) => ({ ...f, file: `${component}/${f.file}` })));
  }
  caps.network = sortedUnique(caps.network);
  caps.env = sortedUnique(caps.env);
  caps.permissions = [...new Set(caps.permissions)];
  caps.tools = [...new Set(caps.tools)];
  caps.files = [...files.values()].sort((a, b) => a.path.localeCompare(b.path) || a.access.localeCompare(b.access));
  return {
    level,
    capabilities: caps,
    findings,
    components: members.map(({ component, report }) => ({ component, level: report.level, summary: summarizeSafety(report) })),
  };
}

/**
 * What granted tools let the model do on the machine, in words for the
 * component page (`Bash(git:*)` → "run shell commands"): empty when it is
 * granted none of them.
 */
export function toolAbilities(tools: readonly string[]): string[] {
  const base = new Set(tools.map((t) => t.replace(/\(.*$/, '')));
  const all = base.has('*');
  return [
    ...(all || base.has('Bash') || base.has('PowerShell') ? ['run shell commands'] : []),
    ...(all || ['Write', 'Edit', 'MultiEdit', 'NotebookEdit'].some((t) => base.has(t)) ? ['change files'] : []),
    ...(all || base.has('WebFetch') || base.has('WebSearch') ? ['fetch from the web'] : []),
  ];
}
