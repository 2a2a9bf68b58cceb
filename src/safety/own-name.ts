/**
 * Pure: the names a component gives itself (a skill's or an agent's
 * frontmatter `name`, a plugin manifest's `name`, the keys of the MCP servers
 * it declares) and whether one imitates a well-known official component: one
 * edit (Damerau) from a name of official-names.ts (`webbapp-testing`,
 * `skill-creater`, `mcp-buidler`), or a popular npm or PyPI package with two
 * neighbouring letters swapped, alone or before generic words
 * (`reqeusts-helper`). A squatter names a component so that a reader takes it
 * for the one they meant to install. The name alone proves little (a plural, a
 * new version, a fork under the exact name are not counted), so the finding is
 * an advisory alone and blocks beside any other finding (analyze.ts).
 */
import { OFFICIAL_NAMES } from './official-names.ts';
import { oneEditApart, swappedPackageName } from './typosquat.ts';
import { lineOf } from './text.ts';
import type { Scan } from './units.ts';

export interface LookalikeName {
  name: string;
  file: string;
  line: number;
  /** What the finding says: "the name `webbapp-testing` is one letter from the official `webapp-testing`". */
  says: string;
}

const KNOWN = new Set(OFFICIAL_NAMES);
/** Names of six letters or fewer are one edit from too many ordinary words (`slack`/`stack`, `notion`/`motion`). */
const SHORTEST = 7;

const normal = (name: string) => name.trim().toLowerCase().replace(/[\s_]+/g, '-');

/**
 * Two names that differ by a plural (`skills-creator`, `commit-command`), a digit (`claude-opus-4-6-migration`) or a
 * separator (`file-system` for the `filesystem` server): a variant, a newer version or a spelling someone names on purpose, not a slip.
 */
function variant(a: string, b: string): boolean {
  const singular = (n: string) => n.split('-').map((w) => w.replace(/s$/, '')).join('-');
  return singular(a) === singular(b) || a.replace(/\d/g, '') === b.replace(/\d/g, '') || a.replace(/-/g, '') === b.replace(/-/g, '');
}

/** What makes a component's own name a look-alike, as a phrase for the finding, or undefined. */
export function lookalikeOf(name: string): string | undefined {
  const n = normal(name);
  if (KNOWN.has(n)) return undefined;
  const near = n.length >= SHORTEST ? OFFICIAL_NAMES.find((o) => o.length >= SHORTEST && oneEditApart(n, o) && !variant(n, o)) : undefined;
  if (near) return `the name \`${name}\` is one letter from the official \`${near}\``;
  const popular = swappedPackageName(n);
  return popular ? `the name \`${name}\` is the popular package \`${popular}\` with two letters swapped` : undefined;
}

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The names the component gives itself, each with its file. */
function ownNames(scan: Scan): Array<{ name: string; file: string }> {
  const out: Array<{ name: string; file: string }> = [];
  for (const [file, readings] of scan.extraction.frontmatter) {
    for (const data of readings) if (typeof record(data).name === 'string') out.push({ name: record(data).name as string, file: file || scan.entry });
  }
  for (const [file, doc] of scan.extraction.json) {
    const path = file || scan.entry;
    if (/(?:^|\/)plugin\.json$/.test(path) && typeof record(doc).name === 'string') out.push({ name: record(doc).name as string, file: path });
    for (const key of Object.keys(record(record(doc).mcpServers))) out.push({ name: key, file: path });
  }
  return out;
}

/** The component's own names that imitate a well-known official component's, once each. */
export function lookalikeNames(scan: Scan): LookalikeName[] {
  const textOf = new Map(scan.files.map((f) => [f.file, f.text]));
  const seen = new Set<string>();
  const out: LookalikeName[] = [];
  for (const { name, file } of ownNames(scan)) {
    if (seen.has(name)) continue;
    seen.add(name);
    const says = lookalikeOf(name);
    if (says) out.push({ name, file, line: lineOf(textOf.get(file) ?? '', name), says });
  }
  return out;
}
