/**
 * `toolshed scan [--json] [--kind <type>] <path>…`: the safety analyzer for
 * component authors and catalog CI, on a component file, a component folder
 * or a whole catalog source tree (read by the build's own loader, reviewed
 * exceptions included). Exit 1 when a blocking finding is not covered by a
 * reviewed exception, 2 on bad usage, else 0. `--json` prints every report
 * exactly (docs/safety.md); the human output escapes what it shows.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { KINDS, kindByType, type Kind } from '../catalog/kinds.ts';
import { loadCatalog, loadComponentAt } from '../catalog/load.ts';
import type { CatalogComponent } from '../catalog/component.ts';
import { SAFETY_EXCEPTIONS_FILE } from '../safety/exceptions.ts';
import { summarizeSafety } from '../safety/summary.ts';
import { visible } from '../text/visible.ts';
import type { CliIO } from './io.ts';

const HELP = `Usage: toolshed scan [--json] [--kind <type>] <path>…

Checks components with the catalog's safety analyzer (docs/safety.md):
  a component file      agents/…/x.md, hooks/…/x.json (its supporting files beside it), …
  a component folder    a skill (SKILL.md), a mod (.claude-plugin/plugin.json), a sandbox or template
  a catalog source tree a folder of kind folders (agents/, hooks/, …), with its safety-exceptions.json

Options:
  --json          print the reports as JSON: [{component, source, sha256, safety}]
  --kind <type>   the kind when the path does not say (${KINDS.map((k) => k.type).join(', ')})
  -h, --help      this help

Exit codes: 0 no blocking finding, 1 a blocking finding without a reviewed exception, 2 bad usage or unreadable path.
`;

interface Scanned {
  component: string;
  source: string;
  sha256: string;
  safety: CatalogComponent['safety'];
}

/** The kind of a component at a path: from `--kind`, from a `{type}/{category}/{name}` path, or from what the path holds. */
async function kindAt(path: string, isDir: boolean, given: Kind | undefined): Promise<Kind | undefined> {
  if (given) return given;
  const parts = resolve(path).split(/[\\/]/);
  const typed = kindByType(parts[parts.length - 3] ?? '');
  if (typed && typed.layout === (isDir ? 'dir' : 'file')) return typed;
  if (isDir) {
    const names = new Set(await readdir(path));
    if (names.has('SKILL.md')) return kindByType('skills');
    if (names.has('.claude-plugin')) return kindByType('mods');
    if (names.has('.devcontainer') || [...names].some((n) => /^(?:Dockerfile|Containerfile|docker-compose)/.test(n))) return kindByType('sandbox');
    return names.has('README.md') ? kindByType('templates') : undefined;
  }
  if (/\.json$/i.test(path)) {
    const doc = JSON.parse(await readFile(path, 'utf8').catch(() => '{}')) as Record<string, unknown>;
    if (doc && typeof doc === 'object' && 'hooks' in doc && !('permissions' in doc)) return kindByType('hooks');
    if (doc && typeof doc === 'object' && 'mcpServers' in doc && Object.keys(doc).every((k) => ['mcpServers', 'description'].includes(k))) return kindByType('mcps');
    return kindByType('settings');
  }
  if (/\.md$/i.test(path)) return kindByType(parts.includes('commands') ? 'commands' : parts.includes('loops') ? 'loops' : 'agents');
  return undefined;
}

/** Whether a folder is a catalog source tree: kind folders or the exceptions file in it. */
async function isSourceTree(path: string): Promise<boolean> {
  const names = await readdir(path);
  return names.includes(SAFETY_EXCEPTIONS_FILE) || names.some((n) => kindByType(n) !== undefined);
}

const asScanned = (c: CatalogComponent): Scanned => ({ component: `${c.kind.type}/${c.category}/${c.name}`, source: c.source, sha256: c.sha256, safety: c.safety });

export async function run(io: CliIO): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: io.argv, options: { json: { type: 'boolean' }, kind: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    io.stderr(`toolshed scan: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (parsed.values.help) {
    io.stdout(HELP);
    return 0;
  }
  const given = parsed.values.kind === undefined ? undefined : kindByType(parsed.values.kind);
  if (parsed.values.kind !== undefined && !given) {
    io.stderr(`toolshed scan: --kind ${visible(parsed.values.kind)}: not a kind (${KINDS.map((k) => k.type).join(', ')})\n`);
    return 2;
  }
  if (parsed.positionals.length === 0) {
    io.stderr(`toolshed scan: give at least one path\n\n${HELP}`);
    return 2;
  }
  const scanned: Scanned[] = [];
  const problems: string[] = [];
  for (const raw of parsed.positionals) {
    const path = resolve(io.cwd, raw);
    const info = await stat(path).catch(() => undefined);
    if (!info || (!info.isFile() && !info.isDirectory())) {
      io.stderr(`toolshed scan: ${visible(raw)}: not a file or folder\n`);
      return 2;
    }
    if (info.isDirectory() && (await isSourceTree(path))) {
      const catalog = await loadCatalog(path);
      scanned.push(...catalog.components.map(asScanned));
      problems.push(...[...catalog.errors, ...catalog.warnings].filter((p) => !/^blocking safety finding/.test(p.message)).map((p) => `${p.file}: ${p.message}`));
      continue;
    }
    const kind = await kindAt(path, info.isDirectory(), given);
    if (!kind) {
      io.stderr(`toolshed scan: ${visible(raw)}: cannot tell which kind of component this is; give --kind\n`);
      return 2;
    }
    const { result, warnings } = await loadComponentAt(path, kind);
    problems.push(...warnings.map((w) => `${w.file}: ${w.message}`));
    if (!result.ok) problems.push(`${raw}: not a readable ${kind.singular}: ${result.problems.join('; ')}`);
    else scanned.push({ ...asScanned(result.component), source: join(basename(dirname(path)), basename(path)) });
  }
  const blocked = scanned.filter((s) => s.safety.findings.some((f) => f.severity === 'blocking' && !s.safety.exceptions?.some((e) => e.rule === f.rule)));
  if (parsed.values.json) io.stdout(`${JSON.stringify(scanned, null, 2)}\n`);
  else {
    for (const s of scanned) {
      io.stdout(`${s.component} (${visible(s.source)}): ${summarizeSafety(s.safety)}\n`);
      for (const e of s.safety.exceptions ?? []) io.stdout(`  reviewed exception for ${e.rule}: ${e.reason} (${e.reviewed})\n`);
      // A single-file component's entry is `content` in the report: shown by its file name.
      const entry = visible(basename(s.source));
      for (const f of s.safety.findings) {
        io.stdout(`  ${f.severity.padEnd(8)} ${f.rule} at ${f.file === 'content' ? entry : f.file}:${f.line} (${f.inCode ? 'in code' : 'in documentation'}): ${f.evidence}\n`);
      }
    }
    const count = (level: string) => scanned.filter((s) => s.safety.level === level).length;
    const excepted = count('blocking') - blocked.length;
    io.stdout(
      `Scanned ${scanned.length} component${scanned.length === 1 ? '' : 's'}: ${blocked.length} blocked${excepted ? `, ${excepted} with reviewed exceptions` : ''}, ${count('advisory')} with advisories only, ${count('none')} without findings.\n`,
    );
  }
  for (const p of problems) io.stderr(`warning: ${visible(p)}\n`);
  return blocked.length ? 1 : 0;
}
