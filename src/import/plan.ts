/**
 * Pure: a layout's candidates to the files of Toolshed's source layout and the
 * import record. Each candidate goes through the catalog's own reader and
 * repairs (src/catalog/lenient.ts, component.ts) exactly as the build will
 * read it: what the reader refuses is not listed, with its reasons; what it
 * repairs is written repaired, with a note; what it only warns about is noted
 * in the record, so a build with --strict accepts it (the record accounts for
 * it). Categories get `--into`'s prefix; names that collide are told apart.
 */
import { readComponent, type SourceUnit } from '../catalog/component.ts';
import { normalizeNewlines } from '../catalog/frontmatter.ts';
import { IMPORT_LAYOUTS, type ImportedComponent, type ImportRecord, type NotListed } from '../catalog/imports.ts';
import { isSafeSegment, KINDS, kindByType } from '../catalog/kinds.ts';
import { repairFile, roleOf } from '../catalog/lenient.ts';
import { safeRelativePath, UnsafePathError } from '../catalog/relative-path.ts';
import type { SafetyLevel } from '../safety/report.ts';
import { summarizeSafety } from '../safety/summary.ts';
import { legalName, settleNames, type Candidate, type LayoutResult } from './candidate.ts';
import { licenseOfFiles } from './license.ts';
import { nameRecord } from '../text/records.ts';

export interface PlanInput {
  id: string;
  layout: (typeof IMPORT_LAYOUTS)[number];
  result: LayoutResult;
  source: { repository: string; commit?: string };
  prefix?: string;
  /** The repository's own license, for components that state none. */
  repositoryLicense?: string;
  /** What the tree reader did not read, reported with the rest. */
  refused?: Array<{ path: string; reason: string }>;
}

export interface PlannedComponent extends ImportedComponent {
  /** Every file to write, by path relative to the source root. */
  texts: Record<string, string>;
  /**
   * The safety analyzer's level and verdict line over what the build will
   * publish (the same reader, so the same report the component page shows).
   * Reported by the run, not recorded: the build judges again, and blocks.
   */
  safety: { level: SafetyLevel; verdict: string };
}

export interface Plan {
  components: PlannedComponent[];
  notListed: NotListed[];
}

const order = new Map(KINDS.map((k, i) => [k.type, i]));
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A supporting file beside hooks must not end in .json: the catalog would read it as another hook. */
function besideName(name: string): string {
  return name.endsWith('.json') ? `${name}.txt` : name;
}

function repairAll(c: Candidate, notes: string[]): { entry: string; files?: Record<string, string> } {
  const kind = kindByType(c.type)!;
  const entryPath = 'entry' in kind ? kind.entry : `${c.name}${kind.ext}`;
  const fix = (path: string, text: string, isEntry: boolean) => {
    const out = repairFile(roleOf(c.type, path, isEntry), normalizeNewlines(text), c.name);
    notes.push(...out.notes.map((n) => (isEntry ? n : `${path}: ${n}`)));
    return out.text;
  };
  const entry = fix(entryPath, c.entry, true);
  if (!c.files) return { entry };
  const files = Object.fromEntries(Object.entries(c.files).map(([p, t]) => [p, p === entryPath ? entry : fix(p, t, false)]));
  return { entry, files };
}

/** One candidate to a planned component, or why it is not listed. */
function planOne(c: Candidate, input: PlanInput): PlannedComponent | NotListed {
  const kind = kindByType(c.type)!;
  const notes = [...c.notes];
  const dirRoot = `${c.type}/${c.category}/${c.name}`;
  const { entry, files } = repairAll(c, notes);
  const texts = nameRecord<string>();
  let beside: Record<string, string> | undefined;
  if (kind.layout === 'dir') {
    for (const [rel, text] of Object.entries(files ?? {})) {
      try {
        texts[`${dirRoot}/${safeRelativePath(rel)}`] = text;
      } catch (error) {
        if (!(error instanceof UnsafePathError)) throw error;
        return { path: c.path, type: c.type, reason: `a file name the catalog cannot hold: ${JSON.stringify(rel)}` };
      }
    }
  } else {
    texts[`${dirRoot}${kind.ext}`] = entry;
    if (c.beside) {
      beside = nameRecord();
      let json = entry;
      for (const [name, text] of Object.entries(c.beside)) {
        const safe = besideName(name);
        if (safe !== name) {
          json = json.split(JSON.stringify(name)).join(JSON.stringify(safe));
          notes.push(`supporting file ${name} kept as ${safe} (beside hooks, a .json file would be read as a hook)`);
        }
        beside[safe] = normalizeNewlines(text);
        texts[`${c.type}/${c.category}/${safe}`] = beside[safe]!;
      }
      texts[`${dirRoot}${kind.ext}`] = json;
    }
  }
  const source = kind.layout === 'dir' ? `${dirRoot}/${kind.entry}` : `${dirRoot}${kind.ext}`;
  const unit: SourceUnit = {
    kind,
    category: c.category,
    name: c.name,
    source,
    entry: texts[`${dirRoot}${kind.ext}`] ?? entry,
    ...(kind.layout === 'dir' ? { files: files ?? {} } : {}),
    ...(beside ? { beside } : {}),
  };
  const read = readComponent(unit);
  if (!read.ok) {
    const why = read.warnings.filter((w) => /ignores it|no frontmatter/.test(w));
    return { path: c.path, type: c.type, reason: [...why, ...read.problems].join('; ') };
  }
  // What the build will warn about, recorded so that the record accounts for it.
  notes.push(...read.warnings);
  const license = c.license ?? read.component.metadata.license ?? (files ? licenseOfFiles(files) : undefined) ?? input.repositoryLicense;
  return {
    type: c.type,
    category: c.category,
    name: c.name,
    path: c.path,
    ...(c.origin ? { origin: c.origin } : {}),
    ...(license ? { license } : {}),
    files: Object.keys(texts).sort(compare),
    notes,
    texts,
    safety: { level: read.component.safety.level, verdict: summarizeSafety(read.component.safety) },
  };
}

export function planImport(input: PlanInput): Plan {
  const notListed: NotListed[] = [...input.result.notListed, ...(input.refused ?? []).map((r) => ({ path: r.path, reason: r.reason }))];
  const candidates: Candidate[] = [];
  for (const c of input.result.candidates) {
    const category = input.prefix ? legalName(`${input.prefix}-${c.category}`) : c.category;
    if (!category || !isSafeSegment(category)) notListed.push({ path: c.path, type: c.type, reason: 'its category with the prefix is not a legal name' });
    else candidates.push({ ...c, category, notes: [...c.notes] });
  }
  settleNames(candidates);
  const components: PlannedComponent[] = [];
  const written = new Map<string, string>();
  for (const c of candidates) {
    const planned = planOne(c, input);
    if (!('files' in planned)) {
      notListed.push(planned);
      continue;
    }
    // Two components may share a supporting file with the same text; never two texts for one path.
    const clash = Object.entries(planned.texts).find(([p, t]) => written.has(p.toLowerCase()) && written.get(p.toLowerCase()) !== t);
    if (clash) {
      notListed.push({ path: c.path, type: c.type, reason: `its file ${clash[0]} would overwrite another imported file` });
      continue;
    }
    for (const [p, t] of Object.entries(planned.texts)) written.set(p.toLowerCase(), t);
    components.push(planned);
  }
  components.sort((a, b) => order.get(a.type)! - order.get(b.type)! || compare(a.category, b.category) || compare(a.name, b.name));
  notListed.sort((a, b) => compare(a.path, b.path) || compare(a.reason, b.reason));
  return { components, notListed };
}

/** The record of a plan: what `.imports/<id>.json` holds. */
export function recordOf(input: PlanInput, plan: Plan): ImportRecord {
  return {
    version: 1,
    id: input.id,
    source: {
      repository: input.source.repository,
      ...(input.source.commit ? { commit: input.source.commit } : {}),
      layout: input.layout,
      ...(input.result.marketplace ? { marketplace: input.result.marketplace } : {}),
    },
    ...(input.prefix ? { prefix: input.prefix } : {}),
    components: plan.components.map(({ texts: _texts, safety: _safety, ...c }) => c),
    notListed: plan.notListed,
  };
}
