/**
 * Pure: the safety report of one component, from exactly what the catalog
 * publishes (`{content, files}`, the bytes its sha256 covers). No I/O, no
 * clock: the same input gives the same report. What runs comes from the
 * catalog's one extraction (runnables.ts, whose lines src/catalog/executables.ts shows); the rules are in
 * rules.ts, each in a module by job.
 */
import type { PublishedContent } from './runnables.ts';
import { visible } from '../text/visible.ts';
import { hostsIn, isLocalHost } from './network.ts';
import type { Capabilities, Finding, SafetyReport } from './report.ts';
import { RULES, type RuleId } from './rules.ts';
import { actingTools, containerOf, grantsOf, hookCapabilities, injectingEnv, mcpCapabilities, pinnedPackage } from './settings.ts';
import { codeFindings } from './code.ts';
import { addressesOf, dependenciesOf } from './manifests.ts';
import { judgeAddress } from './ir/install.ts';
import { squatOf } from './typosquat.ts';
import { internalPackage, setsRegistry } from './confusion.ts';
import { lookalikeNames } from './own-name.ts';
import { markdownFindings } from './markdown.ts';
import { unseenFindings } from './unseen.ts';
import { hiddenCharacterFindings } from './characters.ts';
import { literalSecrets } from './secrets.ts';
import { environmentUnits, surfaceFindings } from './surfaces.ts';
import { wordingFindings } from './wording.ts';
import { secretShownFindings } from './secret-shown.ts';
import { encodedOrderFindings } from './encoded-orders.ts';
import { writtenInstructionFindings } from './written-instructions.ts';
import { unshownRunFindings } from './unshown-runs.ts';
import { entryLine, evidence, lineAt, lineOf } from './text.ts';
import { ENTRY, scanComponent, type KindLike, type Scan } from './units.ts';

export { scanComponent } from './units.ts';

/** At most this many findings of one rule in one file: the first ones say enough. */
const PER_RULE_AND_FILE = 20;

/** Collects findings and capabilities; one finding per rule, file and line. */
export class Collector {
  readonly findings: Finding[] = [];
  readonly network = new Set<string>();
  readonly files = new Map<string, Capabilities['files'][number]>();
  readonly env = new Set<string>();
  private readonly seen = new Map<string, Finding[]>();
  private readonly perFile = new Map<string, number>();

  /**
   * A finding. A blocking rule blocks only in code (`inCode`); in
   * documentation, or when `weak` (a heuristic hit of a blocking rule), it
   * is an advisory.
   */
  add(rule: RuleId, file: string, line: number, evidenceText: string, inCode: boolean, weak = false): void {
    // One finding per rule, file and line, unless the evidence differs (two MCP servers on one line of
    // minified JSON); the same command seen whole and as one of its JSON strings is one finding.
    const key = `${rule}\0${file}\0${line}`;
    const severity = RULES[rule].tier === 'blocking' && inCode && !weak ? 'blocking' : 'advisory';
    const same = this.seen.get(key) ?? [];
    const twin = same.find((f) => f.evidence.includes(evidenceText) || evidenceText.includes(f.evidence));
    if (twin) {
      // The same text seen twice (a ```! block is also a fenced example): the stronger reading stands.
      if (twin.severity === 'advisory' && severity === 'blocking') Object.assign(twin, { severity, inCode, evidence: evidenceText });
      return;
    }
    const count = this.perFile.get(`${rule}\0${file}`) ?? 0;
    if (count >= PER_RULE_AND_FILE) return;
    this.perFile.set(`${rule}\0${file}`, count + 1);
    const finding: Finding = { rule, severity, file: visible(file), line: Math.max(1, line), evidence: evidenceText, inCode };
    same.push(finding);
    this.seen.set(key, same);
    this.findings.push(finding);
  }

  /** Whether a rule has given every finding it may in a file: a loop over hits stops there (hostile input has 100,000). */
  full(rule: RuleId, file: string): boolean {
    return (this.perFile.get(`${rule}\0${file}`) ?? 0) >= PER_RULE_AND_FILE;
  }

  addFile(path: string, access: 'read' | 'write'): void {
    const shown = visible(path);
    this.files.set(`${access}\0${shown}`, { path: shown, access });
  }
}

function settingsFindings(scan: Scan, collector: Collector, permissions: string[]): void {
  const textOf = new Map(scan.files.map((f) => [f.file, f.text]));
  const documents: Array<[string, Record<string, unknown>]> = [];
  for (const [file, doc] of scan.extraction.json) {
    if (typeof doc === 'object' && doc !== null && !Array.isArray(doc)) documents.push([file || scan.entry, doc as Record<string, unknown>]);
  }
  for (const [file, readings] of scan.extraction.frontmatter) for (const data of readings) documents.push([file || scan.entry, data]);
  for (const [file, doc] of documents) {
    const text = textOf.get(file) ?? '';
    for (const grant of grantsOf(doc)) {
      if (!permissions.includes(grant.text)) permissions.push(grant.text);
      if (grant.broad) {
        const line = lineOf(text, grant.needle);
        collector.add('broad-permissions', file, line, evidence(text.split('\n')[line - 1] ?? grant.text), true);
      }
    }
    for (const key of injectingEnv(doc)) {
      const line = lineOf(text, `"${key}"`);
      collector.add('env-injection', file, line, evidence(text.split('\n')[line - 1] ?? key), true);
    }
  }
}

function serverFindings(scan: Scan, collector: Collector, caps: Capabilities): void {
  const textOf = new Map(scan.files.map((f) => [f.file, f.text]));
  for (const r of scan.extraction.runnables) {
    if (r.command === undefined) continue;
    const file = r.file === '' ? scan.entry : r.file;
    const text = textOf.get(file) ?? '';
    // What an MCP server or hook fetches without a version; hooks only when they force a download (`npx -y`).
    const fetches = r.what === 'mcp' || (r.what === 'hook' && /\b(?:npx\s+(?:-\S+\s+)*(?:-y|--yes)\b|uvx\b|pipx\s+run\b|bunx\b|(?:pnpm|yarn)\s+dlx\b|docker\s+run\b)/.test(r.command));
    if (fetches && pinnedPackage(r.command) === false) {
      // The server's own package argument (else its command), under its own key: the line that is not pinned.
      const args = Array.isArray(r.entry?.args) ? r.entry.args.filter((a): a is string => typeof a === 'string' && !a.startsWith('-')) : [];
      const line = r.what === 'mcp' && typeof r.entry?.command === 'string' ? entryLine(text, r.name, [...args, r.entry.command]) : lineOf(text, r.command);
      collector.add('unpinned-package', file, line, evidence(r.command), true);
    }
    if (r.what === 'mcp' && r.entry?.url !== undefined) for (const host of hostsIn(String(r.entry.url))) if (!isLocalHost(host)) collector.network.add(host);
  }
  caps.mcpServers = mcpCapabilities(scan.extraction.runnables);
  caps.hooks = hookCapabilities(scan.extraction.runnables);
}

function containerFindings(scan: Scan, collector: Collector, caps: Capabilities, installed: (file: string) => boolean): void {
  for (const f of scan.files) {
    if (!installed(f.file)) continue;
    const container = containerOf(f.file, f.text);
    if (!container) continue;
    caps.containers.push({ file: visible(f.file), privileged: container.privileged !== null, dockerSocket: container.socket !== null });
    for (const m of [container.privileged, container.socket]) {
      if (m) collector.add('privileged-container', f.file, lineAt(f.text, m.index), evidence(f.text.split('\n')[lineAt(f.text, m.index) - 1] ?? m[0]), true);
    }
  }
}

/**
 * Literal secrets in configuration and code: every file but Markdown, whose
 * frontmatter (an MCP server's env, say) is read and whose prose is not (a
 * key quoted in a guide is the author's leak, not a risk to the installer).
 */
function secretFindings(scan: Scan, collector: Collector, installed: (file: string) => boolean): void {
  const markdown = new Map(scan.markdown.map((m) => [m.file, m]));
  for (const f of scan.files) {
    const md = markdown.get(f.file);
    const text = md ? f.text.split('\n', md.bodyLine - 1).join('\n') : f.text;
    for (const secret of literalSecrets(text)) {
      const line = lineAt(text, secret.index);
      const shown = `${secret.name}: ${text.slice(secret.index, secret.index + 12)}…`;
      collector.add('literal-secret', f.file, line, visible(shown), installed(f.file));
    }
  }
}

/**
 * Dependency and index files: a package one letter or an affix from a popular one, and an address installs
 * fetch from, judged as in an install command (install commands themselves are read by the IR's shapes).
 */
function dependencyFindings(scan: Scan, collector: Collector): void {
  for (const f of scan.files) {
    for (const dep of dependenciesOf(f.file, f.text)) {
      const squat = squatOf(dep.name, dep.ecosystem);
      if (squat) collector.add('typosquat', f.file, dep.line, evidence(`${squat.says}: ${f.text.split('\n')[dep.line - 1] ?? dep.name}`), true);
      const internal = squat ? undefined : internalPackage(dep.name, dep.ecosystem);
      if (internal) collector.add('dependency-confusion', f.file, dep.line, evidence(`${internal}: ${f.text.split('\n')[dep.line - 1] ?? dep.name}`), true);
    }
    for (const { address, line } of addressesOf(f.file, f.text)) {
      const verdict = judgeAddress(address);
      if (verdict) collector.add(verdict.rule, f.file, line, evidence(`${verdict.note}: ${(f.text.split('\n')[line - 1] ?? address).trim()}`), true);
    }
  }
}

/**
 * Names that imitate (POLICY14 point 6), judged over the whole component once the rest is found: an internal
 * package is no confusion when the component sets a registry anywhere (confusion.ts); a look-alike own name
 * (own-name.ts) is an advisory alone and blocks beside any other finding.
 */
function supplyNameFindings(scan: Scan, collector: Collector): void {
  if (collector.findings.some((f) => f.rule === 'dependency-confusion') && setsRegistry(scan)) {
    collector.findings.splice(0, collector.findings.length, ...collector.findings.filter((f) => f.rule !== 'dependency-confusion'));
  }
  const others = collector.findings.length > 0;
  for (const own of lookalikeNames(scan)) {
    const line = scan.files.find((f) => f.file === own.file)?.text.split('\n')[own.line - 1] ?? own.name;
    collector.add('lookalike-name', own.file, own.line, evidence(`${own.says}: ${line}`), true, !others);
  }
}

/** The safety report of one component. */
export function analyzeComponent(kind: KindLike, published: PublishedContent): SafetyReport {
  return readComponent(kind, published).safety;
}

/** What is said of an error inside the analyzer: its kind and first line, never a stack (paths of this machine). */
function failure(pass: string, error: unknown): string {
  const said = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return evidence(`${pass} stopped (${said.split('\n')[0]!.slice(0, 120)}): the component was not fully checked`);
}

/**
 * The scan and its report. A scan that throws (a bug of ours, or input built to make a parser throw) must not end
 * a whole catalog's build or scan, nor read as "no findings": it is a report of its own, blocking, with nothing
 * extracted (a component whose runs cannot be listed cannot be shown before it runs).
 */
export function readComponent(kind: KindLike, published: PublishedContent): { scan: Scan | undefined; safety: SafetyReport } {
  let scan: Scan;
  try {
    scan = scanComponent(kind, published);
  } catch (error) {
    const collector = new Collector();
    collector.add('analysis-failed', ENTRY, 1, failure('reading the component', error), true);
    const caps: Capabilities = { hooks: [], runs: [], network: [], files: [], env: [], permissions: [], mcpServers: [], containers: [], tools: [] };
    return { scan: undefined, safety: { level: 'blocking', capabilities: caps, findings: collector.findings } };
  }
  return { scan, safety: analyzeScan(scan) };
}

/**
 * One pass of the analysis. A pass that throws loses only its own findings: the others still run, and the
 * component blocks with a finding saying which pass stopped, so a crafted input cannot turn a crash into a clean
 * report, nor end the scan of every other component.
 */
function guarded(collector: Collector, entry: string, pass: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    collector.add('analysis-failed', entry, 1, failure(pass, error), true);
  }
}

/** The report of a scan already made (the build makes one per component and also lists what runs from it). */
export function analyzeScan(scan: Scan): SafetyReport {
  const collector = new Collector();
  const readByModel = new Map(scan.markdown.map((m) => [m.file, m.readByModel]));
  const installed = (file: string) => readByModel.get(file) ?? true;
  const caps: Capabilities = {
    hooks: [],
    runs: scan.extraction.runnables.map((r) => r.line),
    network: [],
    files: [],
    env: [],
    permissions: [],
    mcpServers: [],
    containers: [],
    tools: [...new Set([...scan.extraction.frontmatter.values()].flatMap((readings) => readings.flatMap(actingTools)))],
  };
  // Each pass alone: one that throws loses only its own findings (guarded).
  const passes: Array<[string, () => void]> = [
    ['hidden characters', () => hiddenCharacterFindings(scan, collector, installed)],
    ['the Markdown reading', () => markdownFindings(scan, collector)],
    ['unseen text', () => unseenFindings(scan, collector)],
    ['the wording', () => wordingFindings(scan, collector)],
    ['secrets shown', () => secretShownFindings(scan, collector)],
    ['encoded orders', () => encodedOrderFindings(scan, collector)],
    ['written instructions', () => writtenInstructionFindings(scan, collector)],
    // Commands held in environment values (a git alias, PS4's `$(…)`) are code like any other.
    ['the code analysis', () => codeFindings({ ...scan, code: [...scan.code, ...environmentUnits(scan)] }, collector)],
    ['configuration surfaces', () => surfaceFindings(scan, collector)],
    ['unshown runs', () => unshownRunFindings(scan, collector)],
    ['literal secrets', () => secretFindings(scan, collector, installed)],
    ['settings', () => settingsFindings(scan, collector, caps.permissions)],
    ['servers and hooks', () => serverFindings(scan, collector, caps)],
    ['containers', () => containerFindings(scan, collector, caps, installed)],
    ['dependencies', () => dependencyFindings(scan, collector)],
    ['look-alike names', () => supplyNameFindings(scan, collector)],
  ];
  for (const [pass, run] of passes) guarded(collector, scan.entry, pass, run);
  caps.network = [...collector.network].sort();
  caps.env = [...collector.env].sort();
  caps.files = [...collector.files.values()].sort((a, b) => a.path.localeCompare(b.path) || a.access.localeCompare(b.access));
  const findings = collector.findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule));
  const level = findings.some((f) => f.severity === 'blocking') ? 'blocking' : findings.length ? 'advisory' : 'none';
  return { level, capabilities: caps, findings };
}
