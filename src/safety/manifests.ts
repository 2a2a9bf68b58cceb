/**
 * Pure: the packages a component's dependency files name, for the typosquat
 * rule: `requirements*.txt` (one PEP 508 requirement a line), `pyproject.toml`
 * (PEP 621 `project` dependencies, PEP 735 groups, Poetry's tables, build
 * requirements; read with smol-toml) and `package.json` (dependencies, dev and
 * optional ones; `npm:` aliases by the name they fetch). A name fetched from
 * an address, a path or a workspace is no registry name and is left out.
 */
import { parse as parseToml } from 'smol-toml';
import { packageName } from './ir/install.ts';
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

function packageJson(text: string): Dependency[] {
  let doc: Record<string, unknown>;
  try {
    doc = record(JSON.parse(text));
  } catch {
    return [];
  }
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

/** The registry packages a file names, when it is a dependency file. */
export function dependenciesOf(file: string, text: string): Dependency[] {
  const base = file.split('/').pop() ?? file;
  if (/^requirements[\w.-]*\.(?:txt|in)$/i.test(base)) return requirements(text);
  if (base === 'pyproject.toml') return pyproject(text);
  if (base === 'package.json') return packageJson(text);
  return [];
}
