/**
 * Pure: what a component's dependency files fetch, for the typosquat rule
 * (the registry packages they name) and the install-from-an-address rules
 * (the addresses they name). Read: `requirements*.txt` (one PEP 508
 * requirement or pip option a line), `pyproject.toml` (PEP 621 `project`
 * dependencies, PEP 735 groups, Poetry's tables and sources, uv's sources and
 * indexes, build requirements; read with smol-toml), `Pipfile` (TOML),
 * `setup.py` (its `install_requires` and `dependency_links`, through the
 * Python front end), `environment.yml` (conda's dependencies, its `pip:`
 * list and channels), `package.json` (dependencies, dev and optional ones;
 * `npm:` aliases by the name they fetch), `Cargo.toml` (its dependency
 * tables, a renamed crate by the `package` it fetches, `git` sources), and the files that set a package
 * index (`.npmrc`, `pip.conf`, `.yarnrc.yml`, `uv.toml`, `.condarc`,
 * `bunfig.toml`: registry.ts). A name fetched from an address, a path or a
 * workspace is no registry name and is left out of the names.
 */
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { packageName } from './ir/install.ts';
import { INDEX_FILE, INDEX_LINE } from './ir/registry.ts';
import { lowerLanguage } from './lang/modules.ts';
import { constantText, type Word } from './ir/types.ts';
import type { Ecosystem } from './typosquat.ts';
import { lineOf } from './text.ts';
export interface Dependency {
  name: string;
  ecosystem: Ecosystem;
  line: number;
}

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function requirements(text: string): Dependency[] {
  const found: Dependency[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/(?:^|\s)#.*$/, '').trim();
    // Options (`-r other.txt`, `--index-url …`, `-e .`) and addresses name no registry package.
    if (line === '' || line.startsWith('-')) return;
    const name = packageName(line, 'pypi');
    if (name) found.push({ name, ecosystem: 'pypi', line: i + 1 });
  });
  return found;
}

function pyproject(text: string): Dependency[] {
  let doc: Record<string, unknown>;
  try {
    doc = parseToml(text) as Record<string, unknown>;
  } catch {
    return [];
  }
  const project = record(doc.project);
  const poetry = record(record(doc.tool).poetry);
  const specs = [
    ...strings(project.dependencies),
    ...Object.values(record(project['optional-dependencies'])).flatMap(strings),
    ...Object.values(record(doc['dependency-groups'])).flatMap(strings),
    ...strings(record(doc['build-system']).requires),
  ];
  const keys = [record(poetry.dependencies), record(poetry['dev-dependencies']), ...Object.values(record(poetry.group)).map((g) => record(record(g).dependencies))].flatMap((t) =>
    Object.entries(t)
      .filter(([name, v]) => name.toLowerCase() !== 'python' && !(typeof v === 'object' && v !== null && ('git' in v || 'path' in v || 'url' in v)))
      .map(([name]) => name),
  );
  const names = [...specs.map((s) => packageName(s.trim(), 'pypi')), ...keys].filter((n): n is string => n !== undefined);
  return names.map((name) => ({ name, ecosystem: 'pypi' as const, line: lineOf(text, name) }));
}

/** A JSON document's top object, or an empty one when it does not parse. */
function json(text: string): Record<string, unknown> {
  try {
    return record(JSON.parse(text));
  } catch {
    return {};
  }
}

function packageJson(text: string): Dependency[] {
  const doc = json(text);
  const found: Dependency[] = [];
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    for (const [key, spec] of Object.entries(record(doc[field]))) {
      if (typeof spec !== 'string') continue;
      // `"x": "npm:real@1"` fetches `real`; `file:`, `git+…`, `github:`, `workspace:`, a URL fetch no name.
      const alias = /^npm:(.+)$/.exec(spec);
      if (!alias && /^[a-z+]+:|^[./~]|\//i.test(spec)) continue;
      const name = packageName(alias ? alias[1]! : key, 'npm');
      if (name) found.push({ name, ecosystem: 'npm', line: lineOf(text, `"${key}"`) });
    }
  }
  return found;
}

/** `Pipfile`: `[packages]` and `[dev-packages]` by name (a table with `git`, `file` or `path` fetches no name). */
function pipfile(text: string): Dependency[] {
  const doc = toml(text);
  return [record(doc.packages), record(doc['dev-packages'])].flatMap((t) =>
    Object.entries(t)
      .filter(([, v]) => !(typeof v === 'object' && v !== null && ('git' in v || 'file' in v || 'path' in v)))
      .map(([name]) => ({ name, ecosystem: 'pypi' as const, line: lineOf(text, name) })),
  );
}

/**
 * `Cargo.toml`: the crates of `[dependencies]`, `[dev-dependencies]`, `[build-dependencies]` and of each target's
 * tables, by the name fetched (`package = "…"` of a renamed one); a table with `git` or `path` fetches no crate by name.
 */
function cargoToml(text: string): Dependency[] {
  const doc = toml(text);
  const tables = (d: Record<string, unknown>) => ['dependencies', 'dev-dependencies', 'build-dependencies'].map((k) => record(d[k]));
  const all = [...tables(doc), ...Object.values(record(doc.target)).flatMap((t) => tables(record(t))), record(record(doc.workspace).dependencies)];
  return all.flatMap((t) =>
    Object.entries(t).flatMap(([key, v]) => {
      const spec = record(v);
      if ('git' in spec || 'path' in spec) return [];
      const name = typeof spec.package === 'string' ? spec.package : key;
      return [{ name, ecosystem: 'crates' as const, line: lineOf(text, key) }];
    }),
  );
}

/** `setup.py`: the words of `setup(install_requires=[…], dependency_links=[…])`, as the Python front end reads them. */
function setupWords(text: string, key: 'install_requires' | 'dependency_links'): string[] {
  const program = lowerLanguage('python', text, { file: 'setup.py', line: 1 }, new Map());
  const out: string[] = [];
  for (const node of program?.nodes ?? []) {
    if (node.kind !== 'call' || !/(?:^|\.)setup$/.test(constantText(node.callee) ?? '')) continue;
    const value: Word | undefined = node.named?.[key];
    for (const item of value?.items ?? (value ? [value] : [])) {
      const t = constantText(item);
      if (t !== undefined) out.push(t);
    }
  }
  return out;
}

/** `environment.yml`: conda's dependencies, with its `pip:` list read as PyPI requirements. */
function condaEnvironment(text: string): { pip: string[]; channels: string[] } {
  let doc: unknown;
  try {
    // Silent, as every YAML the analyzer reads: its warnings would print on the process's stderr.
    doc = parseYaml(text, { logLevel: 'silent' });
  } catch {
    return { pip: [], channels: [] };
  }
  const deps = Array.isArray(record(doc).dependencies) ? (record(doc).dependencies as unknown[]) : [];
  const pip = deps.flatMap((d) => strings(record(d).pip));
  return { pip, channels: strings(record(doc).channels) };
}

const toml = (text: string): Record<string, unknown> => {
  try {
    return parseToml(text) as Record<string, unknown>;
  } catch {
    return {};
  }
};

const base = (file: string) => file.split('/').pop() ?? file;
const isRequirements = (file: string) => /^requirements[\w.-]*\.(?:txt|in)$/i.test(base(file));

/** The registry packages a file names, when it is a dependency file. */
export function dependenciesOf(file: string, text: string): Dependency[] {
  const name = base(file);
  if (isRequirements(file)) return requirements(text);
  if (name === 'pyproject.toml') return pyproject(text);
  if (name === 'package.json') return packageJson(text);
  if (name === 'Pipfile') return pipfile(text);
  if (name === 'Cargo.toml') return cargoToml(text);
  if (name === 'setup.py') return requirementNames(text, setupWords(text, 'install_requires'));
  if (/^environment\.ya?ml$/.test(name)) return requirementNames(text, condaEnvironment(text).pip);
  return [];
}

function requirementNames(text: string, specs: string[]): Dependency[] {
  return specs.flatMap((spec) => {
    const name = packageName(spec.trim(), 'pypi');
    return name ? [{ name, ecosystem: 'pypi' as const, line: lineOf(text, spec) }] : [];
  });
}

export interface DependencyAddress {
  /** The address as written (`https://…`, `git+https://…`, `github:o/r`, `o/r` of package.json). */
  address: string;
  line: number;
}

/** The address a PEP 508 requirement or a requirements line fetches from (`name @ URL`, a bare URL, `git+…`), if any. */
const specAddress = (spec: string): string | undefined => /(?:^|@\s*)((?:git\+)?[a-z][\w+.-]*:\/\/\S+|git\+\S+)/i.exec(spec.trim())?.[1];

function requirementAddresses(text: string): DependencyAddress[] {
  const out: DependencyAddress[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/(?:^|\s)#.*$/, '').trim();
    // `--index-url URL`, `-i URL`, `--extra-index-url=URL`, `-f URL`, `-e git+URL`: the option's value; else the requirement's URL.
    const option = /^(?:-i|--index-url|--extra-index-url|-f|--find-links|-e|--editable)(?:\s+|=)(\S+)/.exec(line);
    const address = option ? option[1] : specAddress(line);
    if (address && /[:/]/.test(address)) out.push({ address, line: i + 1 });
  });
  return out;
}

/** Addresses in a TOML table of sources (Poetry, uv, Pipfile, Cargo): `{ git = … }`, `{ url = … }`, and `[[…source]]` / `[[…index]]` lists with `url`. */
function tomlAddresses(text: string, doc: Record<string, unknown>): DependencyAddress[] {
  const out: string[] = [];
  const project = record(doc.project);
  const tool = record(doc.tool);
  const poetry = record(tool.poetry);
  const uv = record(tool.uv);
  const specs = [...strings(project.dependencies), ...Object.values(record(project['optional-dependencies'])).flatMap(strings), ...Object.values(record(doc['dependency-groups'])).flatMap(strings), ...strings(record(doc['build-system']).requires)];
  for (const spec of specs) {
    const a = specAddress(spec);
    if (a) out.push(a);
  }
  const tables = [record(poetry.dependencies), record(poetry['dev-dependencies']), ...Object.values(record(poetry.group)).map((g) => record(record(g).dependencies)), record(uv.sources), record(doc.packages), record(doc['dev-packages']), ...['dependencies', 'dev-dependencies', 'build-dependencies'].map((k) => record(doc[k]))];
  for (const t of tables) for (const v of Object.values(t)) for (const key of ['git', 'url']) if (typeof record(v)[key] === 'string') out.push(record(v)[key] as string);
  for (const list of [poetry.source, uv.index, doc.source]) if (Array.isArray(list)) for (const s of list) if (typeof record(s).url === 'string') out.push(record(s).url as string);
  return out.map((address) => ({ address, line: lineOf(text, address) }));
}

/** Addresses a package.json's dependencies fetch from: a URL, `git+…`, `github:o/r`, or npm's bare `o/r`. */
function packageJsonAddresses(text: string): DependencyAddress[] {
  const doc = json(text);
  const out: DependencyAddress[] = [];
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
    for (const spec of Object.values(record(doc[field]))) {
      if (typeof spec !== 'string' || /^(?:npm|file|link|workspace|portal|patch):|^[./~]/.test(spec)) continue;
      if (/^[a-z+]+:/i.test(spec) || /^[A-Za-z0-9][\w.-]*\/[\w.-]+(?:#\S*)?$/.test(spec)) out.push({ address: spec, line: lineOf(text, `"${spec}"`) });
    }
  }
  return out;
}

/** The addresses a dependency file or an index file makes installs fetch from. */
export function addressesOf(file: string, text: string): DependencyAddress[] {
  const name = base(file);
  if (isRequirements(file)) return requirementAddresses(text);
  if (name === 'pyproject.toml' || name === 'Pipfile' || name === 'Cargo.toml') return tomlAddresses(text, toml(text));
  if (name === 'package.json') return packageJsonAddresses(text);
  if (name === 'setup.py') {
    const specs = [...setupWords(text, 'install_requires').map(specAddress), ...setupWords(text, 'dependency_links')].filter((a): a is string => a !== undefined);
    return specs.map((address) => ({ address, line: lineOf(text, address) }));
  }
  if (/^environment\.ya?ml$/.test(name)) {
    const { pip, channels } = condaEnvironment(text);
    return [...pip.map(specAddress), ...channels.filter((c) => /:\/\//.test(c))].filter((a): a is string => a !== undefined).map((address) => ({ address, line: lineOf(text, address) }));
  }
  if (INDEX_FILE.test(file)) return [...text.matchAll(INDEX_LINE)].map((m) => ({ address: m[1]!, line: lineOf(text, m[1]!) }));
  return [];
}
